import { describe, expect, it } from 'vitest';
import { age, formatBytes, storagePercentage, STORAGE_QUOTA_BYTES } from '../../src/lib/numbers';
import { isThumbnailable, sanitizeFileName, zipEntryName } from '../../src/lib/sanitize-file-name';

describe('sanitizeFileName', () => {
  it('removes the forbidden characters, trims, and turns whitespace runs into underscores', () => {
    expect(sanitizeFileName(`  my\\ "bill" / 2024: *draft*?<x>|#'s .pdf  `)).toBe('my_bill_2024_draftxs_.pdf');
  });
  it('removes control characters', () => {
    expect(sanitizeFileName('a\u0000b\u001fc\u007f.txt')).toBe('abc.txt');
  });
  it('keeps an already safe name', () => {
    expect(sanitizeFileName('invoice-2024_01.pdf')).toBe('invoice-2024_01.pdf');
  });
  it('collapses tabs and newlines too', () => {
    expect(sanitizeFileName('site\t\n photo.jpg')).toBe('site_photo.jpg');
  });
});

describe('zipEntryName', () => {
  it('prefixes the index and replaces everything outside [A-Za-z0-9._-]', () => {
    expect(zipEntryName(0, 'Bill (March) #2.pdf')).toBe('0_Bill__March___2.pdf');
    expect(zipEntryName(12, 'été-ok_1.png')).toBe('12__t_-ok_1.png');
  });
});

describe('isThumbnailable', () => {
  it.each(['a.jpg', 'b.JPEG', 'c.gif', 'd.png', 'e.svg'])('%s gets a thumbnail', (name) => {
    expect(isThumbnailable(name)).toBe(true);
  });
  it.each(['a.pdf', 'b.webp', 'png', 'c.png.txt', 'd.jpgx'])('%s does not', (name) => {
    expect(isThumbnailable(name)).toBe(false);
  });
});

describe('age', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('counts whole years, before and after the birthday', () => {
    expect(age('1990-06-15', now)).toBe(36);
    expect(age('1990-06-16', now)).toBe(35);
  });
  it('is null at 110 or older', () => {
    expect(age('1916-06-16', now)).toBe(109);
    expect(age('1916-06-15', now)).toBeNull();
    expect(age('1900-01-01', now)).toBeNull();
  });
  it('is null for missing, invalid or future dates', () => {
    expect(age(null, now)).toBeNull();
    expect(age('not a date', now)).toBeNull();
    expect(age('2030-01-01', now)).toBeNull();
  });
});

describe('storagePercentage', () => {
  it('is the ceiling of use over the 5 GiB quota', () => {
    expect(STORAGE_QUOTA_BYTES).toBe(5_368_709_120);
    expect(storagePercentage(0)).toBe(0);
    expect(storagePercentage(1)).toBe(1);
    expect(storagePercentage(STORAGE_QUOTA_BYTES / 2)).toBe(50);
    expect(storagePercentage(STORAGE_QUOTA_BYTES / 2 + 1)).toBe(51);
    expect(storagePercentage(STORAGE_QUOTA_BYTES)).toBe(100);
  });
});

describe('formatBytes', () => {
  it('uses binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
  });
});
