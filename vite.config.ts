import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { antdStaticStyle } from './scripts/build/antd-static-style.ts';
import { appGroups, vendorGroups } from './scripts/build/chunk-groups.ts';
import { shellPreload } from './scripts/build/shell-preload.ts';
import { THEME } from './src/theme.ts';

/** The settings a production bundle cannot do without: without them it would talk to local-supabase. */
export const REQUIRED_BUILD_ENV = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const;

/**
 * Refuses a production build that lacks the backend's URL or anon key (from the environment or a
 * `.env.production*` / `.env*` file). Dev, `npm start`, the e2e stack and the tests keep local-supabase's
 * defaults (providers/config.ts); they build with the values set or do not build at all.
 */
export function missingBuildEnv(env: Record<string, string | undefined>): string[] {
  return REQUIRED_BUILD_ENV.filter((name) => !env[name]?.trim());
}

export function buildEnvError(missing: string[]): Error {
  return new Error(
    `npm run build: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set, and a production bundle must not ` +
      `fall back to local-supabase (http://127.0.0.1:54321 and the CLI's demo anon key).\n` +
      `  Hosted:  VITE_SUPABASE_URL=https://<project-ref>.supabase.co VITE_SUPABASE_ANON_KEY=<anon or publishable key> npm run build\n` +
      `  Local:   VITE_SUPABASE_URL=http://127.0.0.1:54321 VITE_SUPABASE_ANON_KEY=<the anon key npm start prints> npm run build`,
  );
}

const src = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

/** What every signed-in page loads (the shell and its layout), and the public pages (scripts/build/chunk-groups.ts). */
const SHELL = {
  shell: [src('src/portal-shell.tsx'), src('src/layouts/main-layout.tsx')],
  publicPages: [src('src/pages/login-page.tsx'), src('src/pages/register-page.tsx')],
};

/**
 * Source maps: none in dist/ by default (they would publish the source). `SOURCEMAP=hidden` writes
 * .map files without the `sourceMappingURL` comment, for an upload to Sentry before dist/ is served.
 */
export function sourcemapSetting(value: string | undefined): false | 'hidden' {
  if (!value || value === 'false') return false;
  if (value === 'hidden') return 'hidden';
  throw new Error(`SOURCEMAP=${value}: only SOURCEMAP=hidden (maps for a Sentry upload, not referenced by the bundle) is supported`);
}

// Only VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY, VITE_PRODUCT_NAME and VITE_SENTRY_DSN reach the bundle.
export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'production') {
    const missing = missingBuildEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env });
    if (missing.length) throw buildEnvError(missing);
  }
  return {
    plugins: [react(), shellPreload(), antdStaticStyle(THEME)],
    envPrefix: 'VITE_',
    // No optimizeDeps list: every import is static or a literal import(), so the dev server's scan from
    // index.html finds each dependency before the first page (tests/e2e/dev-server.spec.ts holds it).
    server: { host: 'localhost', port: 5173 },
    preview: { host: 'localhost', port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: sourcemapSetting(process.env.SOURCEMAP),
      chunkSizeWarningLimit: 1500,
      rollupOptions: {
        output: {
          // Long-lived vendor files (react, supabase-js, refine, antd: their names change only when their
          // code does), then the app's own code: what every page loads at start, the portal shell's.
          codeSplitting: { groups: [...vendorGroups(10), ...appGroups(SHELL, 1)] },
        },
      },
    },
  };
});
