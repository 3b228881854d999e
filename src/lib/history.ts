// The history of records (table record_history, docs/security.md "History of records") in readable
// words: entity and field labels, which fields name other records, and values as the screens show them.
import { roleName } from './ability';
import { formatCalendarDate, isCalendarDate } from './calendar-date';
import { formatDateTime } from './dates';
import { t, tk } from './i18n';
import { codeLabel, formatNumber, partnerStatusLabel } from './labels';

export type HistoryOperation = 'insert' | 'update' | 'delete';

export interface HistoryRow {
  id: number;
  changed_at: string;
  table_name: string;
  record_id: string;
  operation: HistoryOperation;
  actor: string | null;
  actor_name: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  account_id?: string | null;
  parent_id?: string | null;
}

/** The columns every history screen reads. */
export const HISTORY_SELECT =
  'id, changed_at, table_name, record_id, operation, actor, actor_name, old_values, new_values, account_id, parent_id';

/**
 * What each audited table holds, in the portal's words (the entity filter lists them in this order):
 * catalogue keys, shown through `t()` (`entityLabel`).
 */
export const HISTORY_ENTITIES: Record<string, string> = {
  accounts: tk('Account'),
  pricing_requests: tk('Pricing request'),
  pricing_requests_products: tk('Pricing request product'),
  proposals: tk('Proposal'),
  matrix_submissions: tk('Contract submission'),
  contracts: tk('Contract'),
  tasks: tk('Task'),
  photos: tk('Photo'),
  files: tk('File'),
  organizations: tk('Company'),
  partners: tk('Sales partner'),
  affiliates: tk('Affiliate'),
  profiles: tk('User'),
  assigned_organizations: tk('Company membership'),
  assigned_profiles: tk('Shared profile'),
  assigned_permissions: tk('Permission grant'),
};

export const entityLabel = (table: string): string => (HISTORY_ENTITIES[table] ? t(HISTORY_ENTITIES[table]) : codeLabel(table));

/** The operations' names: catalogue keys, shown through `t()`. */
export const OPERATION_LABELS: Record<HistoryOperation, string> = {
  insert: tk('Created|operation'),
  update: tk('Changed|operation'),
  delete: tk('Deleted|operation'),
};

/** Who made a change: the name recorded with it; no actor is the service (functions, imports). */
export const actorLabel = (row: Pick<HistoryRow, 'actor' | 'actor_name'>): string =>
  row.actor ? row.actor_name || t('Unknown user') : t('Service');

/** Every audited column's label (English keys of the catalogue, shown through t()). */
const FIELD_LABELS: Record<string, string> = {
  account_active: tk('Account active'),
  account_affiliate_id: tk('Account affiliate'),
  account_id: tk('Account'),
  account_name: tk('Account name'),
  account_partner_id: tk('Account partner'),
  account_sales_rep: tk('Account sales rep'),
  active: tk('Active'),
  address: tk('Address'),
  address_2: tk('Address line 2'),
  affiliate_id: tk('Affiliate'),
  alt_phone: tk('Alternate phone'),
  annual_volume: tk('Annual volume'),
  assigned_to: tk('Assigned to'),
  avatar: tk('Avatar'),
  business_type: tk('Business type'),
  city: tk('City'),
  commodity: tk('Commodity'),
  contact_email: tk('Contact e-mail'),
  contact_first_name: tk('Contact first name'),
  contact_last_name: tk('Contact last name'),
  contact_phone: tk('Contact phone'),
  contact_title: tk('Contact title'),
  contract_id: tk('Contract'),
  country: tk('Country'),
  created_at: tk('Created at'),
  created_by: tk('Created by'),
  description: tk('Description'),
  due_date: tk('Due date'),
  email: tk('E-mail'),
  end_date: tk('End date'),
  file_name: tk('File name'),
  file_size: tk('File size'),
  first_login: tk('Must set a password'),
  first_name: tk('First name'),
  id: tk('Id'),
  job_description: tk('Job description'),
  last_name: tk('Last name'),
  last_organization: tk('Working company'),
  locale: tk('Locale'),
  logo: tk('Logo'),
  matrix_submission_id: tk('Contract submission'),
  name: tk('Name'),
  new_email: tk('Pending e-mail change'),
  notes: tk('Notes'),
  number: tk('Contract number'),
  organization: tk('Company'),
  organization_id: tk('Company'),
  owner: tk('Owner'),
  partner_id: tk('Sales partner'),
  path: tk('Stored at'),
  permission: tk('Permission'),
  phone: tk('Phone'),
  pricing_request_id: tk('Pricing request'),
  primary_email: tk('E-mail'),
  product_id: tk('Product'),
  profile: tk('User'),
  profile_id: tk('Uploaded by'),
  proposal_id: tk('Proposal'),
  rate: tk('Rate'),
  regional_manager: tk('Regional manager'),
  requested_start_date: tk('Requested start'),
  retailer_id: tk('Retailer'),
  role: tk('Role'),
  sales_rep: tk('Sales rep'),
  service_address: tk('Service address'),
  service_address_2: tk('Service address line 2'),
  service_city: tk('Service city'),
  service_state: tk('Service province / state'),
  service_zip: tk('Service postal / ZIP code'),
  shared_profile: tk('Shared profile (viewing as)'),
  signature_name: tk('Signature name'),
  signature_path: tk('Signature path'),
  signature_signed_at: tk('Signed at'),
  signature_signed_by: tk('Signed by'),
  signature_status: tk('Signature'),
  start_date: tk('Start date'),
  state: tk('Province / state'),
  status: tk('Status'),
  task_id: tk('Task'),
  term_months: tk('Term (months)'),
  thumb_file_size: tk('Thumbnail size'),
  thumb_path: tk('Thumbnail stored at'),
  time_zone: tk('Time zone'),
  title: tk('Title'),
  total_volume: tk('Total volume'),
  type: tk('Type'),
  updated_at: tk('Updated at'),
  updated_by: tk('Updated by'),
  url: tk('Link'),
  user: tk('User'),
  utility: tk('Utility'),
  utility_account_number: tk('Utility account number'),
  volume: tk('Volume'),
  website: tk('Website'),
  zip: tk('Postal / ZIP code'),
};

/**
 * 'contact_first_name' → 'Contact first name', 'sales_rep' → 'Sales rep', 'partner_id' → 'Sales partner',
 * in the user's language; a column not listed yet reads as its words, in English.
 */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : codeLabel(field.replace(/_id$/, ''));
}

/** Fields holding the id of another record, and that record's table (names come from there, through RLS). */
export const REFERENCE_TABLES: Record<string, string> = {
  sales_rep: 'profiles',
  regional_manager: 'profiles',
  owner: 'profiles',
  created_by: 'profiles',
  assigned_to: 'profiles',
  profile_id: 'profiles',
  user: 'profiles',
  profile: 'profiles',
  shared_profile: 'profiles',
  signature_signed_by: 'profiles',
  partner_id: 'partners',
  affiliate_id: 'affiliates',
  organization_id: 'organizations',
  organization: 'organizations',
  last_organization: 'organizations',
  retailer_id: 'retailers',
  product_id: 'products',
  account_id: 'accounts',
  pricing_request_id: 'pricing_requests',
  matrix_submission_id: 'matrix_submissions',
  contract_id: 'contracts',
  task_id: 'tasks',
  proposal_id: 'proposals',
};

/** The table a field's value points into, if it names a record. */
export const referenceTable = (field: string): string | undefined => REFERENCE_TABLES[field];

const CODE_FIELDS = new Set(['status', 'commodity', 'signature_status', 'operation']);
const NUMBER_FIELDS = new Set(['total_volume', 'annual_volume', 'volume', 'term_months', 'file_size', 'thumb_file_size']);

/**
 * A value as the screens show it: Yes / No, labels for codes (status, commodity), role and partner
 * status names, calendar dates as the stored day, timestamps in the display zone, numbers with
 * separators; '—' for nothing. References (ids) are resolved by the caller (`referenceTable`).
 */
export function formatHistoryValue(table: string, field: string, value: unknown, partnerStatuses: Record<number, string> = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('Yes') : t('No');
  if (field === 'role' && typeof value === 'number') return roleName(value) ?? String(value);
  if (table === 'partners' && field === 'status' && typeof value === 'number') return partnerStatusLabel(value, partnerStatuses[value]);
  if (CODE_FIELDS.has(field) && typeof value === 'string') return codeLabel(value);
  if (field === 'rate' && (typeof value === 'number' || typeof value === 'string')) return formatNumber(value, 4);
  if (NUMBER_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string')) return formatNumber(value, 2);
  if (typeof value === 'string' && isCalendarDate(value)) return formatCalendarDate(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface HistoryChange {
  field: string;
  label: string;
  /** The value before (updates and deletes), raw. */
  from: unknown;
  /** The value after (inserts and updates), raw. */
  to: unknown;
}

/** Fields shown first when a record is created or deleted (the rest follow alphabetically by label). */
const LEADING = ['name', 'account_name', 'title', 'number', 'first_name', 'last_name', 'email', 'status', 'active'];

/** The fields a history row records, with labels, in reading order. */
export function historyChanges(row: Pick<HistoryRow, 'operation' | 'old_values' | 'new_values'>): HistoryChange[] {
  const fields = new Set([...Object.keys(row.old_values ?? {}), ...Object.keys(row.new_values ?? {})]);
  const rank = (f: string) => (LEADING.includes(f) ? LEADING.indexOf(f) : LEADING.length);
  return [...fields]
    .map((field) => ({
      field,
      label: fieldLabel(field),
      from: row.operation === 'insert' ? undefined : row.old_values?.[field],
      to: row.operation === 'delete' ? undefined : row.new_values?.[field],
    }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.label.localeCompare(b.label));
}

/** Fields that name the record itself, for a deleted record (or one the viewer no longer sees). */
const NAME_FIELDS = ['account_name', 'name', 'title', 'number', 'file_name'];

/** The record's name as the row recorded it (its values at creation, deletion, or a rename). */
export function recordedName(row: Pick<HistoryRow, 'old_values' | 'new_values'>): string | undefined {
  for (const values of [row.new_values, row.old_values]) {
    if (!values) continue;
    for (const f of NAME_FIELDS) if (typeof values[f] === 'string' && values[f]) return values[f] as string;
    const person = [values.first_name, values.last_name].filter((v) => typeof v === 'string' && v).join(' ');
    if (person) return person;
  }
  return undefined;
}

/** The page of a record in the portal, when it has one (children open their account's or request's page). */
export function recordPath(row: Pick<HistoryRow, 'table_name' | 'record_id' | 'account_id' | 'parent_id'>): string | undefined {
  switch (row.table_name) {
    case 'accounts':
      return `/accounts/${row.record_id}`;
    case 'pricing_requests':
      return `/pricing-requests/${row.record_id}`;
    case 'matrix_submissions':
      return `/matrix-submissions/${row.record_id}`;
    case 'contracts':
      return `/contracts/${row.record_id}`;
    case 'partners':
      return `/sales-partners/${row.record_id}`;
    case 'affiliates':
      return `/affiliates/${row.record_id}`;
    case 'organizations':
      return `/admin/organizations/${row.record_id}`;
    case 'pricing_requests_products':
    case 'proposals':
      return row.parent_id ? `/pricing-requests/${row.parent_id}` : undefined;
    case 'tasks':
    case 'photos':
    case 'files':
      return row.account_id ? `/accounts/${row.account_id}` : undefined;
    default:
      return undefined;
  }
}

/** One line of text per change for the CSV export: 'Status: Draft → Submitted'; ids stay ids. */
export function changesText(row: HistoryRow, partnerStatuses: Record<number, string> = {}): string {
  const show = (field: string, v: unknown) => formatHistoryValue(row.table_name, field, v, partnerStatuses);
  return historyChanges(row)
    .map((c) =>
      row.operation === 'update'
        ? `${c.label}: ${show(c.field, c.from)} → ${show(c.field, c.to)}`
        : `${c.label}: ${show(c.field, row.operation === 'insert' ? c.to : c.from)}`,
    )
    .join('; ');
}
