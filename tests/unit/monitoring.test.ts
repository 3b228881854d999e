import { describe, expect, it } from 'vitest';
import { initMonitoring, monitoringEnabled, reportError, setMonitoringUser } from '../../providers/monitoring';
import { FEEDBACK_TEXTS } from '../../providers/sentry-feedback';
import { REPLAY_OPTIONS } from '../../providers/sentry-replay';
import { SENTRY_OPTIONS, tracePropagationTargets } from '../../providers/sentry-setup';

describe('monitoring without VITE_SENTRY_DSN', () => {
  it('stays off: nothing loads and calls are harmless', async () => {
    expect(monitoringEnabled()).toBe(false);
    await expect(initMonitoring()).resolves.toBeUndefined();
    expect(() => setMonitoringUser({ id: 'u1', email: 'a@b.test' })).not.toThrow();
    expect(() => reportError(new Error('x'))).not.toThrow();
  });
});

describe('Sentry settings (spec §9)', () => {
  it('sample everything, replay 80 % of sessions and every error session', () => {
    expect(SENTRY_OPTIONS).toMatchObject({ tracesSampleRate: 1, replaysSessionSampleRate: 0.8, replaysOnErrorSampleRate: 1 });
  });
  it('keep replay text readable, with the idle, expiry, duration and profile limits', () => {
    expect(REPLAY_OPTIONS).toMatchObject({
      maskAllText: false,
      idlePauseMs: 5 * 60_000,
      idleExpireMs: 15 * 60_000,
      maxReplayDuration: 60 * 60_000,
      profileLimitMs: 30_000,
    });
  });
  it('propagate traces to the local host and the portal origin only', () => {
    const targets = tracePropagationTargets('https://portal.example.com');
    expect(targets).toContain('localhost');
    expect(targets).toContain('https://portal.example.com');
    expect(targets.some((t) => t instanceof RegExp && t.test('http://127.0.0.1:54321/rest/v1/x'))).toBe(true);
  });
  it("use the spec's feedback messages", () => {
    expect(FEEDBACK_TEXTS.errorGenericText).toBe('There was a problem submitting feedback, please wait and try again.');
    expect(FEEDBACK_TEXTS.errorNoClientText).toBe('Unable to send Feedback...');
    expect(FEEDBACK_TEXTS.errorEmptyMessageText).toMatch(/^Please enter in the following required fields: /);
  });
});
