/**
 * The build's pre-rendered antd styles (scripts/build/antd-static-style.ts) serve the page only if they are
 * the ones the page would generate: the same theme tokens, hence the same class hash. The portal's light
 * theme is rendered here (dev class names: `css-dev-only-do-not-override-<hash>`) and its hash looked for
 * in the file the build makes (production class names: `css-<hash>`).
 */
import { render } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderAntdStyles } from '../../scripts/build/antd-static-style.ts';
import { ColorModeProvider } from '../../src/components/color-mode';
import { MENU_Z_INDEX, THEME } from '../../src/theme';

/** The class hashes the CSS scopes its rules to (`:where(.css-<hash>)`), each once. */
const hashesOf = (css: string) => [...new Set([...css.matchAll(/:where\(\.(css-[\w-]+)\)/g)].map((m) => m[1]!.replace(/^css-/, '')))];

describe("the build's antd styles", () => {
  it("are the light theme's, under production class names, with antd's map of what they hold", { timeout: 60_000 }, () => {
    const { container } = render(
      <ColorModeProvider>
        <Button>Save</Button>
      </ColorModeProvider>,
    );
    const hash = /css-dev-only-do-not-override-(\w+)/.exec(container.querySelector('.ant-btn')!.className)?.[1];
    expect(hash).toBeTruthy();
    const css = renderAntdStyles(THEME);
    // (Matched as booleans: a failure printing the ~570 KB text would bury the reason.)
    expect(hashesOf(css)).toEqual([hash]);
    expect(css.includes(`:where(.css-${hash}).ant-btn{`)).toBe(true);
    expect(css.includes(`:where(.css-${hash}).ant-table-wrapper`)).toBe(true);
    // antd's style engine skips a component whose path is in this map (and generates the others).
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}/.exec(css)?.[1] ?? '';
    expect(map.split(';').map((entry) => entry.split('|')[1])).toEqual(
      expect.arrayContaining(['Button-Button', 'Table-Table', 'Form-Form', 'Dropdown-Dropdown']),
    );
    // The component tokens too: the engine skips what the map holds, so a menu drawn from this file
    // without them would sit under the notices again (src/theme.ts, MENU_Z_INDEX).
    expect(new RegExp(`\\.ant-dropdown\\{[^}]*z-index:${MENU_Z_INDEX};`).test(css)).toBe(true);
  });

  it('follow a change of the tokens (a new hash, new colours)', { timeout: 60_000 }, () => {
    const light = hashesOf(renderAntdStyles(THEME));
    const css = renderAntdStyles({ ...THEME, token: { ...THEME.token, colorPrimary: '#00b96b' } });
    expect(hashesOf(css)).toHaveLength(1);
    expect(hashesOf(css)).not.toEqual(light);
    expect(css.includes('.ant-btn-variant-solid{color:#fff;background:#00b96b;}')).toBe(true);
  });
});
