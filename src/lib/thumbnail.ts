/** Thumbnails are 400×400, "cover", quality 100 (spec §9). */
export const THUMB_SIZE = 400;

/** Where to crop a w×h image so it covers a square of the given size: its centred largest square. */
export function coverCrop(w: number, h: number): { sx: number; sy: number; side: number } {
  const side = Math.min(w, h);
  return { sx: Math.round((w - side) / 2), sy: Math.round((h - side) / 2), side };
}

/** Thumbnails are JPEG for JPEG originals, PNG otherwise (GIF, PNG, SVG keep transparency). */
export function thumbnailType(name: string): 'image/jpeg' | 'image/png' {
  return /\.jpe?g$/i.test(name) ? 'image/jpeg' : 'image/png';
}

/** SVG cannot be decoded off the main thread (createImageBitmap refuses it in workers). */
export function needsMainThread(name: string, type = ''): boolean {
  return /\.svg$/i.test(name) || type === 'image/svg+xml';
}
