// Prepares zip entries off the main thread: reads the Blob, CRC-32, and for DEFLATE fflate's raw
// deflate. Messages: { id, data, compression } → { id, crc32, size, content } (content transferred)
// | { id, error }.
import type { ZipCompression } from '../../lib/zip-plan';
import { prepareEntry } from '../../lib/zip-entry';

interface Job {
  id: number;
  data: Blob | Uint8Array;
  compression: ZipCompression;
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<Job>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

async function run({ id, data, compression }: Job) {
  try {
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(await data.arrayBuffer());
    const entry = prepareEntry(bytes, compression);
    // A view on part of a larger buffer would carry (and detach) the whole buffer: copy it out first.
    const content =
      entry.content.byteOffset === 0 && entry.content.byteLength === entry.content.buffer.byteLength
        ? entry.content
        : entry.content.slice();
    scope.postMessage({ id, crc32: entry.crc32, size: entry.size, content }, [content.buffer]);
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
}

scope.onmessage = (e) => void run(e.data);
