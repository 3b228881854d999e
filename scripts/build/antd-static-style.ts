// A Vite plugin for the production build: the styles antd would generate in the browser for the
// components the portal draws, rendered once at build time (scripts/build/antd-style-extract.tsx,
// antd's documented server-side extraction) and linked from index.html as one CSS file. antd's style
// engine reads the map at the end of that file and skips generating and inserting what it holds: a
// page no longer serialises ~35 components' styles and inserts a <style> for each while it first
// renders (what dominated its main thread after React itself). Anything not in the file — dialogs,
// popups, the dark theme — is generated as before. Production only, by antd's design: the dev build's
// class hash (`css-dev-only-do-not-override-…`) differs from the production one the file is made for.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';
import { beforeStylesheets } from './html.ts';

const EXTRACT = path.join(import.meta.dirname, 'antd-style-extract.tsx');

/** The portal's theme as antd's ConfigProvider takes it, without the algorithm (the light one is used). */
export interface AntdTheme {
  token: Record<string, unknown>;
  components?: Record<string, Record<string, unknown>>;
}

/** The CSS antd generates for the portal's components under `theme` (production class names). */
export function renderAntdStyles(theme: AntdTheme): string {
  return execFileSync(process.execPath, ['--import', 'tsx', EXTRACT, JSON.stringify(theme)], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

export function antdStaticStyle(theme: AntdTheme): Plugin {
  let fileName = '';
  let base = '/';
  return {
    name: 'portal:antd-static-style',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      const css = renderAntdStyles(theme);
      if (!css.includes('data-ant-cssinjs-cache-path')) throw new Error('antd-static-style: the extracted styles carry no antd style map');
      fileName = `assets/antd-static-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // Before the app's own CSS (Vite links it): the portal's rules still override antd's.
        return beforeStylesheets(html, `<link rel="stylesheet" href="${base}${fileName}">`);
      },
    },
  };
}
