// antd App's useMessage (vite.config.ts): src/shims/lazy-use-notice.tsx.
export { useMessage as default } from './lazy-use-notice';
