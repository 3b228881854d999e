import type { ProjectConfig } from '../project-config.ts';
import { AuthError } from './errors.ts';
import type { AuthRequest } from './request.ts';
import type { AuthSettings } from './settings.ts';

/**
 * GoTrue's limiters (AUTH: internal/api/apilimiter, internal/ratelimit), fed by `[auth.rate_limit]`:
 * - per client address, a token bucket refilled at `n` per 5 minutes with a burst of 30 (tollbooth);
 *   `/token` (password and refresh_token grants) uses token_refresh, `/signup`, `/recover`,
 *   `/resend`, `/otp`, `/magiclink` and `PUT /user` use sign_in_sign_ups (each its own bucket),
 *   `/verify` uses token_verifications;
 * - e-mails sent: `n` per hour for the whole project (an interval counter), applied only when
 *   sign-ups need confirming (GoTrue skips it under autoconfirm); `0` refuses every mail.
 * Hosted keys the buckets by the client IP its proxy forwards; locally that is the socket's address.
 */
export type LimiterName = 'token' | 'signup' | 'recover' | 'resend' | 'otp' | 'magiclink' | 'user' | 'verify';

const BURST = 30;
const WINDOW_S = 5 * 60;
const IDLE_TTL_MS = 60 * 60 * 1000;

type RateLimit = ProjectConfig['auth']['rateLimit'];

function perFiveMinutes(name: LimiterName, limits: RateLimit): number {
  if (name === 'token') return limits.tokenRefresh;
  if (name === 'verify') return limits.tokenVerifications;
  return limits.signInSignUps;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class AuthRateLimits {
  private buckets = new Map<string, Bucket>();
  private rates = new Map<LimiterName, number>();
  private email = { events: Number.NaN, since: 0, count: 0 };
  private swept = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes one request from `name`'s bucket for `client`; false when it is empty. */
  allow(name: LimiterName, limits: RateLimit, client: string): boolean {
    const rate = perFiveMinutes(name, limits);
    const now = this.now();
    if (this.rates.get(name) !== rate) {
      // A changed limit starts fresh buckets, as GoTrue replaces a limiter whose setting changed.
      for (const k of this.buckets.keys()) if (k.startsWith(`${name}|`)) this.buckets.delete(k);
      this.rates.set(name, rate);
    }
    this.sweep(now);
    const key = `${name}|${client}`;
    const b = this.buckets.get(key) ?? { tokens: BURST, at: now };
    b.tokens = Math.min(BURST, b.tokens + ((now - b.at) / 1000) * (rate / WINDOW_S));
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** One e-mail-sending request against the project's hourly quota (GoTrue's IntervalLimiter). */
  allowEmail(perHour: number): boolean {
    if (perHour <= 0) return false;
    const now = this.now();
    const e = this.email;
    if (e.events !== perHour) Object.assign(e, { events: perHour, since: now, count: 0 });
    const hours = Math.floor((now - e.since) / 3_600_000);
    if (hours > 0) Object.assign(e, { since: e.since + hours * 3_600_000, count: 0 });
    if (e.count >= perHour) return false;
    e.count += 1;
    return true;
  }

  private sweep(now: number): void {
    if (now - this.swept < 60_000) return;
    this.swept = now;
    for (const [k, b] of this.buckets) if (now - b.at > IDLE_TTL_MS) this.buckets.delete(k);
  }
}

export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
export const overEmailSendRateLimit = () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');

/** Takes one request from a per-client limiter of [auth.rate_limit]; 429 over_request_rate_limit when empty. */
export function enforceLimit(h: { r: AuthRequest; s: AuthSettings }, name: LimiterName): void {
  if (!h.s.limits.allow(name, h.s.auth.rateLimit, h.r.client)) throw overRequestRateLimit();
}
