// What `npm start` prints once both servers are ready (kept apart from start.ts so a test can read it).
import type { Db } from '../local-supabase/db/types.ts';

export interface DemoLogin {
  email: string;
  role: string;
  active: boolean;
}

/** The seed's demo logins as the database has them now (role name, active flag), in the seed's order. */
export async function demoLogins(db: Db): Promise<DemoLogin[]> {
  const { rows } = await db.query<DemoLogin>(
    `select u.email, r.name as role, p.active
       from auth.users u
       join public.profiles p on p.id = u.id
       join public.roles r on r.id = p.role
      where u.email like '%@demo.test'
      order by u.id`,
  );
  return rows;
}

export interface Banner {
  /** The portal's origin, the one the README, config.toml's site_url and the e-mails use. */
  portal: string;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  startedMs: number;
  logins: DemoLogin[];
}

export function startBanner(b: Banner): string {
  const width = Math.max(...b.logins.map((l) => l.email.length), 0) + 2;
  const logins = b.logins.length
    ? b.logins.map((l) => `  ${l.email.padEnd(width)}${l.role}${l.active ? '' : ' (inactive profile: refused at sign-in)'}`)
    : ['  (none: the database was not seeded)'];
  return `
local-supabase ready on ${b.apiUrl}  (started in ${b.startedMs} ms)
  portal:            ${b.portal}
  API URL:           ${b.apiUrl}
  anon key:          ${b.anonKey}
  service_role key:  ${b.serviceRoleKey}
                     ^ SECRET: bypasses row-level security. This one is local-only (signed with the
                       CLI's demo JWT secret); never put a service_role key in the browser or a VITE_ variable.
  mail catcher:      ${b.apiUrl}/mail
  weather stand-in:  ${b.apiUrl}/weather
  scheduled jobs:    ${b.apiUrl}/cron
  monitoring:        ${b.apiUrl}/monitoring

Demo logins (password: demo-password):
${logins.join('\n')}
`;
}
