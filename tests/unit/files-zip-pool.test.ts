// @vitest-environment node
import { inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareEntries, ZipCancelled } from '../../src/components/file-manager/zip-pool';
import { crc32 } from '../../src/lib/crc32';
import { prepareEntry } from '../../src/lib/zip-entry';

const csv = new TextEncoder().encode('id,kwh,rate\n'.repeat(5000));
const photo = Uint8Array.from({ length: 3000 }, (_, i) => (i * 97) % 256);

describe('prepareEntry', () => {
  it('stores STORE entries as they are, with their CRC-32 and size', () => {
    const entry = prepareEntry(photo, 'STORE');
    expect(entry).toEqual({ crc32: crc32(photo), size: photo.length, content: photo });
  });
  it('deflates DEFLATE entries to raw deflate that inflates back to the input', () => {
    const entry = prepareEntry(csv, 'DEFLATE');
    expect(entry.crc32).toBe(crc32(csv));
    expect(entry.size).toBe(csv.length);
    expect(entry.content.length).toBeLessThan(csv.length / 20);
    expect(new Uint8Array(inflateRawSync(entry.content))).toEqual(csv);
  });
});

/** Stands in for the zip worker: replies later, the later jobs first, as a real pool may. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static fail = false;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  jobs = 0;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage({ id, data, compression }: { id: number; data: Uint8Array; compression: 'STORE' | 'DEFLATE' }) {
    this.jobs += 1;
    setTimeout(
      () => {
        if (this.terminated) return;
        if (FakeWorker.fail) {
          this.onerror?.({ message: 'script failed', preventDefault: () => undefined } as ErrorEvent);
          return;
        }
        const reply = data.length === 13 ? { id, error: 'unreadable' } : { id, ...prepareEntry(data, compression) };
        this.onmessage?.({ data: reply } as MessageEvent);
      },
      20 - Math.min(id, 19),
    );
  }
  terminate() {
    this.terminated = true;
  }
}

describe('prepareEntries', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
    FakeWorker.fail = false;
  });
  const jobs = () => [
    { data: csv, compression: 'DEFLATE' as const },
    { data: photo, compression: 'STORE' as const },
    { data: new Blob([csv]), compression: 'DEFLATE' as const },
    { data: new Uint8Array(0), compression: 'DEFLATE' as const },
  ];
  const expected = () =>
    jobs().map((j) => (j.data instanceof Blob ? prepareEntry(csv, j.compression) : prepareEntry(j.data, j.compression)));

  it('prepares every entry on the main thread when there are no workers', async () => {
    const sizes: number[] = [];
    expect(await prepareEntries(jobs(), { onEntry: (s) => sizes.push(s) })).toEqual(expected());
    expect(sizes.sort((a, b) => a - b)).toEqual([0, photo.length, csv.length, csv.length]);
  });

  it('spreads the entries over the workers and returns them in input order', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const jobsIn = jobs().map((j) => ({ ...j, data: j.data instanceof Blob ? csv : j.data }));
    const out = await prepareEntries(jobsIn, { workers: 2 });
    expect(out).toEqual(expected());
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made.map((w) => w.jobs)).toEqual([2, 2]);
    expect(FakeWorker.made.every((w) => w.terminated)).toBe(true);
  });

  it('never starts more workers than entries', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await prepareEntries([{ data: photo, compression: 'STORE' }], { workers: 4 });
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('redoes the work on the main thread when a worker fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.fail = true;
    expect(await prepareEntries(jobs(), { workers: 2 })).toEqual(expected());
  });

  it('passes on an entry that cannot be read', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await expect(prepareEntries([{ data: new Uint8Array(13), compression: 'STORE' }], { workers: 1 })).rejects.toThrow('unreadable');
  });

  it('stops at once when cancelled, and stops the workers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const controller = new AbortController();
    const run = prepareEntries(jobs(), { workers: 2, signal: controller.signal });
    controller.abort();
    await expect(run).rejects.toBeInstanceOf(ZipCancelled);
    expect(FakeWorker.made.every((w) => w.terminated)).toBe(true);
  });
});
