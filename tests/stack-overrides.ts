/**
 * What the backend-test and e2e stacks change from supabase/config.toml (LocalSupabaseConfig
 * `configOverrides`). Their suites sign in, refresh and sign up hundreds of times a minute from
 * 127.0.0.1, far past hosted's per-IP [auth.rate_limit]; the limits themselves are proven by
 * tests/backend/auth-limits.test.ts on a server of its own. A developer's `npm start` keeps the
 * real limits.
 */
export const TEST_STACK_CONFIG = {
  auth: {
    rate_limit: { email_sent: 100_000, token_refresh: 100_000, sign_in_sign_ups: 100_000, token_verifications: 100_000 },
  },
};
