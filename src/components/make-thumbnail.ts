/** Thumbnails are 400×400, "cover", quality 100 (spec §9). */
export const THUMB_SIZE = 400;

/** Where to crop a w×h image so it covers a square of the given size. */
export function coverCrop(w: number, h: number): { sx: number; sy: number; side: number } {
  const side = Math.min(w, h);
  return { sx: Math.round((w - side) / 2), sy: Math.round((h - side) / 2), side };
}

/** A 400×400 cover thumbnail of an image file, as a blob of the same type (PNG for SVG/GIF). */
export async function makeThumbnail(file: Blob, size = THUMB_SIZE): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const img = await new Promise<HTMLImageElement>((resolve, reject) => {
      const el = new Image();
      el.onload = () => resolve(el);
      el.onerror = () => reject(new Error('This image could not be read'));
      el.src = url;
    });
    const { sx, sy, side } = coverCrop(img.naturalWidth || size, img.naturalHeight || size);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot make thumbnails');
    ctx.drawImage(img, sx, sy, side, side, 0, 0, size, size);
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Thumbnail failed'))), type, 1),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
