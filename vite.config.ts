import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { shellGroups } from './scripts/build/chunk-groups.ts';
import { lazyParts, type LazyPart } from './scripts/build/lazy-parts.ts';
import { modularImports } from './scripts/build/modular-imports.ts';
import { shellPreload } from './scripts/build/shell-preload.ts';

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

/**
 * Packages whose import has no effect of its own, so the bundler may drop them where nothing of theirs
 * is used. They are CommonJS, which it must otherwise keep whole: @refinedev/antd's one-file bundle
 * imports react-markdown and remark-gfm for its MarkdownField (we render markdown with
 * src/components/markdown-view.tsx), @refinedev/core imports papaparse for CSV import and export —
 * without this every page that imports either library carried them (~45 KB gzip).
 */
export const SIDE_EFFECT_FREE = /\/node_modules\/(react-markdown|remark-gfm|papaparse)\//;

const src = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
const root = src('');
const shim = (file: string) => src(`src/shims/${file}`);

/** What every signed-in page loads (the shell and its layout), and the public pages (scripts/build/chunk-groups.ts). */
const SHELL = {
  shell: [src('src/portal-shell.tsx'), src('src/layouts/main-layout.tsx')],
  publicPages: [src('src/pages/login-page.tsx'), src('src/pages/register-page.tsx')],
};

/**
 * Parts of libraries that pages load only when they use them (scripts/build/lazy-parts.ts): each
 * rule redirects one import inside a library, measured with `npm run bench:bundle` (docs/benchmarks.md).
 */
export const LAZY_PARTS: LazyPart[] = [
  // Card: its tabList's Tabs and its loading Skeleton; Modal: its loading Skeleton.
  { importer: /\/antd\/es\/card\/Card\.js$/, source: '../tabs', target: 'antd/es/tabs' },
  { importer: /\/antd\/es\/card\/Card\.js$/, source: '../skeleton', target: 'antd/es/skeleton' },
  { importer: /\/antd\/es\/modal\/Modal\.js$/, source: '../skeleton', target: 'antd/es/skeleton' },
  // Table: the column filter dropdown (and its Tree), the selection column's Checkbox and Radio.
  {
    importer: /\/antd\/es\/table\/hooks\/useFilter\/index\.js$/,
    source: './FilterDropdown',
    target: 'antd/es/table/hooks/useFilter/FilterDropdown',
    also: `export { flattenKeys } from ${JSON.stringify(shim('table-filter-keys.ts'))};`,
  },
  { importer: /\/antd\/es\/table\/hooks\/useFilter\/FilterDropdown\.js$/, source: '../../../tree', target: 'antd/es/tree' },
  { importer: /\/antd\/es\/table\/hooks\/useSelection\.js$/, source: '../../checkbox', target: 'antd/es/checkbox' },
  { importer: /\/antd\/es\/table\/hooks\/useSelection\.js$/, source: '../../radio', target: 'antd/es/radio' },
  // ... its two list helpers without rc-tree's node component (src/shims/tree-keys.ts); the virtual table.
  { importer: /\/antd\/es\/table\/hooks\/useSelection\.js$/, source: 'rc-tree/es/util', replacement: shim('tree-keys.ts') },
  // ... and its tree helpers, for `checkStrictly: false` only, which no table sets (src/shims/tree-conduct.ts).
  { importer: /\/antd\/es\/table\/hooks\/useSelection\.js$/, source: 'rc-tree/es/utils/conductUtil', replacement: shim('tree-conduct.ts') },
  { importer: /\/antd\/es\/table\/hooks\/useSelection\.js$/, source: 'rc-tree/es/utils/treeUtil', replacement: shim('tree-conduct.ts') },
  { importer: /\/antd\/es\/table\/InternalTable\.js$/, source: './RcTable/VirtualTable', target: 'antd/es/table/RcTable/VirtualTable' },
  // Form: a label's tooltip (the `tooltip` prop; the login form has none, and Tooltip brings the popup engine).
  { importer: /\/antd\/es\/form\/FormItemLabel\.js$/, source: '../tooltip', target: 'antd/es/tooltip' },
  // Typography: the in-place editor (a TextArea) and the copy button.
  { importer: /\/antd\/es\/typography\/Base\/index\.js$/, source: '../Editable', target: 'antd/es/typography/Editable' },
  { importer: /\/antd\/es\/typography\/Base\/index\.js$/, source: './CopyBtn', target: 'antd/es/typography/Base/CopyBtn' },
  // Input: Input.OTP and Input.TextArea (forms with a text area load it with the form)
  { importer: /\/antd\/es\/input\/index\.js$/, source: './OTP', target: 'antd/es/input/OTP' },
  { importer: /\/antd\/es\/input\/index\.js$/, source: './TextArea', target: 'antd/es/input/TextArea' },
  // ... and Input.Password with its eye icons (the login, register and password pages load it when they render).
  { importer: /\/antd\/es\/input\/index\.js$/, source: './Password', target: 'antd/es/input/Password' },
  // The lists' error notice (shown when a list cannot be loaded), and the live screens' notices (a
  // list's "3 new — Show", a record's "Changed by … just now": src/components/live-changes.tsx).
  {
    importer:
      /\/(resources\/[\w-]+\/list|src\/components\/live-changes|src\/components\/history\/record-history|resources\/organizations\/storage-usage)\.tsx$/,
    source: 'antd/es/alert',
    target: 'antd/es/alert',
  },
  // A record's History: the "Include related records" switch (accounts' History tab only).
  { importer: /\/src\/components\/history\/record-history\.tsx$/, source: 'antd/es/switch', target: 'antd/es/switch' },
  // Avatar.Group's Popover for the avatars past `max` (the header's user menu imports Avatar; no page groups avatars).
  { importer: /\/antd\/es\/avatar\/AvatarGroup\.js$/, source: '../popover', target: 'antd/es/popover' },
  // Dropdown for the selection column's custom `selections` menu (not used); the user menu loads it
  // with its first click (src/components/lazy-dropdown.tsx).
  { importer: /\/antd\/es\/table\/hooks\/useSelection\.js$/, source: '../../dropdown', target: 'antd/es/dropdown' },

  // The "No data" picture of an empty Table or List (Empty), loaded when one is empty (the Select's stays: see docs/frontend.md).
  {
    importer: /\/antd\/es\/(table\/InternalTable|list\/index)\.js$/,
    source: '../config-provider/defaultRenderEmpty',
    target: 'antd/es/config-provider/defaultRenderEmpty',
  }, // rc-table's index as antd's Table imports it, without the virtual table it also imports (src/shims/rc-table.ts).
  {
    importer: /\/antd\/es\/table\/(Table|InternalTable|hooks\/useSelection|RcTable\/index)\.js$/,
    source: 'rc-table',
    replacement: shim('rc-table.ts'),
  },
  // App: the confirmations' Modal, loaded with the first confirmation (src/shims/lazy-use-modal.tsx).
  { importer: /\/antd\/es\/app\/App\.js$/, source: '../modal/useModal', replacement: shim('lazy-use-modal.tsx') },
  // ... and its notification and message APIs, loaded with the first notice (src/shims/lazy-use-notice.tsx).
  { importer: /\/antd\/es\/app\/App\.js$/, source: '../notification/useNotification', replacement: shim('lazy-use-notification.ts') },
  { importer: /\/antd\/es\/app\/App\.js$/, source: '../message/useMessage', replacement: shim('lazy-use-message.ts') },
  // supabase-js builds its Storage client eagerly; it loads with the first Storage call (src/shims/lazy-storage.ts).
  { importer: /\/@supabase\/supabase-js\/dist\/index\.mjs$/, source: '@supabase/storage-js', replacement: shim('lazy-storage.ts') },
  // Every input imports antd's form context, which takes FormProvider from rc-field-form's index: that
  // index (with side effects) brought the whole form engine and its validator to pages without a form.
  { importer: /\/antd\/es\/form\/context\.js$/, source: 'rc-field-form', replacement: 'rc-field-form/es/FormContext' },
  // The form engine's validator, loaded with a form's first validation (src/shims/lazy-async-validator.ts).
  {
    importer: /\/rc-field-form\/es\/utils\/validateUtil\.js$/,
    source: '@rc-component/async-validator',
    replacement: shim('lazy-async-validator.ts'),
  },
];

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
    plugins: [react(), modularImports(root), lazyParts(LAZY_PARTS), shellPreload()],
    envPrefix: 'VITE_',
    resolve: {
      alias: [
        // refine's list URLs: qs's parse and stringify as refine calls them (src/shims/qs.ts).
        { find: /^qs$/, replacement: shim('qs.ts') },
        // Only its PageHeader, for @refinedev/antd (src/components/crud/pro-page-header.tsx).
        { find: /^@ant-design\/pro-layout$/, replacement: src('src/components/crud/pro-page-header.tsx') },
        // The browser's ResizeObserver, not the polyfill rc-resize-observer imports (src/shims/resize-observer.ts).
        { find: /^resize-observer-polyfill$/, replacement: shim('resize-observer.ts') },
        // refine's devtools parse call stacks in development only (src/shims/error-stack-parser.ts).
        ...(command === 'build' ? [{ find: /^error-stack-parser$/, replacement: shim('error-stack-parser.ts') }] : []),
      ],
      // @refinedev/antd brings its own copy of the icons (v5); ours serves it as well.
      dedupe: ['@ant-design/icons'],
    },
    server: { host: 'localhost', port: 5173 },
    preview: { host: 'localhost', port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: sourcemapSetting(process.env.SOURCEMAP),
      chunkSizeWarningLimit: 1500,
      rollupOptions: {
        treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
        // Everything the entry imports statically is loaded by every page anyway: one chunk, not dozens of
        // small ones shared with the lazily loaded pages (each file compresses on its own).
        output: {
          codeSplitting: {
            groups: [{ name: 'initial', tags: ['$initial'], priority: 3 }, ...shellGroups(SHELL, 1)],
          },
        },
      },
    },
  };
});
