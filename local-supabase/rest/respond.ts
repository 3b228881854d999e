import type { ServerResponse } from 'node:http';
import { ApiError } from './errors.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** PostgREST's Content-Range and status for a read page (Response.hs / RangeQuery.hs). */
export function rangeStatus(offset: number, rows: number, total: number | null): { status: number; contentRange: string } {
  const lower = offset;
  const upper = offset + rows - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  const contentRange = `${range}/${total ?? '*'}`;
  if (total === null) return { status: 200, contentRange };
  if (lower > total) {
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      { 'Content-Range': `*/${total}` },
    );
  }
  return { status: 1 + upper - lower < total ? 206 : 200, contentRange };
}

/** Singular responses need exactly one row (406 PGRST116 otherwise). */
export function singularError(rows: number): ApiError {
  return new ApiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

/** `[{...}]` → `{...}` without re-parsing (json_agg's output of one row). */
export function firstElement(arrayText: string): string {
  return arrayText.slice(1, -1).trim();
}

export function send(res: ServerResponse, status: number, body: string | null, headers: Record<string, string>): void {
  const h: Record<string, string | number> = { ...headers };
  if (body !== null && !h['Content-Type']) h['Content-Type'] = JSON_TYPE;
  // A known length avoids chunked encoding: headers and body leave in one write.
  const buf = body === null ? undefined : Buffer.from(body, 'utf8');
  if (buf) h['Content-Length'] = buf.length;
  res.writeHead(status, h);
  res.end(buf);
}

export function sendError(res: ServerResponse, e: ApiError, extra: Record<string, string> = {}): void {
  const body = Buffer.from(JSON.stringify(e.body()), 'utf8');
  const headers = {
    'Content-Type': JSON_TYPE,
    'Content-Length': body.length,
    'Proxy-Status': `PostgREST; error=${e.code}`,
    ...extra,
    ...e.headers,
  };
  if (e.statusText) res.writeHead(e.status, e.statusText, headers);
  else res.writeHead(e.status, headers);
  res.end(body);
}

/** JSON rows → CSV (header line from the first row's keys), for `Accept: text/csv`. */
export function toCsv(jsonArray: string): string {
  const rows = JSON.parse(jsonArray) as Record<string, unknown>[];
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]!);
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return '';
    const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [keys.join(','), ...rows.map((r) => keys.map((k) => cell(r[k])).join(','))].join('\n');
}
