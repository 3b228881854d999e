/**
 * The one way functions read configuration: `Deno.env` on Supabase (and under local-supabase's
 * shim), `process.env` anywhere else (scripts, unit tests).
 */
type EnvSource = { env: { get(name: string): string | undefined } };

export function env(name: string): string | undefined {
  const deno = (globalThis as { Deno?: EnvSource }).Deno;
  if (deno?.env) return deno.env.get(name);
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name];
}

/** A required setting; a missing one is a deployment mistake, reported as such. */
export function requireEnv(name: string): string {
  const value = env(name);
  if (!value) throw new Error(`Missing environment variable ${name} (set it with \`supabase secrets set\` or in supabase/functions/.env)`);
  return value;
}
