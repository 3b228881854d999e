// Makes cover thumbnails off the main thread. Messages: { id, file, size, type } → { id, blob } | { id, error }.
//
// The JPEG decode is most of the cost (a 12 MP photo: ~45 ms of ~60 here), so JPEGs are decoded at
// the smallest n/8 scale that still covers the thumbnail (WebCodecs ImageDecoder with desiredWidth/
// desiredHeight: ~15–20 ms). Where that is missing, or for EXIF-rotated JPEGs (ImageDecoder's
// handling of orientation is not settled across browsers), createImageBitmap decodes and crops and
// scales in one step; other images are decoded whole and drawn. An OffscreenCanvas encodes.
import { coverCrop, jpegDecodeSize, jpegInfo, orientedSize } from '../lib/thumbnail';

interface Request {
  id: number;
  file: Blob;
  size: number;
  type: 'image/jpeg' | 'image/png';
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<Request>) => void) | null;
  postMessage(message: unknown): void;
};

type Source = ImageBitmap | VideoFrame;
const widthOf = (s: Source) => ('displayWidth' in s ? s.displayWidth : s.width);
const heightOf = (s: Source) => ('displayHeight' in s ? s.displayHeight : s.height);

/** A scaled-down decode through ImageDecoder, or null where it is missing or decoded too small. */
async function decodeScaled(bytes: Uint8Array, width: number, height: number, size: number): Promise<VideoFrame | null> {
  const desired = jpegDecodeSize(width, height, size);
  if (!desired || typeof ImageDecoder === 'undefined') return null;
  let decoder: ImageDecoder | undefined;
  try {
    decoder = new ImageDecoder({ data: bytes, type: 'image/jpeg', desiredWidth: desired.width, desiredHeight: desired.height });
    const { image } = await decoder.decode();
    if (Math.min(image.displayWidth, image.displayHeight) >= size) return image;
    image.close();
    return null;
  } catch {
    return null;
  } finally {
    decoder?.close();
  }
}

/** Decoded (and, when the size is known, already cropped to the cover square and scaled). */
async function decode(file: Blob, size: number, type: Request['type']): Promise<Source> {
  if (type === 'image/jpeg' || file.type === 'image/jpeg') {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const info = jpegInfo(bytes);
    if (info) {
      const scaled = info.orientation === 1 ? await decodeScaled(bytes, info.width, info.height, size) : null;
      if (scaled) return scaled;
      const shown = orientedSize(info);
      const { sx, sy, side } = coverCrop(shown.width, shown.height);
      // The crop rectangle is in oriented coordinates (imageOrientation 'from-image').
      return createImageBitmap(file, sx, sy, side, side, { resizeWidth: size, resizeHeight: size, resizeQuality: 'high' });
    }
  }
  return createImageBitmap(file);
}

async function thumbnail({ file, size, type }: Request): Promise<Blob> {
  const source = await decode(file, size, type);
  try {
    const canvas = new OffscreenCanvas(size, size);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot make thumbnails');
    ctx.imageSmoothingQuality = 'high';
    const { sx, sy, side } = coverCrop(widthOf(source), heightOf(source));
    ctx.drawImage(source, sx, sy, side, side, 0, 0, size, size);
    return await canvas.convertToBlob({ type, quality: 1 });
  } finally {
    source.close();
  }
}

scope.onmessage = (e) => {
  thumbnail(e.data).then(
    (blob) => scope.postMessage({ id: e.data.id, blob }),
    (err: unknown) => scope.postMessage({ id: e.data.id, error: err instanceof Error ? err.message : String(err) }),
  );
};
