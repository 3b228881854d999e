// `resize-observer-polyfill` as rc-resize-observer imports it (aliased in vite.config.ts): every
// browser the portal supports has ResizeObserver, so the polyfill (~2.4 KB gzip in the portal shell,
// loaded by every signed-in page) is the browser's own class.
const NativeResizeObserver: typeof ResizeObserver = globalThis.ResizeObserver;
export default NativeResizeObserver;
