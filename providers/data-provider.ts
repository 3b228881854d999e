import type { DataProvider, UpdateParams } from '@refinedev/core';
import { liveProvider as supabaseLiveProvider } from '@refinedev/supabase';
import { errorMessage } from '../src/lib/error-message';
import { guardedUpdate, type ConflictMeta } from './conflict';
import { listProvider } from './list-provider';
import { supabaseClient } from './supabase-client';

const base = listProvider(supabaseClient);

/**
 * Refine's Supabase data provider (lists with a search RPC try it first: providers/list-provider.ts),
 * with errors carrying a readable message (spec codes translated).
 * `update` with `meta.expectedUpdatedAt` refuses to overwrite a newer save (conflict detection).
 */
const withConflicts: DataProvider = {
  ...base,
  // refine's Supabase provider has no custom requests: `useCustom({ url: 'fn', method })` calls the RPC
  // `fn` — GET with `config.query` as its arguments (the dashboard's tiles, one call), POST with the payload.
  custom: (async ({ url, method, query, payload }) => {
    const args = (method === 'get' ? query : payload) as Record<string, unknown> | undefined;
    const { data, error } = await supabaseClient.rpc(url, args ?? {}, { get: method === 'get' });
    if (error) throw Object.assign(new Error(error.message), { ...error, statusCode: Number.parseInt(error.code) || 500 });
    return { data };
  }) as DataProvider['custom'],
  update: ((params) =>
    (params.meta as ConflictMeta | undefined)?.expectedUpdatedAt
      ? guardedUpdate(params as UpdateParams)
      : base.update(params)) as DataProvider['update'],
};

export const dataProvider: DataProvider = new Proxy(withConflicts, {
  get(target, prop, receiver) {
    const value = Reflect.get(target, prop, receiver) as unknown;
    if (typeof value !== 'function') return value;
    return async (...args: unknown[]) => {
      try {
        return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      } catch (error) {
        throw Object.assign(error instanceof Error ? error : new Error(errorMessage(error)), {
          message: errorMessage(error),
          statusCode: (error as { statusCode?: number } | null)?.statusCode ?? 500,
        });
      }
    };
  },
});

/** Supabase realtime as Refine's live provider. */
export const liveProvider = supabaseLiveProvider(supabaseClient);
