import type { ReactNode } from 'react';

/** What a row says as a card on a phone (< 576 px): its name, one or two facts, its status — at most four lines. */
export interface ListCard<Row> {
  /** The one or two facts that matter, a short line each (more are left out). */
  lines: (row: Row) => ReactNode[];
  /** Its status (a tag or two), on a line of its own. */
  status?: (row: Row) => ReactNode;
  /** The first line; by default the list's name column (a link to the record when the list has pages). */
  title?: (row: Row) => ReactNode;
  /** The title may take up to two lines (names that differ at their end, as files' do). */
  wrapTitle?: boolean;
  /** A picture at the card's start (a file's thumbnail). */
  media?: (row: Row) => ReactNode;
}

const said = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '' && node !== '—';

/**
 * A row as a card: the name on the first line with the row's "⋯" menu at its end, then the facts and
 * the status, each one line (cut with "…"). Full width: the card is the list's only column.
 */
export function ListCardView({
  title,
  lines,
  status,
  menu,
  media,
  wrapTitle,
}: {
  title: ReactNode;
  lines: ReactNode[];
  status?: ReactNode;
  menu?: ReactNode;
  media?: ReactNode;
  wrapTitle?: boolean;
}) {
  const card = (
    <div className={wrapTitle ? 'list-card list-card-wrap' : 'list-card'}>
      <div className="list-card-line list-card-head">
        <span className="list-card-title">{title}</span>
        {menu}
      </div>
      {lines
        .filter(said)
        .slice(0, 2)
        .map((line, i) => (
          <div key={i} className="list-card-line list-card-fact">
            {line}
          </div>
        ))}
      {said(status) && <div className="list-card-line list-card-status">{status}</div>}
    </div>
  );
  if (!media) return card;
  return (
    <div className="list-card-media">
      <div className="list-card-picture">{media}</div>
      {card}
    </div>
  );
}
