import { sanitizeFileName } from './sanitize-file-name';
import { thumbnailType } from './thumbnail';

/** Folders under an organization that hold entity files; the storage policies know exactly these. */
export const FILE_ENTITIES = ['accounts', 'pricing_requests', 'proposals', 'tasks', 'matrix_submissions', 'contracts'] as const;
export type FileEntity = (typeof FILE_ENTITIES)[number];

/** The `files` / `photos` column that links a row to its entity folder. */
export const ENTITY_COLUMN: Record<FileEntity, string> = {
  accounts: 'account_id',
  pricing_requests: 'pricing_request_id',
  proposals: 'proposal_id',
  tasks: 'task_id',
  matrix_submissions: 'matrix_submission_id',
  contracts: 'contract_id',
};

/** Longest stored name (suffix included); object keys stay short and portable. */
export const MAX_STORED_NAME = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Names Windows refuses as files, whatever their extension (a downloaded "CON.pdf" cannot be saved).
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;

/** The name shown and saved in `file_name`: the spec's sanitizing, and never empty. */
export function displayFileName(original: string): string {
  const s = sanitizeFileName(original).replace(/^\.+/, '');
  return s || 'file';
}

/** Splits `name.ext` into base and lower-case extension ('' when none). */
export function splitExtension(name: string): { base: string; ext: string } {
  const m = EXTENSION.exec(name);
  if (!m || m.index === 0) return { base: name, ext: '' };
  return { base: name.slice(0, m.index), ext: m[1].toLowerCase() };
}

/**
 * The object name for a file: the spec's sanitizing, then only [A-Za-z0-9._-] (storage refuses
 * non-ASCII keys; accents are dropped first), no leading dots, no reserved device names, at most
 * MAX_STORED_NAME characters with room left for a collision suffix; 'file' when nothing is left.
 */
export function storedFileName(original: string): string {
  const ascii = sanitizeFileName(original)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^\.+/, '');
  const { base: rawBase, ext } = splitExtension(ascii);
  let base = rawBase
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[._-]+|[._-]+$/g, '');
  const room = MAX_STORED_NAME - (ext ? ext.length + 1 : 0) - 8; // 8 = '-' + 7-character suffix
  base = base.slice(0, room).replace(/[._-]+$/, '') || 'file';
  if (RESERVED.test(base)) base = `${base}_`;
  return ext ? `${base}.${ext}` : base;
}

/** `name-suffix.ext`: the second upload of a name goes beside the first instead of over it. */
export function withSuffix(name: string, suffix: string): string {
  const { base, ext } = splitExtension(name);
  return ext ? `${base}-${suffix}.${ext}` : `${base}-${suffix}`;
}

/** A short random suffix ([a-z0-9], 6 characters). */
export function randomSuffix(random: () => number = Math.random): string {
  let s = '';
  for (let i = 0; i < 6; i += 1) s += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)];
  return s;
}

/** The entity folder `{organization_id}/{entity}/{entity_id}`; refuses anything but uuids and known entities. */
export function entityFolder(organizationId: string, entity: FileEntity, entityId: string): string {
  if (!UUID.test(organizationId)) throw new Error('A file needs the organization it belongs to');
  if (!FILE_ENTITIES.includes(entity)) throw new Error(`Files cannot be attached to "${entity}"`);
  if (!UUID.test(entityId)) throw new Error('A file needs the record it belongs to');
  return `${organizationId}/${entity}/${entityId}`;
}

/** `{organization_id}/{entity}/{entity_id}/{stored name}`. */
export function objectPath(organizationId: string, entity: FileEntity, entityId: string, storedName: string): string {
  return `${entityFolder(organizationId, entity, entityId)}/${storedName}`;
}

/** Beside the original: `{folder}/thumbnails/{name}`, with `.png` added when the type changes. */
export function thumbnailPath(path: string): string {
  const cut = path.lastIndexOf('/');
  const name = path.slice(cut + 1);
  const keep = thumbnailType(name) === 'image/jpeg' || /\.png$/i.test(name);
  return `${path.slice(0, cut)}/thumbnails/${keep ? name : `${name}.png`}`;
}
