import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { ERRORS } from './errors.ts';

/** The file part of an upload request, not yet read (STOR: src/storage/uploader.ts incomingFileInfo). */
export interface IncomingFile {
  body: Readable;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
  /** Bytes the body may carry at most before the upload counts as too large. */
  meterLimit: number;
  /** Resolves once the whole request was consumed (multipart: the closing boundary). */
  done: Promise<void>;
  /** True when the multipart parser cut the file after limit + 1 bytes (busboy flags reaching its limit). */
  truncated(): boolean;
}

function parseJson(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Rejects when the client goes away before the request body is complete. */
function onAbort(req: IncomingMessage, fn: (e: Error) => void): void {
  const fail = () => {
    if (!req.complete) fn(ERRORS.InvalidRequest('The upload was aborted before the body was complete'));
  };
  req.once('aborted', fail);
  req.once('close', fail);
}

export async function incomingFile(req: IncomingMessage, limit: number): Promise<IncomingFile> {
  req.on('error', () => undefined);
  const contentType = req.headers['content-type'];
  if (!contentType?.startsWith('multipart/form-data')) {
    const md = req.headers['x-metadata'];
    return {
      body: req,
      mimeType: contentType || 'application/octet-stream',
      cacheControl: req.headers['cache-control'] ?? 'no-cache',
      userMetadata: typeof md === 'string' ? parseJson(Buffer.from(md, 'base64').toString('utf8')) : undefined,
      meterLimit: limit,
      done: Promise.resolve(),
      truncated: () => false,
    };
  }
  return new Promise<IncomingFile>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { fileSize: limit + 1, files: 1 }, defParamCharset: 'utf8' });
    } catch (e) {
      reject(ERRORS.NoContentProvided(e instanceof Error ? e.message : undefined));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Readable | undefined;
    let truncated = false;
    const done = new Promise<void>((res, rej) => {
      bb.once('close', res);
      bb.once('error', rej);
    });
    done.catch(() => undefined);
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (_name, stream, info) => {
      if (file) {
        stream.resume();
        return;
      }
      file = stream;
      // The parser may fail the stream before anyone reads it (a cut body during the RLS check);
      // the reader's pipeline still sees the error through the stream's state.
      stream.on('error', () => undefined);
      stream.once('limit', () => {
        truncated = true;
      });
      resolve({
        body: stream,
        mimeType: fields.contentType || info.mimeType,
        cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
        userMetadata: parseJson(fields.metadata ?? fields.userMetadata),
        meterLimit: Number.MAX_SAFE_INTEGER,
        done,
        truncated: () => truncated,
      });
    });
    bb.once('error', (e: unknown) => {
      const err = ERRORS.NoContentProvided(e instanceof Error ? e.message : undefined);
      file?.destroy(err);
      reject(err);
    });
    bb.once('close', () => reject(ERRORS.NoContentProvided()));
    onAbort(req, (e) => {
      file?.destroy(e);
      bb.destroy(e);
      reject(e);
    });
    req.pipe(bb);
  });
}

/** Stops reading what is left of a refused request without holding the connection hostage. */
export function drain(req: IncomingMessage): void {
  req.unpipe();
  req.resume();
}
