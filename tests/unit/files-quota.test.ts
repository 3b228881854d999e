import { describe, expect, it } from 'vitest';
import { storagePercentage, STORAGE_QUOTA_BYTES } from '../../src/lib/numbers';
import { coverCrop, needsMainThread, thumbnailType } from '../../src/lib/thumbnail';
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
