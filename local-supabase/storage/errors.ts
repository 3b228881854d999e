import type { ServerResponse } from 'node:http';
import { DatabaseUnavailable, isPgError } from '../db/types.ts';
import { sendJson } from '../http/util.ts';

/**
 * storage-api's error (STOR: src/internal/errors/codes.ts): the HTTP status is 400 for everything
 * but 500, and the real status travels as a string in `statusCode`.
 */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatusCode: number,
    message: string,
    /** The legacy `error` name clients still read; defaults to `code`. */
    readonly legacy?: string,
  ) {
    super(message);
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.httpStatusCode), code: this.code, error: this.legacy ?? this.code, message: this.message };
  }
}

const e = (code: string, status: number, message: string, legacy?: string) => new StorageError(code, status, message, legacy);

export const ERRORS = {
  NoSuchBucket: () => e('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  NoSuchKey: () => e('NoSuchKey', 404, 'Object not found', 'not_found'),
  InvalidKey: (key: string) => e('InvalidKey', 400, `Invalid key: ${key}`),
  KeyTooLong: (limit: number) => e('InvalidKey', 400, `Invalid key: longer than ${limit} bytes`),
  InvalidBucketName: () => e('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  InvalidJWT: (message = 'Invalid JWT') => e('InvalidJWT', 400, message),
  InvalidSignature: (message = 'Invalid signature') => e('InvalidSignature', 400, message),
  AccessDenied: (message = 'Access denied') => e('AccessDenied', 403, message, 'Unauthorized'),
  KeyAlreadyExists: () => e('KeyAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  BucketAlreadyExists: () => e('BucketAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  ResourceAlreadyExists: () => e('ResourceAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  BucketNotEmpty: () => e('ResourceNotEmpty', 409, 'The bucket you tried to delete is not empty'),
  UnableToEmptyBucket: (message: string) => e('InvalidRequest', 409, message),
  EntityTooLarge: () => e('EntityTooLarge', 413, 'The object exceeded the maximum allowed size', 'Payload too large'),
  InvalidMimeType: (mime: string) => e('InvalidMimeType', 415, `mime type ${mime} is not supported`, 'invalid_mime_type'),
  NoContentProvided: (message = 'No content provided') => e('InvalidRequest', 400, message),
  InvalidRequest: (message: string) => e('InvalidRequest', 400, message),
  MissingParameter: (name: string) => e('MissingParameter', 400, `Missing Required Parameter ${name}`),
  InvalidParameter: (name: string, message?: string) => e('InvalidParameter', 400, message ?? `Invalid Parameter ${name}`),
  InvalidFileSizeLimit: () => e('InvalidRequest', 400, 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  InvalidRange: () => e('InvalidRange', 400, 'invalid range provided', 'invalid_range'),
  RelatedResourceNotFound: () => e('InvalidRequest', 404, 'The related resource does not exist'),
  NotFound: (message = 'Route not found') => e('NotFound', 404, message, 'Not Found'),
  NotSupported: (feature: string) => e('NotSupported', 409, `The feature ${feature} is not enabled for this resource`),
};

/** Maps a database error the way storage-api's DBError does (STOR v1.60.2: src/storage/database/knex.ts DBError.fromDBError). */
export function fromDbError(err: unknown): StorageError | undefined {
  if (!isPgError(err)) return undefined;
  switch (err.code) {
    case '42501':
      // A policy's refusal reads as RLS; any other 42501 (a project trigger's: the storage quota) keeps its text.
      return ERRORS.AccessDenied(err.message.includes('row-level security') ? 'new row violates row-level security policy' : err.message);
    case '23505':
      return ERRORS.ResourceAlreadyExists();
    case '23503':
      return ERRORS.RelatedResourceNotFound();
    case '22P02':
      return ERRORS.InvalidParameter('', err.message);
    // A NUL or an invalid byte in a text or JSON value. storage-api passes these to Postgres and
    // answers 500 ('database error, code: 22021'); bad input gets a 400 here (issue 15 §4).
    case '22021':
    case '22P05':
      return ERRORS.InvalidParameter('', err.message);
    default:
      // e.g. a plain RAISE (P0001) in a project trigger: storage-api answers 500 with the code, not the text.
      return e('DatabaseError', 500, `database error, code: ${err.code}`);
  }
}

export function sendError(res: ServerResponse, err: unknown): void {
  const se = err instanceof StorageError ? err : fromDbError(err);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (se) {
    sendJson(res, se.httpStatusCode === 500 ? 500 : 400, se.render());
    return;
  }
  if (err instanceof DatabaseUnavailable) {
    // The database is away (restart). storage-api would send its 4xx-or-500 status; a real 503 tells
    // clients to retry rather than blame their request.
    sendJson(res, 503, { statusCode: '503', code: 'DatabaseError', error: 'Service Unavailable', message: err.message });
    return;
  }
  console.error('[local-supabase storage]', err);
  sendJson(res, 500, {
    statusCode: '500',
    code: 'InternalError',
    error: 'Internal',
    message: err instanceof Error ? err.message : 'Internal Server Error',
  });
}
