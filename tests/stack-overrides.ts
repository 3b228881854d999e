/**
 * What the backend-test and e2e stacks change from supabase/config.toml (LocalSupabaseConfig
 * `configOverrides`). A developer's `npm start` keeps the project's settings; tests that prove those
 * settings start a server of their own without these overrides (tests/security/auth-*.test.ts,
 * tests/backend/auth-limits.test.ts).
 */

/**
 * Both stacks: their suites sign in, refresh and sign up hundreds of times a minute from 127.0.0.1,
 * far past hosted's per-IP [auth.rate_limit]; and they mail an address again within seconds (an
 * e-mail change and its Resend in one journey), where the project waits max_frequency (60 s).
 */
const SHARED = {
  rate_limit: { email_sent: 100_000, token_refresh: 100_000, sign_in_sign_ups: 100_000, token_verifications: 100_000 },
  email: { max_frequency: '1s' },
};

/** The e2e stack: the portal as deployed, only faster to mail again. */
export const E2E_STACK_CONFIG = { auth: SHARED };

/**
 * The backend stack also opens sign-up: its Auth suites (tests/backend/auth-*.test.ts) test
 * local-supabase's GoTrue emulation of `/signup` and `/otp` as such, and the security suite attacks
 * with users who signed themselves up (as on a project that allows it).
 */
export const TEST_STACK_CONFIG = { auth: { ...SHARED, enable_signup: true } };
