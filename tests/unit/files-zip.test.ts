// @vitest-environment node
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipBlobs } from '../../src/components/file-manager/zip-builder';
import { planZip, zipCompression, zipDownloadName, zipObjectPath } from '../../src/lib/zip-plan';

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
  it('puts zips under {org}/zips with a time stamp and the random part', () => {
    const at = new Date('2026-03-04T05:06:07Z');
    expect(zipObjectPath('org-1', 'r4nd0m', at)).toBe('org-1/zips/20260304-050607-r4nd0m.zip');
    expect(zipDownloadName(at)).toBe('files-20260304-050607.zip');
  });
});

describe('zipBlobs', () => {
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
    const zip = await JSZip.loadAsync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(zip.files)).toEqual(['0_usage_report.csv', '1_meter.jpg']);
    expect(await zip.file('0_usage_report.csv')!.async('uint8array')).toEqual(text);
    expect(await zip.file('1_meter.jpg')!.async('uint8array')).toEqual(jpeg);
    // The CSV shrank (deflated); the JPEG was stored (compressed size = size).
    const sizes = (name: string) => (zip.files[name] as unknown as { _data: { compressedSize: number; uncompressedSize: number } })._data;
    expect(sizes('0_usage_report.csv').compressedSize).toBeLessThan(text.length / 10);
    expect(sizes('1_meter.jpg').compressedSize).toBe(jpeg.length);
    expect(progress.at(-1)).toBe(100);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(zipBlobs([{ name: 'a.txt', data: new Uint8Array(10) }], { signal: controller.signal })).rejects.toThrow('Zip cancelled');
  });
});
