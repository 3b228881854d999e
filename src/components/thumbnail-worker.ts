// Makes cover thumbnails off the main thread: createImageBitmap decodes (honouring EXIF orientation),
// an OffscreenCanvas crops, scales and encodes. Messages: { id, file, size, type } → { id, blob } | { id, error }.
import { coverCrop } from '../lib/thumbnail';

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

async function thumbnail({ file, size, type }: Request): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { sx, sy, side } = coverCrop(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size, size);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot make thumbnails');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, sx, sy, side, side, 0, 0, size, size);
    return await canvas.convertToBlob({ type, quality: 1 });
  } finally {
    bitmap.close();
  }
}

scope.onmessage = (e) => {
  thumbnail(e.data).then(
    (blob) => scope.postMessage({ id: e.data.id, blob }),
    (err: unknown) => scope.postMessage({ id: e.data.id, error: err instanceof Error ? err.message : String(err) }),
  );
};
