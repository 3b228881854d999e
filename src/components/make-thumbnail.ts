import { coverCrop, needsMainThread, THUMB_SIZE, thumbnailType } from '../lib/thumbnail';

interface Reply {
  id: number;
  blob?: Blob;
  error?: string;
}

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (b: Blob) => void; reject: (e: Error) => void }>();

/** One shared worker, started on first use; null where workers or OffscreenCanvas are missing. */
function thumbnailWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    return (worker = null);
  }
  try {
    worker = new Worker(new URL('./thumbnail-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<Reply>) => {
      const job = pending.get(e.data.id);
      pending.delete(e.data.id);
      if (e.data.blob) job?.resolve(e.data.blob);
      else job?.reject(new Error(e.data.error || 'Thumbnail failed'));
    };
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts the worker ahead of the first thumbnail (it then stays for the page's life). */
export function warmThumbnailWorker(): void {
  thumbnailWorker();
}

function inWorker(w: Worker, file: Blob, size: number, type: string): Promise<Blob> {
  const id = (nextId += 1);
  return new Promise<Blob>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, file, size, type });
  });
}

/** The main-thread way (SVG, or browsers without OffscreenCanvas in workers). */
async function onMainThread(file: Blob, size: number, type: string): Promise<Blob> {
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
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Thumbnail failed'))), type, 1),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A 400×400 cover thumbnail at quality 100: JPEG for JPEG originals, PNG otherwise. Made in a
 * worker (createImageBitmap + OffscreenCanvas) except for SVG, which only the main thread can draw.
 */
export async function makeThumbnail(file: File | Blob, size = THUMB_SIZE): Promise<Blob> {
  const name = 'name' in file ? file.name : '';
  const type = name ? thumbnailType(name) : file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  const w = needsMainThread(name, file.type) ? null : thumbnailWorker();
  return w ? inWorker(w, file, size, type) : onMainThread(file, size, type);
}
