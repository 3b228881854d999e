// Where a notice may appear without covering the page's own actions. Notices show top-right (spec §9),
// which is where a record's header puts its actions: "Contract Submission successfully saved" slid in
// over the Approve button that Submit had just revealed, and a click on Approve made as it arrived went
// to the notice (mouse down on the button, up on the notice: no click, and no dialog). The page marks
// its action rows with PAGE_ACTIONS; a notice starts below any of them it would cover.

/** The attribute that marks a row of page actions (the record header's, the page header's buttons). */
export const PAGE_ACTIONS = 'data-page-actions';

/** antd's notice: 384 px wide, 24 px from the window's edge, narrower on a small screen. */
const NOTICE_WIDTH = 384;
const EDGE = 24;
/** A notice's height with a line of description; a row of actions within it is pushed clear of. */
const NOTICE_BAND = 120;
const GAP = 8;

/**
 * The notices' distance from the top of the window: `min` (below the app header), or just below the page
 * actions that a notice there would cover — in view, under the notices' column, starting within a notice's
 * height of where it would go. Rows further down are left alone (the notice does not reach them).
 */
export function noticeTop(min: number, doc: Document = document): number {
  const view = doc.defaultView;
  if (!view) return min;
  const left = view.innerWidth - EDGE - Math.min(NOTICE_WIDTH, view.innerWidth - 2 * EDGE);
  const rows = [...doc.querySelectorAll(`[${PAGE_ACTIONS}]`)]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.height > 0 && r.right > left && r.left < view.innerWidth - EDGE)
    .sort((a, b) => a.top - b.top);
  let top = min;
  for (const r of rows) if (r.bottom > top && r.top < top + NOTICE_BAND) top = Math.ceil(r.bottom) + GAP;
  return top;
}
