import { SENTRY_DSN } from './config';

// Sentry is loaded only when VITE_SENTRY_DSN is set: without it nothing is imported and no request is made.

type SentryApi = typeof import('./sentry-setup');

let api: SentryApi | undefined;
let loading: Promise<SentryApi | undefined> | undefined;
let pendingUser: MonitoringUser | null | undefined;

export interface MonitoringUser {
  id: string;
  email?: string;
  username?: string;
}

export function monitoringEnabled(): boolean {
  return Boolean(SENTRY_DSN);
}

/** Starts Sentry (tracing at once; replay and the feedback widget as separate lazy chunks). */
export function initMonitoring(): Promise<SentryApi | undefined> {
  if (!SENTRY_DSN) return Promise.resolve(undefined);
  loading ??= import('./sentry-setup').then(async (m) => {
    m.setupSentry(SENTRY_DSN as string, window.location.origin);
    api = m;
    if (pendingUser !== undefined) m.setSentryUser(pendingUser);
    await m.loadLazyIntegrations();
    return m;
  });
  return loading;
}

/** Sets (or clears) the user every later event is attributed to (spec §4: on sign-in). */
export function setMonitoringUser(user: MonitoringUser | null): void {
  pendingUser = user;
  api?.setSentryUser(user);
}

/** Reports an error when monitoring is on; a no-op otherwise. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (!SENTRY_DSN) return;
  void initMonitoring().then((m) => m?.captureError(error, context));
}
