import type { CreateParams, DataProvider, UpdateParams } from '@refinedev/core';
import { isUuid } from '../src/lib/ids';
import { errorMessage, httpStatusOf, NOT_AVAILABLE } from '../src/lib/error-message';
import { guardedUpdate, type ConflictMeta } from './conflict';
import { insertOnce } from './create-once';
import { listProvider } from './list-provider';
import { sharedLiveProvider } from './live-provider';
import { reportError } from './monitoring';
import { isSessionError, requireSession, sessionEnded } from './session-ended';
import { supabaseClient } from './supabase-client';

const base = listProvider(supabaseClient);

/** A record that is not there for this user: missing, or hidden from them by row-level security. */
export class NotAvailableError extends Error {
  readonly statusCode = 404;
  constructor() {
    super(NOT_AVAILABLE);
    this.name = 'NotAvailable';
  }
}

/**
 * Refine's Supabase data provider (lists with a search RPC try it first: providers/list-provider.ts).
 * `update` with `meta.expectedUpdatedAt` refuses to overwrite a newer save (conflict detection); an
 * update or delete that reaches no row is an error, never a success (refine's provider would report
 * "saved" for a record the user cannot see).
 */
const strict: DataProvider = {
  ...base,
  // refine's Supabase provider has no custom requests: `useCustom({ url: 'fn', method })` calls the RPC
  // `fn` — GET with `config.query` as its arguments (the dashboard's tiles, one call), POST with the payload.
  custom: (async ({ url, method, query, payload }) => {
    const args = (method === 'get' ? query : payload) as Record<string, unknown> | undefined;
    const { data, error } = await supabaseClient.rpc(url, args ?? {}, { get: method === 'get' });
    if (error) throw Object.assign(new Error(error.message), { ...error, statusCode: Number.parseInt(error.code) || 500 });
    return { data };
  }) as DataProvider['custom'],
  // A create that carries its own id (the forms make one when they open: src/lib/ids.ts) happens once:
  // a double click, a retry or a replayed request meets its own row (providers/create-once.ts).
  create: (async (params: CreateParams) => {
    const row = params.variables as Record<string, unknown> | undefined;
    const meta = params.meta as { select?: string; schema?: string } | undefined;
    if (!row || !isUuid(row.id) || meta?.schema) return base.create(params);
    const { data } = await insertOnce(
      supabaseClient,
      params.resource,
      row as Record<string, unknown> & { id: string },
      meta?.select ?? '*',
    );
    return { data };
  }) as DataProvider['create'],
  update: (async (params: UpdateParams) => {
    const out = (params.meta as ConflictMeta | undefined)?.expectedUpdatedAt ? await guardedUpdate(params) : await base.update(params);
    if (!out.data) throw new NotAvailableError();
    return out;
  }) as DataProvider['update'],
  getOne: (async (params) => {
    const out = await base.getOne(params);
    if (!out.data) throw new NotAvailableError();
    return out;
  }) as DataProvider['getOne'],
};

/** The provider's calls that write (the others read; `custom` writes when it is not a GET). */
const WRITES = new Set(['create', 'createMany', 'update', 'updateMany', 'deleteOne', 'deleteMany']);
const writes = (prop: string | symbol, args: unknown[]) =>
  WRITES.has(String(prop)) || (prop === 'custom' && (args[0] as { method?: string } | undefined)?.method !== 'get');

/**
 * Every call first makes sure the tab holds a session (issue 24, item 4): without one it fails with
 * "Your session has ended — sign in to save your changes" (a write) instead of going out as `anon`,
 * and so does a request whose token the server refuses (401). Every failure leaves with a message a
 * user can read (spec codes translated, database codes turned into sentences) and an HTTP-like
 * `statusCode` (4xx are not retried: providers/query-client.ts). The original error, with its code,
 * goes to error reporting.
 */
export const dataProvider: DataProvider = new Proxy(strict, {
  get(target, prop, receiver) {
    const value = Reflect.get(target, prop, receiver) as unknown;
    if (typeof value !== 'function' || prop === 'getApiUrl') return value;
    return async (...args: unknown[]) => {
      const during = writes(prop, args) ? 'write' : 'read';
      try {
        await requireSession(during);
        return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      } catch (caught) {
        const error = isSessionError(caught) ? sessionEnded(during) : caught;
        const statusCode = httpStatusOf(error);
        if (statusCode >= 500) reportError(error, { dataProvider: String(prop) });
        const code = (error as { code?: unknown } | null)?.code;
        throw Object.assign(error instanceof Error ? error : new Error(errorMessage(error)), {
          message: errorMessage(error),
          statusCode,
          ...(typeof code === 'string' ? { code } : {}),
        });
      }
    };
  },
});

/** Supabase realtime as Refine's live provider: one channel per table (providers/live-provider.ts). */
export const liveProvider = sharedLiveProvider(supabaseClient);
