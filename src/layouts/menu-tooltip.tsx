// antd's Tooltip for the collapsed sider menu (src/layouts/side-menu.tsx), a module of its own so that
// the menu imports it lazily: antd's Tooltip is also imported by pages, in their chunks.
export { default } from 'antd/es/tooltip';
