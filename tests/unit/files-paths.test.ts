import { describe, expect, it } from 'vitest';
import {
  displayFileName,
  entityFolder,
  MAX_STORED_NAME,
  objectPath,
  randomSuffix,
  storedFileName,
  thumbnailPath,
  withSuffix,
} from '../../src/lib/storage-path';

const ORG = 'b0000000-0000-4000-8000-000000000001';
const ACC = 'f0000000-0000-4000-8000-000000000003';
// storage-api's key characters (local-supabase/storage/keys.ts); stored names use a strict subset.
const STORAGE_KEY = /^[A-Za-z0-9._-]+$/;

describe('storedFileName (the object name)', () => {
  it('keeps a plain name', () => {
    expect(storedFileName('invoice-2024_01.pdf')).toBe('invoice-2024_01.pdf');
  });
  it('applies the spec sanitizing first (forbidden characters gone, whitespace runs → _)', () => {
    expect(storedFileName(`  my "bill" 2024: *draft*?.pdf `)).toBe('my_bill_2024_draft.pdf');
  });
  it('never climbs out of its folder: ../../x', () => {
    expect(storedFileName('../../x')).toBe('x');
    expect(storedFileName('..')).toBe('file');
    expect(storedFileName('.hidden')).toBe('hidden');
    expect(storedFileName('..\\..\\etc\\passwd')).toBe('etcpasswd');
  });
  it('avoids Windows device names', () => {
    expect(storedFileName('CON')).toBe('CON_');
    expect(storedFileName('con.txt')).toBe('con_.txt');
    expect(storedFileName('lpt1.pdf')).toBe('lpt1_.pdf');
    expect(storedFileName('CONTRACT.pdf')).toBe('CONTRACT.pdf');
  });
  it('turns a name of only emoji into "file", keeping the extension', () => {
    expect(storedFileName('😀😀😀.png')).toBe('file.png');
    expect(storedFileName('📄')).toBe('file');
  });
  it('drops accents and replaces other non-ASCII (storage refuses non-ASCII keys)', () => {
    expect(storedFileName('Relevé été 2024.pdf')).toBe('Releve_ete_2024.pdf');
    expect(storedFileName('合同.pdf')).toBe('file.pdf');
    expect(storedFileName('a&b(1)+c.docx')).toBe('a_b_1_c.docx');
  });
  it('cuts 300 characters down, keeping the extension and room for a suffix', () => {
    const name = storedFileName(`${'a'.repeat(300)}.pdf`);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(withSuffix(name, 'abc123').length).toBeLessThanOrEqual(MAX_STORED_NAME);
  });
  it.each(['../../x', 'CON', `${'ü'.repeat(300)}.txt`, '🙂', ' \t ', '#?*', 'x.'.repeat(80), 'a.PDF'])(
    '%s gives a storage-safe key',
    (n) => {
      const name = storedFileName(n);
      expect(name).toMatch(STORAGE_KEY);
      expect(name.length).toBeLessThanOrEqual(MAX_STORED_NAME - 7);
      expect(name).not.toMatch(/^\./);
    },
  );
  it('lower-cases the extension only', () => {
    expect(storedFileName('Scan.PDF')).toBe('Scan.pdf');
  });
});

describe('displayFileName (files.file_name)', () => {
  it('is the spec-sanitized name, never empty, without leading dots', () => {
    expect(displayFileName('Relevé été.pdf')).toBe('Relevé_été.pdf');
    expect(displayFileName('../../x')).toBe('x');
    expect(displayFileName('???')).toBe('file');
  });
});

describe('paths', () => {
  it('builds {organization_id}/{entity}/{entity_id}/{name}', () => {
    expect(objectPath(ORG, 'accounts', ACC, 'bill.pdf')).toBe(`${ORG}/accounts/${ACC}/bill.pdf`);
  });
  it('refuses anything but uuids and the known entity folders', () => {
    expect(() => entityFolder('../x', 'accounts', ACC)).toThrow();
    expect(() => entityFolder(ORG, 'accounts', '../../zips')).toThrow();
    expect(() => entityFolder(ORG, 'zips' as never, ACC)).toThrow();
  });
  it('a second upload of a name gets a short suffix before the extension', () => {
    expect(withSuffix('bill.pdf', 'k3x9a2')).toBe('bill-k3x9a2.pdf');
    expect(withSuffix('README', 'k3x9a2')).toBe('README-k3x9a2');
    const seen = new Set(Array.from({ length: 200 }, () => randomSuffix()));
    expect(seen.size).toBeGreaterThan(195);
    for (const s of seen) expect(s).toMatch(/^[a-z0-9]{6}$/);
  });
  it('puts thumbnails beside the original, PNG unless the original is JPEG', () => {
    const base = `${ORG}/accounts/${ACC}`;
    expect(thumbnailPath(`${base}/meter.jpg`)).toBe(`${base}/thumbnails/meter.jpg`);
    expect(thumbnailPath(`${base}/meter.JPEG`)).toBe(`${base}/thumbnails/meter.JPEG`);
    expect(thumbnailPath(`${base}/logo.png`)).toBe(`${base}/thumbnails/logo.png`);
    expect(thumbnailPath(`${base}/logo.svg`)).toBe(`${base}/thumbnails/logo.svg.png`);
    expect(thumbnailPath(`${base}/anim.gif`)).toBe(`${base}/thumbnails/anim.gif.png`);
  });
});
