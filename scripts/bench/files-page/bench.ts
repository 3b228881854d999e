// Runs in Chromium for `npm run bench:files`: the portal's own zip builder and thumbnail maker.
import JSZip from 'jszip';
import { zipBlobs } from '../../../src/components/file-manager/zip-builder';
import { defaultWorkerCount } from '../../../src/components/file-manager/zip-pool';
import { planZip } from '../../../src/lib/zip-plan';
import { makeThumbnail } from '../../../src/components/make-thumbnail';

function randomBlob(bytes: number, type: string): Blob {
  const parts: Uint8Array[] = [];
  for (let left = bytes; left > 0; left -= 65536) {
    const part = new Uint8Array(Math.min(65536, left));
    crypto.getRandomValues(part);
    parts.push(part);
  }
  return new Blob(parts as BlobPart[], { type });
}

function csvBlob(bytes: number): Blob {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `${i},2026-01-${String((i % 28) + 1).padStart(2, '0')},${(Math.random() * 5000).toFixed(2)},${(0.08 + Math.random() / 10).toFixed(4)},Summit\n`;
    lines.push(line);
    size += line.length;
  }
  return new Blob([lines.join('').slice(0, bytes)], { type: 'text/csv' });
}

/** 50 files, 200 MB: 40 photos/PDFs of 4 MB (stored) and 10 CSVs of 4 MB (deflated), as downloaded blobs. */
function inputs(count: number, totalMb: number) {
  const each = Math.floor((totalMb * 1024 * 1024) / count);
  return Array.from({ length: count }, (_, i) =>
    i % 5 === 4
      ? { name: `usage ${i}.csv`, data: csvBlob(each) }
      : { name: i % 2 ? `site photo ${i}.jpg` : `bill ${i}.pdf`, data: randomBlob(each, i % 2 ? 'image/jpeg' : 'application/pdf') },
  );
}

let made: ReturnType<typeof inputs> | undefined;

/** Makes the next zip's inputs ahead, so building 40 MB of CSV text does not count in its heap peak. */
function makeInputs(count: number, totalMb: number) {
  made = inputs(count, totalMb);
}

async function zip(count: number, totalMb: number, workers?: number) {
  const files = made ?? inputs(count, totalMb);
  made = undefined;
  const t0 = performance.now();
  let prepared = 0;
  const blob = await zipBlobs(files, { workers, onProgress: (p) => (prepared ||= p >= 50 ? performance.now() - t0 : 0) });
  const ms = performance.now() - t0;
  return {
    ms,
    prepareMs: prepared,
    writeMs: ms - prepared,
    workers: workers ?? defaultWorkerCount(),
    zipBytes: blob.size,
    inputBytes: files.reduce((s, f) => s + f.data.size, 0),
  };
}

/** The same archive the plain JSZip way (its own CRC-32 and deflate), for comparison. */
async function zipPlain(count: number, totalMb: number) {
  const files = inputs(count, totalMb);
  const t0 = performance.now();
  const zip = new JSZip();
  planZip(files.map((f) => f.name)).forEach((p, i) => zip.file(p.entry, files[i].data, { compression: p.compression }));
  const blob = await zip.generateAsync({ type: 'blob', streamFiles: true });
  return { ms: performance.now() - t0, zipBytes: blob.size };
}

/** A w×h picture (12 MP by default): gradients and noise, so it does not compress to nothing, and a red, a green and a blue corner. */
async function photo(w = 4000, h = 3000, type = 'image/jpeg'): Promise<File> {
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d')!;
  const g = ctx.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, '#2b6cb0');
  g.addColorStop(1, '#f6ad55');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  for (let i = 0; i < 4000; i++) {
    ctx.fillStyle = `hsl(${i % 360} 60% 50% / 0.4)`;
    ctx.fillRect((Math.random() * w) | 0, (Math.random() * h) | 0, (w / 100) * (1 + Math.random() * 5), (h / 75) * (1 + Math.random() * 5));
  }
  const side = Math.min(w, h);
  const [sx, sy, m] = [(w - side) / 2, (h - side) / 2, side / 8];
  for (const [color, x, y] of [
    ['#f00', sx, sy],
    ['#0f0', sx + side - m, sy],
    ['#00f', sx, sy + side - m],
  ] as const) {
    ctx.fillStyle = color;
    ctx.fillRect(x, y, m, m);
  }
  const blob = await canvas.convertToBlob({ type, quality: 0.9 });
  return new File([blob], type === 'image/png' ? 'plan.png' : 'meter photo.jpg', { type });
}

/** The JPEG with an EXIF APP1 segment carrying `orientation` inserted after SOI. */
async function withOrientation(file: File, orientation: number): Promise<File> {
  const jpeg = new Uint8Array(await file.arrayBuffer());
  const tiff = [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app1 = new Uint8Array([0xff, 0xe1, 0, payload.length + 2, ...payload]);
  return new File([jpeg.subarray(0, 2), app1, jpeg.subarray(2)] as BlobPart[], file.name, { type: file.type });
}

async function pixels(image: Blob | ImageBitmap, crop = false): Promise<Uint8ClampedArray> {
  const bitmap = image instanceof Blob ? await createImageBitmap(image) : image;
  const ctx = new OffscreenCanvas(400, 400).getContext('2d')!;
  ctx.imageSmoothingQuality = 'high';
  const side = Math.min(bitmap.width, bitmap.height);
  if (crop) ctx.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, 400, 400);
  else ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, 400, 400).data;
}

/**
 * The thumbnail against the plain way (whole image decoded, cropped and scaled by a canvas) for a
 * photo, EXIF-rotated photos, a PNG and a small JPEG: mean difference per channel (0–255).
 */
async function thumbnailCheck() {
  const big = await photo();
  const cases: Record<string, File> = {
    '12 MP JPEG': big,
    'same, EXIF orientation 6': await withOrientation(big, 6),
    'same, EXIF orientation 3': await withOrientation(big, 3),
    '1200×900 PNG': await photo(1200, 900, 'image/png'),
    '300×200 JPEG': await photo(300, 200),
  };
  const result: Record<string, number> = {};
  for (const [label, file] of Object.entries(cases)) {
    const [made, reference] = await Promise.all([makeThumbnail(file).then((b) => pixels(b)), pixels(await createImageBitmap(file), true)]);
    let sum = 0;
    for (let i = 0; i < made.length; i++) if (i % 4 !== 3) sum += Math.abs(made[i] - reference[i]);
    result[label] = sum / ((made.length / 4) * 3);
  }
  return result;
}

async function thumbnail(runs: number) {
  const file = await photo();
  const times: number[] = [];
  let out: Blob | undefined;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    out = await makeThumbnail(file);
    times.push(performance.now() - t0);
  }
  const bitmap = await createImageBitmap(out!);
  return { times, jpegBytes: file.size, thumbBytes: out!.size, width: bitmap.width, height: bitmap.height, type: out!.type };
}

Object.assign(window, { bench: { makeInputs, zip, zipPlain, thumbnail, thumbnailCheck } });
document.title = 'ready';
