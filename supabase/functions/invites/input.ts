// The invites payload (spec §7): validation with every bad field listed, and the invite mail.
import { badRequest } from '../_shared/http.ts';

export type InviteType = 'partner' | 'affiliate' | 'organization';

export interface Invite {
  email: string;
  type: InviteType;
  /** The partner or affiliate id (type partner / affiliate). */
  record: string | null;
  /** The organization id (type organization; otherwise taken from the record). */
  organization: string | null;
  role: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  alt_phone: string | null;
  job_description: string | null;
  shared_profile: string | null;
  send: boolean;
  owner: boolean;
  redirect_to: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()\d\s.-]{7,20}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Roles each kind of invite may give: partner users are partner admins or sales reps, affiliate users affiliate admins. */
export const ROLES_BY_TYPE: Record<InviteType, number[]> = {
  partner: [3, 7],
  affiliate: [2],
  organization: [1, 4, 5, 6, 7],
};

const text = (v: unknown, max = 200): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
const uuid = (v: unknown): string | null => (typeof v === 'string' && UUID.test(v) ? v.toLowerCase() : null);

export function parseInvite(body: Record<string, unknown>): Invite {
  const problems: string[] = [];
  const email = (text(body.email, 320) ?? '').toLowerCase();
  const type = (['partner', 'affiliate', 'organization'] as const).find((t) => t === body.type);
  const owner = body.owner === true;
  const record = uuid(body.record);
  const organization = uuid(body.organization);
  const defaultRole = type === 'affiliate' ? 2 : type === 'partner' ? (owner ? 3 : 7) : undefined;
  const role = body.role === undefined || body.role === null || body.role === '' ? defaultRole : Number(body.role);
  const first_name = text(body.first_name, 100);
  const last_name = text(body.last_name, 100);
  const phone = text(body.phone, 20);
  const alt_phone = text(body.alt_phone, 20);
  const shared =
    body.shared_profile === undefined || body.shared_profile === null || body.shared_profile === '' ? null : uuid(body.shared_profile);
  if (!EMAIL.test(email)) problems.push('email');
  if (!type) problems.push('type (partner, affiliate or organization)');
  if (type && type !== 'organization' && !record) problems.push('record');
  if (type === 'organization' && !organization) problems.push('organization');
  if (type && (role === undefined || !ROLES_BY_TYPE[type].includes(role)))
    problems.push(`role (one of ${type ? ROLES_BY_TYPE[type].join(', ') : ''})`);
  if (!first_name) problems.push('first_name');
  if (!last_name) problems.push('last_name');
  if (phone && !PHONE.test(phone)) problems.push('phone');
  if (alt_phone && !PHONE.test(alt_phone)) problems.push('alt_phone');
  if (body.shared_profile && !shared) problems.push('shared_profile');
  if (owner && type === 'organization') problems.push('owner (only partners and affiliates have owners)');
  if (problems.length) throw badRequest(`Please check: ${problems.join(', ')}`, { fields: problems.map((p) => p.split(' ')[0]) });
  const redirect = typeof body.redirect_to === 'string' && /^https?:\/\//.test(body.redirect_to) ? body.redirect_to : null;
  return {
    email,
    type: type as InviteType,
    record: type === 'organization' ? null : record,
    organization,
    role: role as number,
    first_name: first_name as string,
    last_name: last_name as string,
    phone,
    alt_phone,
    job_description: text(body.job_description),
    shared_profile: shared,
    send: body.send !== false,
    owner,
    redirect_to: redirect,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The invite mail: a link that signs the user in once so they can choose a password. */
export function inviteMail(invite: Invite, link: string): { subject: string; html: string } {
  const safe = escapeHtml(link);
  return {
    subject: 'You have been invited to the Partner Portal',
    html:
      `<p>Hello ${escapeHtml(invite.first_name)},</p>` +
      `<p>You have been invited to the partner portal. Follow this link to choose your password and sign in:</p>` +
      `<p><a href="${safe}">Accept the invitation</a></p>` +
      `<p>If you did not expect this invitation, ignore this email.</p>`,
  };
}
