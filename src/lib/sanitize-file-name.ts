// Spec §5: remove \ / : " * ? < > | # ' and control characters, trim, then whitespace runs → '_'.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\\/:"*?<>|#'\u0000-\u001f\u007f]/g;

/** A file name safe for storage object paths. */
export function sanitizeFileName(name: string): string {
  return name.replace(FORBIDDEN, '').trim().replace(/\s+/g, '_');
}

/** Zip entry name: `{index}_{name}` with every character outside [A-Za-z0-9._-] turned into '_'. */
export function zipEntryName(index: number, name: string): string {
  return `${index}_${name.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}

const THUMBNAILABLE = /\.(jpe?g|gif|png|svg)$/i;

/** Thumbnails are made only for names ending jpg, jpeg, gif, png or svg. */
export function isThumbnailable(name: string): boolean {
  return THUMBNAILABLE.test(name);
}
