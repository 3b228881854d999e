import { JsonTooDeep, parseJson } from '../http/json.ts';
import { invalidBody } from './errors.ts';
import type { RestRequest, RestState } from './handler.ts';
import { parseQuery } from './parse-query.ts';
import { applied } from './prefer.ts';
import { firstElement, OBJECT_TYPE, send } from './respond.ts';
import { key } from './schema-cache.ts';
import { sendRead, statementAs } from './serve-relation.ts';
import { findFunction, planRpc } from './sql-rpc.ts';

interface RpcRow {
  n: number;
  body: string | null;
  total: string | number | null;
}

/** POST /rpc/fn (JSON args) and GET/HEAD /rpc/fn?arg=… (read-only), shaped by the return type. */
export async function serveRpc(state: RestState, r: RestRequest, name: string): Promise<void> {
  const read = r.method === 'GET' || r.method === 'HEAD';
  const overloads = state.cache.functions.get(key(r.schema, name)) ?? [];
  const argNames = new Set(overloads.flatMap((f) => f.args.map((a) => a.name).filter(Boolean)));
  const q = parseQuery(r.url.searchParams, read ? { rpcArgNames: argNames } : {});
  let args: Record<string, unknown> | { whole: string };
  let rawBody = false;
  if (read) {
    args = Object.fromEntries([...q.rpcArgs].map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
  } else {
    const text = (await r.rawBody()).toString('utf8');
    let parsed: unknown = {};
    if (text.trim()) {
      try {
        parsed = parseJson(text);
      } catch (e) {
        if (e instanceof JsonTooDeep) throw invalidBody(`The JSON body is nested deeper than ${e.limit} levels`);
        throw invalidBody();
      }
    }
    rawBody = true;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) args = parsed as Record<string, unknown>;
    else args = { whole: text };
  }
  const names = 'whole' in args ? [] : Object.keys(args);
  const { fn, wholeBody } = findFunction(state.cache, r.schema, name, names, rawBody);
  if (wholeBody && !('whole' in args)) args = { whole: JSON.stringify(args) };
  else if ('whole' in args && !wholeBody) throw invalidBody();
  // PostgREST counts a function's rows for count=exact and count=estimated (exactly), and leaves the
  // total out for count=planned (invokeQuery: shouldCount; no EXPLAIN for calls).
  const count = r.prefs.count === 'exact' || r.prefs.count === 'estimated';
  if (r.prefs.count) applied(r.prefs, `count=${r.prefs.count}`);
  const stmt = planRpc(state.cache, fn, args, q, { count, maxRows: state.maxRows });
  const row = await statementAs<RpcRow>(state, r, read, stmt);
  const headers: Record<string, string> = { 'Content-Profile': r.schema };
  if (r.prefs.applied.length) headers['Preference-Applied'] = r.prefs.applied.join(', ');
  switch (stmt.shape) {
    case 'void':
      return send(r.res, 204, null, headers);
    case 'scalar':
      return send(
        r.res,
        200,
        r.method === 'HEAD' ? null : (row.body ?? 'null'),
        r.singular ? { ...headers, 'Content-Type': OBJECT_TYPE } : headers,
      );
    case 'object': {
      const body = row.n === 0 ? 'null' : firstElement(row.body ?? '[]');
      return send(r.res, 200, r.method === 'HEAD' ? null : body, r.singular ? { ...headers, 'Content-Type': OBJECT_TYPE } : headers);
    }
    default:
      return sendRead(r, row, stmt.offset, headers);
  }
}
