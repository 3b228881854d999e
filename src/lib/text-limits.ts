/**
 * The longest text each kind of field takes, in characters. The database refuses longer values with
 * check constraints (migration 20261126140000_text_length_limits.sql, answered 400 `23514` by the
 * API), and the forms stop typing at the same length. Far above what anyone types: they exist so that
 * a 1 MB "name" is a clear 400, not a 500 from an index that cannot hold it.
 */
export const TEXT_LIMITS = {
  /** Company, partner, product, request names; business type, utility, signature, job. */
  name: 200,
  /** A person's first or last name. */
  personName: 100,
  /** Titles of tasks, news, proposals; a contact's job title. */
  title: 200,
  /** RFC 5321's longest address (64 + 1 + 255). */
  email: 320,
  phone: 50,
  addressLine: 200,
  /** City, state / province, country. */
  place: 100,
  postalCode: 20,
  /** Websites, logos, avatars, stored signed URLs. */
  url: 2048,
  /** Storage object paths (S3's key limit is 1,024 bytes; the portal's paths are ASCII). */
  storagePath: 1024,
  /** A file's display name (file systems stop at 255). */
  fileName: 255,
  /** Contract numbers, utility account numbers, version labels. */
  code: 100,
  /** Notes, descriptions, news bodies. */
  longText: 10_000,
} as const;

export type TextLimitKind = keyof typeof TEXT_LIMITS;

/** Every limited column (`table.column`) and its kind, exactly as the migration constrains them. */
export const COLUMN_LIMITS: Readonly<Record<string, TextLimitKind>> = {
  'accounts.account_name': 'name',
  'accounts.business_type': 'name',
  'accounts.contact_first_name': 'personName',
  'accounts.contact_last_name': 'personName',
  'accounts.contact_title': 'title',
  'accounts.contact_email': 'email',
  'accounts.contact_phone': 'phone',
  'accounts.service_address': 'addressLine',
  'accounts.service_address_2': 'addressLine',
  'accounts.service_city': 'place',
  'accounts.service_state': 'place',
  'accounts.service_zip': 'postalCode',
  'accounts.utility': 'name',
  'accounts.utility_account_number': 'code',
  'accounts.signature_name': 'name',
  'accounts.signature_path': 'storagePath',
  'accounts.notes': 'longText',
  'affiliates.name': 'name',
  'affiliates.avatar': 'url',
  'affiliates.primary_email': 'email',
  'affiliates.first_name': 'personName',
  'affiliates.last_name': 'personName',
  'affiliates.phone': 'phone',
  'contracts.number': 'code',
  'files.file_name': 'fileName',
  'files.path': 'storagePath',
  'files.url': 'url',
  'files.thumb_path': 'storagePath',
  'matrix_submissions.notes': 'longText',
  'news.title': 'title',
  'news.body': 'longText',
  'organizations.name': 'name',
  'organizations.logo': 'url',
  'organizations.phone': 'phone',
  'organizations.email': 'email',
  'organizations.website': 'url',
  'organizations.address': 'addressLine',
  'organizations.address_2': 'addressLine',
  'organizations.city': 'place',
  'organizations.state': 'place',
  'organizations.zip': 'postalCode',
  'organizations.country': 'place',
  'partners.name': 'name',
  'partners.avatar': 'url',
  'partners.primary_email': 'email',
  'partners.first_name': 'personName',
  'partners.last_name': 'personName',
  'partners.phone': 'phone',
  'photos.file_name': 'fileName',
  'photos.path': 'storagePath',
  'photos.thumb_path': 'storagePath',
  'photos.url': 'url',
  'pricing_requests.name': 'name',
  'pricing_requests.notes': 'longText',
  'products.name': 'name',
  'profiles.avatar': 'url',
  'profiles.email': 'email',
  'profiles.new_email': 'email',
  'profiles.first_name': 'personName',
  'profiles.last_name': 'personName',
  'profiles.phone': 'phone',
  'profiles.alt_phone': 'phone',
  'profiles.job_description': 'name',
  'proposals.title': 'title',
  'retailers.name': 'name',
  'retailers.website': 'url',
  'retailers.logo': 'url',
  'retailers.phone': 'phone',
  'tasks.title': 'title',
  'tasks.description': 'longText',
  'version_history.version': 'code',
  'version_history.description': 'longText',
};

/** The limit of one column, for a form field's `maxLength`. */
export function maxLengthOf(column: string): number {
  const kind = COLUMN_LIMITS[column];
  if (!kind) throw new Error(`no text limit for ${column}`);
  return TEXT_LIMITS[kind];
}
