// `error-stack-parser` as @refinedev/devtools-internal imports it (aliased in vite.config.ts, production
// build only): refine's devtools read call stacks with it only when NODE_ENV is "development", yet its
// import kept it and stackframe (~1.5 KB gzip) in the portal shell, which every signed-in page loads.
const ErrorStackParser = { parse: (): never[] => [] };
export default ErrorStackParser;
