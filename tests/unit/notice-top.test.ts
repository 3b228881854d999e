/**
 * Where a notice goes (src/components/notice-top.ts): top-right, pushed below a row of page actions it
 * would cover, and only then. jsdom lays nothing out, so each row says where a browser put it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeTop, PAGE_ACTIONS } from '../../src/components/notice-top';

function rows(...boxes: { left: number; right: number; top: number; bottom: number }[]) {
  document.body.innerHTML = '';
  for (const b of boxes) {
    const el = document.createElement('div');
    el.setAttribute(PAGE_ACTIONS, '');
    el.getBoundingClientRect = () => ({ ...b, x: b.left, y: b.top, width: b.right - b.left, height: b.bottom - b.top }) as DOMRect;
    document.body.append(el);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('noticeTop at 1440 px (notices 384 px wide, 24 px from the edge: x 1032–1416)', () => {
  it('stays below the app header with no actions, or with actions out of its way', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1440);
    rows();
    expect(noticeTop(72)).toBe(72);
    // At the left of the page (a list's filters), far below (a form's Save), scrolled under the header, hidden.
    rows({ left: 248, right: 700, top: 90, bottom: 122 }, { left: 1270, right: 1353, top: 650, bottom: 682 });
    expect(noticeTop(72)).toBe(72);
    rows({ left: 1140, right: 1402, top: -40, bottom: -8 }, { left: 1140, right: 1402, top: 0, bottom: 0 });
    expect(noticeTop(72)).toBe(72);
  });

  it("goes below a record header's actions, and below a second row that its new place would cover", () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1440);
    rows({ left: 1140, right: 1402, top: 101, bottom: 133 });
    expect(noticeTop(72)).toBe(141);
    rows({ left: 1140, right: 1402, top: 101, bottom: 133 }, { left: 1000, right: 1400, top: 200, bottom: 232 });
    expect(noticeTop(72)).toBe(240);
  });
});

describe('noticeTop on a 390 px phone (the notice spans the width)', () => {
  it('goes below actions anywhere across, that start within its height', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    rows({ left: 12, right: 200, top: 150, bottom: 182 });
    expect(noticeTop(72)).toBe(190);
    rows({ left: 12, right: 200, top: 260, bottom: 292 });
    expect(noticeTop(72)).toBe(72);
  });
});
