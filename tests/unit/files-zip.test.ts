// @vitest-environment node
import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precompressedAvailable, zipBlobs } from '../../src/components/file-manager/zip-builder';
import { crc32 } from '../../src/lib/crc32';
import { planZip, ZIP_KEPT_DAYS, ZIP_REUSE_MS, zipCompression, zipDownloadName, zipObjectPath } from '../../src/lib/zip-plan';

describe('zip plan', () => {
  it('names entries {index}_{name} with [^A-Za-z0-9._-] → _, in list order from 0', () => {
    expect(planZip(['Bill (March).pdf', 'site photo.JPG', 'notes.txt', 'été.csv']).map((p) => p.entry)).toEqual([
      '0_Bill__March_.pdf',
      '1_site_photo.JPG',
      '2_notes.txt',
      '3__t_.csv',
    ]);
  });
  it('keeps two files of the same name apart by their index', () => {
    const [a, b] = planZip(['bill.pdf', 'bill.pdf']);
    expect(a.entry).not.toBe(b.entry);
  });
  it.each(['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.webp', 'a.pdf', 'a.zip', 'a.docx', 'a.xlsx', 'a.mp4', 'a.heic'])(
    '%s is stored as is',
    (name) => expect(zipCompression(name)).toBe('STORE'),
  );
  it.each(['a.txt', 'a.csv', 'a.svg', 'a.doc', 'a.xls', 'a.json', 'README', 'a.bmp'])('%s is deflated', (name) => {
    expect(zipCompression(name)).toBe('DEFLATE');
  });
  it('saves the zip under a time-stamped name', () => {
    expect(zipDownloadName(new Date('2026-03-04T05:06:07Z'))).toBe('files-20260304-050607.zip');
  });

  const file = (id: string, updated_at = '2026-03-04T05:06:07.000Z') => ({
    id,
    path: `org-1/accounts/a1/${id}.pdf`,
    file_name: `${id}.pdf`,
    updated_at,
  });
  it('puts a zip under {org}/zips/{user} at the sha-256 of what it holds, the same for the same request', async () => {
    const path = await zipObjectPath('org-1', 'user-1', [file('f1'), file('f2')]);
    expect(path).toMatch(/^org-1\/zips\/user-1\/[0-9a-f]{64}\.zip$/);
    expect(await zipObjectPath('org-1', 'user-1', [file('f1'), file('f2')])).toBe(path);
  });
  it('gives another zip to another user, file version, selection or order', async () => {
    const path = await zipObjectPath('org-1', 'user-1', [file('f1'), file('f2')]);
    const others = await Promise.all([
      zipObjectPath('org-1', 'user-2', [file('f1'), file('f2')]),
      zipObjectPath('org-1', 'user-1', [file('f1'), file('f2', '2026-03-05T00:00:00.000Z')]),
      zipObjectPath('org-1', 'user-1', [file('f1')]),
      zipObjectPath('org-1', 'user-1', [file('f2'), file('f1')]),
      zipObjectPath('org-1', 'user-1', [{ ...file('f1'), file_name: 'renamed.pdf' }, file('f2')]),
    ]);
    expect(new Set([path, ...others]).size).toBe(6);
  });
  it('refuses to place a zip without a signed-in user (no folder of nobody)', async () => {
    await expect(zipObjectPath('org-1', '', [file('f1')])).rejects.toThrow('signed-in user');
  });
  it('reuses a zip only while the server keeps it, with a day to spare', () => {
    // What the sweep removes (public.expired_zips): zips older than ZIP_KEPT_DAYS.
    const sql = readFileSync(resolve(import.meta.dirname, '../../supabase/migrations/20261128120000_scheduled_jobs.sql'), 'utf8');
    const expired = /function public\.expired_zips[\s\S]*?created_at < now\(\) - interval '(\d+) days'/.exec(sql);
    expect(Number(expired?.[1])).toBe(ZIP_KEPT_DAYS);
    expect(ZIP_REUSE_MS).toBe((ZIP_KEPT_DAYS - 1) * 24 * 3_600_000);
  });
});

describe('zipBlobs', () => {
  it('hands JSZip precomputed entries (the fast way) with this JSZip version', async () => {
    expect(await precompressedAvailable()).toBe(true);
  });

  it('builds an archive whose entries read back with their names, bytes and compression', async () => {
    const text = new TextEncoder().encode('kWh,rate\n'.repeat(2000));
    const jpeg = Uint8Array.from({ length: 5000 }, (_, i) => (i * 31) % 256);
    const progress: number[] = [];
    const blob = await zipBlobs(
      [
        { name: 'usage report.csv', data: text },
        { name: 'meter.jpg', data: jpeg },
      ],
      { onProgress: (p) => progress.push(p) },
    );
    // checkCRC32: JSZip recomputes every entry's CRC-32 on reading and refuses a mismatch.
    const zip = await JSZip.loadAsync(new Uint8Array(await blob.arrayBuffer()), { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual(['0_usage_report.csv', '1_meter.jpg']);
    expect(await zip.file('0_usage_report.csv')!.async('uint8array')).toEqual(text);
    expect(await zip.file('1_meter.jpg')!.async('uint8array')).toEqual(jpeg);
    // The CSV shrank (deflated); the JPEG was stored (compressed size = size).
    const sizes = (name: string) => (zip.files[name] as unknown as { _data: { compressedSize: number; uncompressedSize: number } })._data;
    expect(sizes('0_usage_report.csv').compressedSize).toBeLessThan(text.length / 10);
    expect(sizes('1_meter.jpg').compressedSize).toBe(jpeg.length);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('reads Blob inputs and empty files too', async () => {
    const blob = await zipBlobs([
      { name: 'a.txt', data: new Blob(['alpha'.repeat(100)]) },
      { name: 'empty.csv', data: new Uint8Array(0) },
      { name: 'b.png', data: new Blob([new Uint8Array([137, 80, 78, 71])]) },
    ]);
    const zip = await JSZip.loadAsync(new Uint8Array(await blob.arrayBuffer()), { checkCRC32: true });
    expect(await zip.file('0_a.txt')!.async('string')).toBe('alpha'.repeat(100));
    expect(await zip.file('1_empty.csv')!.async('uint8array')).toHaveLength(0);
    expect(await zip.file('2_b.png')!.async('uint8array')).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(zipBlobs([{ name: 'a.txt', data: new Uint8Array(10) }], { signal: controller.signal })).rejects.toThrow('Zip cancelled');
  });
});

describe('crc32', () => {
  it('matches zlib on every length around the 8-byte stride', async () => {
    const { crc32: zlibCrc } = await import('node:zlib');
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 151 + 7) % 256);
    for (const n of [0, 1, 7, 8, 9, 15, 16, 17, 999, 1000]) expect(crc32(bytes.subarray(0, n))).toBe(zlibCrc(bytes.subarray(0, n)));
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
  it('continues from a previous value', () => {
    const bytes = new TextEncoder().encode('hello, zip world');
    expect(crc32(bytes.subarray(5), crc32(bytes.subarray(0, 5)))).toBe(crc32(bytes));
  });
});

describe('crc32 (slicing by 16 over words)', () => {
  it('matches zlib at every alignment and around the 16-byte block', async () => {
    const { crc32: zlibCrc } = await import('node:zlib');
    const buffer = Uint8Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24);
    for (const offset of [0, 1, 2, 3, 4, 5]) {
      for (const n of [0, 1, 3, 4, 15, 16, 17, 19, 31, 32, 33, 35, 36, 1000, 4000]) {
        const bytes = buffer.subarray(offset, offset + n);
        expect(crc32(bytes)).toBe(zlibCrc(bytes));
      }
    }
  });
  it('gives the published check values', () => {
    const ascii = (s: string) => new TextEncoder().encode(s);
    expect(crc32(ascii(''))).toBe(0);
    expect(crc32(ascii('a'))).toBe(0xe8b7be43);
    expect(crc32(ascii('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
    expect(crc32(new Uint8Array(32))).toBe(0x190a55ad);
    expect(crc32(new Uint8Array(32).fill(0xff))).toBe(0xff6cab0b);
  });
});

/** -1 when a and b hold the same bytes, else the first offset where they differ (toEqual takes seconds per MB). */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : n;
}

describe('zipBlobs, large entries', () => {
  // Over 1 MB: JSZip's data reader then hands out several 64-chunk steps per entry.
  const big = Uint8Array.from({ length: 1.5 * 1024 * 1024 + 5 }, (_, i) => (i * 2654435761) >>> 24);
  const text = new TextEncoder().encode('2026-01-01,1234.56,0.0912,Summit\n'.repeat(10_000));

  it('writes multi-megabyte entries whole and in order', async () => {
    const blob = await zipBlobs([
      { name: 'a.jpg', data: big },
      { name: 'usage.csv', data: text },
      { name: 'b.pdf', data: new Blob([big]) },
    ]);
    const zip = await JSZip.loadAsync(new Uint8Array(await blob.arrayBuffer()), { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual(['0_a.jpg', '1_usage.csv', '2_b.pdf']);
    expect(firstDifference(await zip.file('0_a.jpg')!.async('uint8array'), big)).toBe(-1);
    expect(firstDifference(await zip.file('1_usage.csv')!.async('uint8array'), text)).toBe(-1);
    expect(firstDifference(await zip.file('2_b.pdf')!.async('uint8array'), big)).toBe(-1);
  }, 20_000);

  it('stops while writing the archive when cancelled', async () => {
    const controller = new AbortController();
    const run = zipBlobs(
      Array.from({ length: 6 }, (_, i) => ({ name: `${i}.jpg`, data: big })),
      { signal: controller.signal, onProgress: (p) => p > 50 && controller.abort() },
    );
    await expect(run).rejects.toThrow('Zip cancelled');
  });
});
