// When a click or a key on a list's row opens its record (issue 26, item 1): pure over the DOM,
// unit-tested (tests/unit/list-row-open.test.ts). The list table wires it to antd's `onRow`.

/** What a click on these does is theirs: a row never opens from a link (with or without href), a button, a box to tick, a field or a menu. */
const OWN_CLICK = [
  // Any anchor: one with a click handler and no href (antd's Typography.Link) acts on its own too.
  'a',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="combobox"]',
  '[role="option"]',
  '[contenteditable="true"]',
  '[contenteditable=""]',
  '.ant-table-selection-column',
  '.ant-table-row-expand-icon-cell',
  '.ant-checkbox-wrapper',
  '.ant-dropdown',
  '.ant-select',
].join(', ');

export interface RowEvent {
  target: EventTarget | null;
  currentTarget: EventTarget | null;
  /** 0 the main button, 1 the middle one. */
  button: number;
  defaultPrevented: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

export type RowOpen = false | 'here' | 'new-tab';

/**
 * What a click on a row does: nothing when it lands on something with a click of its own (inside the
 * row's cells or in a menu or dialog opened from the row, which React bubbles through), when it ends a
 * text selection inside the row (the user was selecting text, not opening), or for a button other than
 * the main or middle one; a new tab with Ctrl / ⌘ / Shift or the middle button (as a link does); else here.
 */
export function rowClickOpens(
  event: RowEvent,
  selection: Pick<Selection, 'isCollapsed' | 'toString' | 'anchorNode' | 'focusNode'> | null,
): RowOpen {
  if (event.defaultPrevented || event.button > 1) return false;
  const row = event.currentTarget;
  const target = event.target;
  if (!(row instanceof Element) || !(target instanceof Element)) return false;
  // A portal's click (a menu, a dialog) bubbles to the row through React, but is not in its DOM.
  if (!row.contains(target)) return false;
  const own = target.closest(OWN_CLICK);
  if (own && row.contains(own)) return false;
  // A selection that starts or ends in the row: the user was selecting its text.
  const selecting =
    selection &&
    !selection.isCollapsed &&
    selection.toString().trim() !== '' &&
    (row.contains(selection.anchorNode) || row.contains(selection.focusNode));
  if (selecting) return false;
  return event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey ? 'new-tab' : 'here';
}

/** What a key on a row does: Enter on the row itself opens it (Ctrl / ⌘ + Enter in a new tab); keys in its controls are theirs. */
export function rowKeyOpens(event: {
  key: string;
  target: EventTarget | null;
  currentTarget: EventTarget | null;
  ctrlKey: boolean;
  metaKey: boolean;
}): RowOpen {
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return false;
  return event.ctrlKey || event.metaKey ? 'new-tab' : 'here';
}
