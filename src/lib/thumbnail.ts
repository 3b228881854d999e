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

export interface JpegInfo {
  /** Stored (coded) size, before EXIF orientation. */
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1 when absent). */
  orientation: number;
}

const u16 = (b: Uint8Array, i: number, little = false) => (little ? b[i] | (b[i + 1] << 8) : (b[i] << 8) | b[i + 1]);
const u32 = (b: Uint8Array, i: number, little = false) =>
  (little ? u16(b, i + 2, true) * 65536 + u16(b, i, true) : u16(b, i) * 65536 + u16(b, i + 2)) >>> 0;

/** EXIF orientation from an APP1 segment's payload (`Exif\0\0` + TIFF), 1 when absent or unreadable. */
function exifOrientation(b: Uint8Array, start: number, end: number): number {
  if (end - start < 14 || u32(b, start) !== 0x45786966 || u16(b, start + 4) !== 0) return 1;
  const tiff = start + 6;
  const little = b[tiff] === 0x49;
  const ifd = tiff + u32(b, tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const count = u16(b, ifd, little);
  for (let k = 0; k < count; k++) {
    const e = ifd + 2 + k * 12;
    if (e + 12 > end) break;
    if (u16(b, e, little) === 0x0112) {
      const o = u16(b, e + 8, little);
      return o >= 1 && o <= 8 ? o : 1;
    }
  }
  return 1;
}

/**
 * Size and EXIF orientation from a JPEG's header (markers up to the first SOF), or null when the
 * bytes are not a JPEG this can read. Lets the worker pick a decode scale before decoding.
 */
export function jpegInfo(b: Uint8Array): JpegInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let orientation = 1;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    const length = u16(b, i + 2);
    if (length < 2) return null;
    const start = i + 4;
    const end = Math.min(b.length, i + 2 + length);
    if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(b, start, end);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (start + 5 > b.length) return null;
      const height = u16(b, start + 1);
      const width = u16(b, start + 3);
      return width && height ? { width, height, orientation } : null;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan or end before any frame header
    i += 2 + length;
  }
  return null;
}

/** The size as shown: orientations 5–8 turn the image a quarter. */
export function orientedSize({ width, height, orientation }: JpegInfo): { width: number; height: number } {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * JPEG decoders can decode at n/8 of the size (n = 1…8) far faster than at full size. The smallest
 * n whose result still covers `size` on its short side, as the size to ask a decoder for (WebCodecs
 * `ImageDecoder`'s desiredWidth/desiredHeight; Chromium takes the largest n/8 that fits that area,
 * hence the pixel of margin), or null when n would be 8 (no gain).
 */
export function jpegDecodeSize(width: number, height: number, size: number): { width: number; height: number } | null {
  const n = Math.max(1, Math.ceil((8 * size) / Math.min(width, height)));
  if (n >= 8) return null;
  return { width: Math.ceil((width * n) / 8) + 1, height: Math.ceil((height * n) / 8) + 1 };
}
