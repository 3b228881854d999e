// The welcome mail's text, HTML and subject: pure, so it reads the same wherever it is sent from.

export interface WelcomeProduct {
  products: { name: string; term_months: number | null } | null;
  retailers: { name: string } | null;
}

export interface WelcomeMailInput {
  accountName: string;
  contactName: string;
  requestName: string;
  products: WelcomeProduct[];
  documentName: string;
  documentUrl: string;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** "Retailer — Product (24 months)" per product line. */
function productLines(products: WelcomeProduct[]): string[] {
  return products.map((p) => {
    const term = p.products?.term_months ? ` (${p.products.term_months} months)` : '';
    return `${p.retailers?.name ?? 'Retailer'} — ${p.products?.name ?? 'Product'}${term}`;
  });
}

/** Subject, HTML and plain text of the welcome mail. */
export function composeWelcomeMail(input: WelcomeMailInput): { subject: string; html: string; text: string } {
  const lines = productLines(input.products);
  const greeting = input.contactName ? `Hello ${input.contactName},` : 'Hello,';
  const subject = `Welcome, ${input.accountName}: your energy contract`;
  const text = [
    greeting,
    '',
    `Welcome aboard! Thank you for choosing us for ${input.accountName}.`,
    `Pricing request: ${input.requestName}`,
    '',
    lines.length ? 'Products:' : 'Products: to be confirmed',
    ...lines.map((l) => `- ${l}`),
    '',
    `Your contract document (${input.documentName}):`,
    input.documentUrl,
    '',
    'If you have any questions, simply reply to this e-mail.',
  ].join('\n');
  const e = escapeHtml;
  const html =
    `<h2>Welcome, ${e(input.accountName)}</h2>` +
    `<p>${e(greeting)}</p>` +
    `<p>Welcome aboard! Thank you for choosing us for <strong>${e(input.accountName)}</strong>.</p>` +
    `<p>Pricing request: ${e(input.requestName)}</p>` +
    (lines.length ? `<p>Products:</p><ul>${lines.map((l) => `<li>${e(l)}</li>`).join('')}</ul>` : '<p>Products: to be confirmed</p>') +
    `<p>Your contract document: <a href="${e(input.documentUrl)}">${e(input.documentName)}</a></p>` +
    `<p>If you have any questions, simply reply to this e-mail.</p>`;
  return { subject, html, text };
}
