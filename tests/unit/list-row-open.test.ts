/**
 * When a click or a key on a list's row opens its record (src/components/list-row-open.ts): never
 * from the row's own controls, a portal's menu, or a mouse text selection; a new tab as a link would.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rowClickOpens, rowKeyOpens, type RowEvent } from '../../src/components/list-row-open';

afterEach(() => {
  document.body.innerHTML = '';
  window.getSelection()?.removeAllRanges();
});

function row() {
  document.body.innerHTML = `
    <table><tbody><tr id="row" tabindex="0">
      <td class="ant-table-selection-column"><label class="ant-checkbox-wrapper"><span id="box-span"></span><input id="box" type="checkbox"></label></td>
      <td><a id="name" href="/accounts/1">Harbour <b id="bold">Café</b></a></td>
      <td id="city">Vancouver</td>
      <td><button id="edit"><span id="edit-icon"></span></button><a id="plain-link">Preview</a></td>
      <td><div role="menuitem" id="menuitem">Delete</div><span class="ant-select"><span id="select-inner"></span></span></td>
    </tr></tbody></table>
    <div class="ant-dropdown"><div id="portal-item">Open</div></div>`;
  return document.getElementById('row')!;
}

const click = (target: string, extra: Partial<RowEvent> = {}): RowEvent => ({
  target: document.getElementById(target),
  currentTarget: document.getElementById('row'),
  button: 0,
  defaultPrevented: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...extra,
});

describe('rowClickOpens', () => {
  it('opens from a plain cell, here; with Ctrl, ⌘, Shift or the middle button, in a new tab', () => {
    row();
    expect(rowClickOpens(click('city'), window.getSelection())).toBe('here');
    expect(rowClickOpens(click('city', { ctrlKey: true }), null)).toBe('new-tab');
    expect(rowClickOpens(click('city', { metaKey: true }), null)).toBe('new-tab');
    expect(rowClickOpens(click('city', { shiftKey: true }), null)).toBe('new-tab');
    expect(rowClickOpens(click('city', { button: 1 }), null)).toBe('new-tab');
  });

  it('leaves the row’s own controls alone: links (with or without href), buttons, boxes, menus, selects', () => {
    row();
    for (const id of ['name', 'bold', 'edit', 'edit-icon', 'plain-link', 'box', 'box-span', 'menuitem', 'select-inner'])
      expect(rowClickOpens(click(id), null), id).toBe(false);
  });

  it('ignores a click from a portal (a menu opened from the row), the right button, and a handled click', () => {
    row();
    expect(rowClickOpens(click('portal-item'), null)).toBe(false);
    expect(rowClickOpens(click('city', { button: 2 }), null)).toBe(false);
    expect(rowClickOpens(click('city', { defaultPrevented: true }), null)).toBe(false);
  });

  it('does not open when the click ends a text selection inside the row', () => {
    row();
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('city')!);
    window.getSelection()!.addRange(range);
    expect(window.getSelection()!.toString()).toBe('Vancouver');
    expect(rowClickOpens(click('city'), window.getSelection())).toBe(false);
    // A selection elsewhere on the page does not hold the row back.
    window.getSelection()!.removeAllRanges();
    document.body.insertAdjacentHTML('beforeend', '<p id="elsewhere">Elsewhere</p>');
    range.selectNodeContents(document.getElementById('elsewhere')!);
    window.getSelection()!.addRange(range);
    expect(rowClickOpens(click('city'), window.getSelection())).toBe('here');
  });
});

describe('rowKeyOpens', () => {
  const key = (k: string, target: string, extra: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
    key: k,
    target: document.getElementById(target),
    currentTarget: document.getElementById('row'),
    ctrlKey: false,
    metaKey: false,
    ...extra,
  });

  it('opens on Enter on the row itself (Ctrl / ⌘ + Enter: a new tab), not from its controls or on other keys', () => {
    row();
    expect(rowKeyOpens(key('Enter', 'row'))).toBe('here');
    expect(rowKeyOpens(key('Enter', 'row', { ctrlKey: true }))).toBe('new-tab');
    expect(rowKeyOpens(key('Enter', 'row', { metaKey: true }))).toBe('new-tab');
    expect(rowKeyOpens(key(' ', 'row'))).toBe(false);
    expect(rowKeyOpens(key('Enter', 'edit'))).toBe(false);
  });
});
