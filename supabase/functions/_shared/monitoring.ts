// Error reporting from edge functions, to Sentry (SENTRY_DSN, a function secret) in Sentry's own
// envelope format, built with @sentry/core (the SDK's platform-neutral core: @sentry/deno would not run
// under local-supabase's Node runtime, and the browser SDK is not for servers). Locally SENTRY_DSN points at
// local-supabase's recorder (/monitoring). Without a DSN, reports only go to the function's log.
import { createEventEnvelope, getEnvelopeEndpointWithUrlEncodedAuth, makeDsn, serializeEnvelope, uuid4 } from '@sentry/core';
import type { Event } from '@sentry/core';
import { env } from './env.ts';

export interface Report {
  /** The function reporting (tag `function`). */
  fn: string;
  /** Searchable tags (strings); never secrets. */
  tags?: Record<string, string>;
  /** Details shown with the event; never secrets. */
  extra?: Record<string, unknown>;
  /** Events with the same fingerprint are one issue in Sentry. */
  fingerprint?: string[];
  level?: 'error' | 'warning';
}

/** Reports an error; never throws (a monitoring outage must not fail the work), gives up after 5 s. */
export async function reportError(error: unknown, report: Report): Promise<void> {
  const e = error instanceof Error ? error : new Error(String(error));
  console.error(`[${report.fn}]`, e.message, report.tags ?? {});
  const dsnText = env('SENTRY_DSN');
  const dsn = dsnText ? makeDsn(dsnText) : undefined;
  if (!dsn) return;
  const event: Event = {
    event_id: uuid4(),
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: report.level ?? 'error',
    server_name: 'supabase-edge-functions',
    environment: env('SENTRY_ENVIRONMENT') ?? 'production',
    tags: { function: report.fn, ...report.tags },
    extra: report.extra,
    fingerprint: report.fingerprint,
    exception: { values: [{ type: e.name, value: e.message }] },
  };
  const envelope = serializeEnvelope(createEventEnvelope(event, dsn, { sdk: { name: 'partner-portal.edge-functions', version: '1.0.0' } }));
  try {
    const res = await fetch(getEnvelopeEndpointWithUrlEncodedAuth(dsn), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      // An envelope with only JSON items serializes to a string; one with binary attachments to bytes.
      body: typeof envelope === 'string' ? envelope : new Blob([envelope as Uint8Array<ArrayBuffer>]),
      signal: AbortSignal.timeout(5_000),
    });
    await res.body?.cancel();
    if (!res.ok) console.error(`[${report.fn}] monitoring refused the report: HTTP ${res.status}`);
  } catch (sendError) {
    console.error(`[${report.fn}] monitoring unreachable:`, sendError instanceof Error ? sendError.message : sendError);
  }
}
