// The portal's antd theme tokens: the light and dark themes (src/components/color-mode.tsx) and the
// build's pre-rendered antd styles (scripts/build/antd-static-style.ts) read them here, so both compute
// the same token hash and the pre-rendered styles are the ones the page would have generated.

/** antd design tokens the portal sets; the rest are antd's defaults. */
export const THEME_TOKEN = { colorPrimary: '#1677ff', borderRadius: 6 } as const;
