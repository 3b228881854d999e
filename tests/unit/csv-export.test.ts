import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvRow, toCsv } from '../../src/lib/csv-export';

// Issue 16, defect 12: exports carried view names and a comma in the file name, `true` here and `yes`
// there, and UTC ISO timestamps.
describe('CSV export', () => {
  it('names the file after the list and the day in the display time zone', () => {
    // 03:30 UTC on the 24th is still the 23rd in Vancouver.
    const now = new Date('2026-11-24T03:30:00Z');
    expect(csvFileName('accounts', now)).toBe('accounts-2026-11-23');
    expect(csvFileName('Contract Submissions', now)).toBe('contract-submissions-2026-11-23');
    expect(csvFileName('pricing_requests_list', now, 'Asia/Tokyo')).toBe('pricing-requests-list-2026-11-24');
    expect(csvFileName('Société Générale, Inc.', now)).toBe('societe-generale-inc-2026-11-23');
  });

  it('writes booleans as Yes / No, timestamps in local time, calendar dates unchanged, nothing as empty', () => {
    expect(csvCell(true)).toBe('Yes');
    expect(csvCell(false)).toBe('No');
    expect(csvCell('2026-11-23T16:23:15.123+00:00')).toBe('2026-11-23 8:23 AM');
    expect(csvCell('2026-11-23T16:23:15Z', 'America/Toronto')).toBe('2026-11-23 11:23 AM');
    expect(csvCell('2023-12-16')).toBe('2023-12-16');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(0.1234)).toBe('0.1234');
    expect(csvCell('Acme, "the" bakery')).toBe('Acme, "the" bakery');
  });

  it("keeps the list's column titles and order, and quotes every field", () => {
    const columns = [
      { title: 'Account', value: (r: { name: string; active: boolean }) => r.name },
      { title: 'Active', value: (r: { name: string; active: boolean }) => r.active },
    ];
    const rows = [
      { name: 'Acme, "the" bakery', active: true },
      { name: 'Zed', active: false },
    ].map((r) => csvRow(columns, r));
    expect(toCsv(['Account', 'Active'], rows)).toBe('"Account","Active"\r\n"Acme, ""the"" bakery","Yes"\r\n"Zed","No"');
  });
});
