// Imported for its effect by unit tests that render antd's grid or pagination: antd's
// Grid.useBreakpoint asks matchMedia, which jsdom lacks. This one answers as a desktop does (every
// min-width query matches, no max-width one).
window.matchMedia ??= ((query: string) => ({
  matches: !/max-width/.test(query),
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
