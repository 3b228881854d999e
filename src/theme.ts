// The portal's antd theme: the light and dark themes (src/components/color-mode.tsx) and the build's
// pre-rendered antd styles (scripts/build/antd-static-style.ts) read it here, so both compute the same
// token hash and the pre-rendered styles are the ones the page would have generated.

/** antd design tokens the portal sets; the rest are antd's defaults. */
const THEME_TOKEN = { colorPrimary: '#1677ff', borderRadius: 6 } as const;

/**
 * antd draws notices (z-index 2050) over everything, its menus (1050) included. Notices show top-right,
 * where the user menu opens: a menu the user had just opened sat under a notice already showing, and a
 * notice arriving while they picked an entry could take the click. Menus outside a dialog (the user
 * menu, a row's "⋯") are drawn above notices instead; inside a dialog antd stacks them on the dialog.
 */
export const MENU_Z_INDEX = 2060;

/** antd component tokens the portal sets. */
const THEME_COMPONENTS = { Dropdown: { zIndexPopup: MENU_Z_INDEX } } as const;

/** The theme's tokens and component tokens (the algorithm, light or dark, is added where it is used). */
export const THEME = { token: THEME_TOKEN, components: THEME_COMPONENTS } as const;
