// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ArchiveParts } from '../../src/components/file-manager/zip-output';

const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) % 256);
const read = async (b: Blob) => new Uint8Array(await b.arrayBuffer());

describe('ArchiveParts', () => {
  it('gives back exactly the bytes added, in order, slicing stored content from its Blob', async () => {
    const original = bytes(100_000, 1);
    const source = new Blob([original]);
    const content = new Uint8Array(await source.arrayBuffer());
    const other = bytes(5000, 2);
    const out = new ArchiveParts(new Map([[content.buffer, { blob: source, offset: content.byteOffset }]]));
    const header = bytes(30, 3);
    const descriptor = bytes(16, 4);
    out.add(header);
    for (let i = 0; i < content.length; i += 16384) out.add(content.subarray(i, i + 16384));
    out.add(descriptor);
    out.add(other.subarray(0, 2000));
    out.add(other.subarray(2000));
    const zip = out.finish();
    expect(zip.type).toBe('application/zip');
    expect(await read(zip)).toEqual(new Uint8Array([...header, ...original, ...descriptor, ...other]));
  });

  it('does not take bytes from the Blob for chunks outside the stored content', async () => {
    const source = new Blob([bytes(1000, 5)]);
    const content = new Uint8Array(await source.arrayBuffer());
    const out = new ArchiveParts(new Map([[content.buffer, { blob: source, offset: content.byteOffset }]]));
    const copy = content.slice(0, 10);
    out.add(copy);
    out.add(content.subarray(500, 510));
    out.add(content.subarray(0, 10));
    expect(await read(out.finish())).toEqual(new Uint8Array([...copy, ...content.subarray(500, 510), ...content.subarray(0, 10)]));
  });

  it('handles content that starts inside its buffer', async () => {
    const buffer = bytes(64, 6);
    const content = buffer.subarray(16, 48);
    const source = new Blob([content]);
    const out = new ArchiveParts(new Map([[content.buffer, { blob: source, offset: content.byteOffset }]]));
    out.add(content.subarray(0, 8));
    out.add(content.subarray(8));
    expect(await read(out.finish())).toEqual(content);
  });

  it('makes an empty archive Blob when nothing was added', async () => {
    expect((await read(new ArchiveParts(new Map()).finish())).length).toBe(0);
  });
});
