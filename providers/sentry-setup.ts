import { addIntegration, browserTracingIntegration, captureException, init, setUser } from '@sentry/react';
import type { MonitoringUser } from './monitoring';

/** Monitoring constants of spec §9. */
export const SENTRY_OPTIONS = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.8,
  replaysOnErrorSampleRate: 1,
  profileSessionSampleRate: 1,
} as const;

/** Tracing headers go to the local host and the portal's own origin. */
export function tracePropagationTargets(origin: string): (string | RegExp)[] {
  return ['localhost', /^https?:\/\/127\.0\.0\.1/, origin];
}

export function setupSentry(dsn: string, origin: string): void {
  init({
    dsn,
    ...SENTRY_OPTIONS,
    tracePropagationTargets: tracePropagationTargets(origin),
    integrations: [browserTracingIntegration()],
  });
}

/** Replay, profiling (30 s limit) and the feedback widget come as their own chunks. */
export async function loadLazyIntegrations(): Promise<void> {
  const [replay, feedback] = await Promise.all([import('./sentry-replay'), import('./sentry-feedback')]);
  addIntegration(replay.createReplayIntegration());
  addIntegration(feedback.createFeedbackIntegration());
}

export function setSentryUser(user: MonitoringUser | null): void {
  setUser(user ? { id: user.id, email: user.email, username: user.username } : null);
}

export function captureError(error: unknown, context?: Record<string, unknown>): void {
  captureException(error, context ? { extra: context } : undefined);
}
