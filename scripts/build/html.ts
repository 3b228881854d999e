// Where the build's plugins put what they add to index.html.

/**
 * `snippet` placed before the page's first stylesheet link (else before `</head>`): an inline script there
 * runs at once, where after a stylesheet still downloading it would wait for it (the HTML standard's
 * script-blocking style sheets); a stylesheet there comes before the app's own in the cascade.
 */
export function beforeStylesheets(html: string, snippet: string): string {
  const at = html.search(/<link rel="stylesheet"/);
  if (at >= 0) return `${html.slice(0, at)}${snippet}\n    ${html.slice(at)}`;
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `  ${snippet}\n  </head>`);
}
