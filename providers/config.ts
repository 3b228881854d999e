// The only build-time settings the bundle may carry (no secrets): backend URL, anon key, product name, Sentry DSN.

/** local-supabase's default address and the Supabase CLI's well-known local anon key. */
const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || LOCAL_URL;
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
export const SENTRY_DSN: string | undefined = import.meta.env.VITE_SENTRY_DSN || undefined;

/** Storage bucket holding every organization's files. */
export const BUCKET = 'organizations';
