// Runs in Chromium for `npm run bench:files`: the portal's own zip builder and thumbnail maker.
import JSZip from 'jszip';
import { zipBlobs } from '../../../src/components/file-manager/zip-builder';
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

async function zip(count: number, totalMb: number) {
  const files = inputs(count, totalMb);
  const t0 = performance.now();
  let prepared = 0;
  const blob = await zipBlobs(files, { onProgress: (p) => (prepared ||= p >= 50 ? performance.now() - t0 : 0) });
  const ms = performance.now() - t0;
  return { ms, prepareMs: prepared, writeMs: ms - prepared, zipBytes: blob.size, inputBytes: files.reduce((s, f) => s + f.data.size, 0) };
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

/** A 4000×3000 (12 MP) JPEG drawn on a canvas: gradients and noise, so it does not compress to nothing. */
async function photo(): Promise<File> {
  const canvas = new OffscreenCanvas(4000, 3000);
  const ctx = canvas.getContext('2d')!;
  const g = ctx.createLinearGradient(0, 0, 4000, 3000);
  g.addColorStop(0, '#2b6cb0');
  g.addColorStop(1, '#f6ad55');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 4000, 3000);
  for (let i = 0; i < 4000; i++) {
    ctx.fillStyle = `hsl(${i % 360} 60% 50% / 0.4)`;
    ctx.fillRect(Math.random() * 4000, Math.random() * 3000, 40 + Math.random() * 200, 40 + Math.random() * 200);
  }
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  return new File([blob], 'meter photo.jpg', { type: 'image/jpeg' });
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

Object.assign(window, { bench: { zip, zipPlain, thumbnail } });
document.title = 'ready';
