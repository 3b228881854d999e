// What a list's CSV export holds (issue 16, defect 12): the columns the user sees, formatted as on screen
// — Yes / No, dates and times in the display time zone, calendar dates as they are — and a file name
// like `accounts-2026-11-23.csv`.
import { isCalendarDate } from './calendar-date';
import { displayTimeZone, formatDate, formatDateTime } from './dates';

/** One column of an export: its header (the list's column title) and its value for a row. */
export interface ExportColumn<Row> {
  title: string;
  value: (row: Row) => unknown;
}

/** An ISO timestamp as the API sends it ('2026-11-23T16:23:15.123+00:00'), not a calendar date. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** A cell as the list shows it: Yes / No, local date and time, a calendar date unchanged, '' for nothing. */
export function csvCell(value: unknown, tz: string = displayTimeZone()): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value instanceof Date) return formatDateTime(value, tz);
  if (typeof value === 'string') {
    if (isCalendarDate(value)) return value;
    if (TIMESTAMP.test(value)) return formatDateTime(value, tz);
    return value;
  }
  return String(value);
}

/** A row of the export: header → formatted cell, in the columns' order. */
export function csvRow<Row>(columns: ExportColumn<Row>[], row: Row, tz: string = displayTimeZone()): Record<string, string> {
  return Object.fromEntries(columns.map((c) => [c.title, csvCell(c.value(row), tz)]));
}

/**
 * The file's name without extension: a lower-case, hyphenated base and today's date in the display
 * time zone (`accounts-2026-11-23`); refine adds `.csv`.
 */
export function csvFileName(base: string, now: Date = new Date(), tz: string = displayTimeZone()): string {
  const slug =
    base
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export';
  return `${slug}-${formatDate(now, 'YYYY-MM-DD', tz)}`;
}

/** RFC 4180 text: every field quoted (quotes doubled), CRLF line ends, the header row first. */
export function toCsv(headers: string[], rows: Record<string, string>[]): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return [headers, ...rows.map((r) => headers.map((h) => r[h] ?? ''))].map((line) => line.map(quote).join(',')).join('\r\n');
}
