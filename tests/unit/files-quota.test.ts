import { describe, expect, it } from 'vitest';
import { storagePercentage, STORAGE_QUOTA_BYTES } from '../../src/lib/numbers';
import { coverCrop, jpegDecodeSize, jpegInfo, needsMainThread, orientedSize, thumbnailType } from '../../src/lib/thumbnail';
import { DEFAULT_MAX_FILE_BYTES, fileRefusal, fitsQuota, matchesAccept, planUploads } from '../../src/lib/upload-plan';
import { isThumbnailable } from '../../src/lib/sanitize-file-name';

const f = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('quota math', () => {
  it('an upload fits while use + size ≤ 5 GiB', () => {
    expect(fitsQuota(STORAGE_QUOTA_BYTES - 1000, 1000)).toBe(true);
    expect(fitsQuota(STORAGE_QUOTA_BYTES - 1000, 1001)).toBe(false);
    expect(storagePercentage(STORAGE_QUOTA_BYTES - 1000)).toBe(100);
  });
  it('plans a batch in order: files that would pass the quota are refused, later smaller ones may fit', () => {
    const used = STORAGE_QUOTA_BYTES - 3000;
    const plan = planUploads([f('a.pdf', 2000), f('b.pdf', 2000), f('c.pdf', 1000)], { usedBytes: used });
    expect(plan.map((p) => Boolean(p.refusal))).toEqual([false, true, false]);
    expect(plan[1].refusal).toMatch(/b\.pdf would take your organization past its 5\.0 GB storage quota \(100% used\)/);
  });
  it('counts nothing for refused files', () => {
    const plan = planUploads([f('empty.pdf', 0), f('a.pdf', 10)], { usedBytes: STORAGE_QUOTA_BYTES - 10 });
    expect(plan.map((p) => Boolean(p.refusal))).toEqual([true, false]);
  });
});

describe('file refusals', () => {
  it('refuses 0-byte files', () => {
    expect(fileRefusal(f('empty.pdf', 0))).toBe('empty.pdf is empty (0 bytes)');
  });
  it('refuses files over the bucket limit (50 MB unless told)', () => {
    expect(fileRefusal(f('big.pdf', DEFAULT_MAX_FILE_BYTES))).toBeNull();
    expect(fileRefusal(f('big.pdf', DEFAULT_MAX_FILE_BYTES + 1))).toMatch(/at most 50 MB/);
    expect(fileRefusal(f('big.pdf', 2000), { maxFileBytes: 1000 })).toMatch(/at most 1000 B/);
  });
  it.each(['setup.exe', 'run.BAT', 'page.html', 'x.js', 'macro.vbs'])('refuses programs and pages: %s', (name) => {
    expect(fileRefusal(f(name))).toMatch(/cannot be uploaded/);
  });
  it('honours accept lists', () => {
    expect(matchesAccept(f('a.jpg', 1, 'image/jpeg'), 'image/*')).toBe(true);
    expect(matchesAccept(f('a.pdf', 1, 'application/pdf'), 'image/*')).toBe(false);
    expect(matchesAccept(f('a.PDF', 1, ''), '.pdf, image/*')).toBe(true);
    expect(matchesAccept(f('a.pdf', 1, 'application/pdf'), 'application/pdf')).toBe(true);
    expect(matchesAccept(f('a.pdf', 1, 'application/pdf'), undefined)).toBe(true);
    expect(fileRefusal(f('a.pdf', 1, 'application/pdf'), { accept: 'image/*' })).toMatch(/cannot be uploaded here/);
  });
});

describe('thumbnail decision', () => {
  it('only jpg, jpeg, gif, png and svg get one', () => {
    expect(['a.jpg', 'a.jpeg', 'a.gif', 'a.png', 'a.svg', 'a.PNG'].every(isThumbnailable)).toBe(true);
    expect(['a.pdf', 'a.webp', 'a.heic', 'a.bmp', 'jpg'].some(isThumbnailable)).toBe(false);
  });
  it('JPEG stays JPEG, the rest becomes PNG; SVG is drawn on the main thread', () => {
    expect(thumbnailType('a.JPG')).toBe('image/jpeg');
    expect(thumbnailType('a.gif')).toBe('image/png');
    expect(needsMainThread('logo.svg')).toBe(true);
    expect(needsMainThread('x', 'image/svg+xml')).toBe(true);
    expect(needsMainThread('meter.jpg', 'image/jpeg')).toBe(false);
  });
  it('covers 400×400 with the centred largest square', () => {
    expect(coverCrop(4000, 3000)).toEqual({ sx: 500, sy: 0, side: 3000 });
    expect(coverCrop(300, 900)).toEqual({ sx: 0, sy: 300, side: 300 });
    expect(coverCrop(400, 400)).toEqual({ sx: 0, sy: 0, side: 400 });
  });
});

/** A JPEG's first segments: SOI, optional APP1 Exif (orientation), APP0, a frame header, then a scan. */
function jpegHeader(width: number, height: number, options: { orientation?: number; bigEndian?: boolean; sof?: number } = {}): Uint8Array {
  const seg = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
  const le = (n: number, bytes: number) => Array.from({ length: bytes }, (_, i) => (n >> (8 * i)) & 0xff);
  const be = (n: number, bytes: number) => le(n, bytes).reverse();
  const w = options.bigEndian ? be : le;
  const exif =
    options.orientation === undefined
      ? []
      : seg(0xe1, [
          ...[0x45, 0x78, 0x69, 0x66, 0, 0],
          ...(options.bigEndian ? [0x4d, 0x4d] : [0x49, 0x49]),
          ...w(42, 2),
          ...w(8, 4),
          ...w(2, 2), // two entries: ImageDescription, then Orientation
          ...[...w(0x010e, 2), ...w(2, 2), ...w(1, 4), 0, 0, 0, 0],
          ...[...w(0x0112, 2), ...w(3, 2), ...w(1, 4), ...w(options.orientation, 2), 0, 0],
          ...w(0, 4),
        ]);
  const app0 = seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = seg(options.sof ?? 0xc0, [8, ...be(height, 2), ...be(width, 2), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const dht = seg(0xc4, [0, ...new Array(16).fill(0)]);
  return new Uint8Array([0xff, 0xd8, ...app0, ...exif, ...dht, ...sof, 0xff, 0xda, 0, 2]);
}

describe('thumbnail decoding plan', () => {
  it('reads a JPEG header: size, and EXIF orientation in either byte order', () => {
    expect(jpegInfo(jpegHeader(4000, 3000))).toEqual({ width: 4000, height: 3000, orientation: 1 });
    expect(jpegInfo(jpegHeader(4032, 3024, { orientation: 6 }))).toEqual({ width: 4032, height: 3024, orientation: 6 });
    expect(jpegInfo(jpegHeader(640, 480, { orientation: 8, bigEndian: true }))).toEqual({ width: 640, height: 480, orientation: 8 });
    expect(jpegInfo(jpegHeader(800, 600, { sof: 0xc2 }))).toEqual({ width: 800, height: 600, orientation: 1 }); // progressive
    expect(jpegInfo(jpegHeader(800, 600, { orientation: 42 }))?.orientation).toBe(1);
  });
  it('refuses what is not a readable JPEG header', () => {
    expect(jpegInfo(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull(); // PNG
    expect(jpegInfo(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(jpegInfo(jpegHeader(4000, 3000).subarray(0, 30))).toBeNull(); // cut before the frame header
    expect(jpegInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull(); // scan first
    expect(jpegInfo(jpegHeader(0, 3000))).toBeNull();
  });
  it('turns the shown size a quarter for orientations 5–8', () => {
    expect(orientedSize({ width: 4000, height: 3000, orientation: 6 })).toEqual({ width: 3000, height: 4000 });
    expect(orientedSize({ width: 4000, height: 3000, orientation: 3 })).toEqual({ width: 4000, height: 3000 });
  });
  it('asks the decoder for the smallest n/8 scale that still covers 400 px', () => {
    // 12 MP: 2/8 gives 1000×750 (1/8 would be 375 px high, too small); a pixel of margin for the area rule.
    expect(jpegDecodeSize(4000, 3000, 400)).toEqual({ width: 1001, height: 751 });
    expect(jpegDecodeSize(3000, 4000, 400)).toEqual({ width: 751, height: 1001 });
    expect(jpegDecodeSize(6000, 4000, 400)).toEqual({ width: 751, height: 501 }); // 1/8
    expect(jpegDecodeSize(1600, 1200, 400)).toEqual({ width: 601, height: 451 }); // 3/8
    expect(jpegDecodeSize(800, 600, 400)).toEqual({ width: 601, height: 451 }); // 6/8
    expect(jpegDecodeSize(640, 480, 400)).toEqual({ width: 561, height: 421 }); // 7/8
    expect(jpegDecodeSize(500, 420, 400)).toBeNull(); // 7/8 would be below 400 px: n = 8, decode whole
    expect(jpegDecodeSize(300, 200, 400)).toBeNull();
  });
});
