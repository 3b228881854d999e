// antd App's useNotification (vite.config.ts): src/shims/lazy-use-notice.tsx.
export { useNotification as default } from './lazy-use-notice';
