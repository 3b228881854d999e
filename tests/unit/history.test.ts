import { afterEach, describe, expect, it } from 'vitest';
import {
  actorFilter,
  actorValue,
  dayRangeFilters,
  dayRangeValue,
  historyTotal,
  historyTotalLabel,
  SERVICE_ACTOR,
} from '../../resources/history/list-query';
import { referencedIds } from '../../src/components/history/use-reference-names';
import {
  actorLabel,
  changesText,
  entityLabel,
  fieldLabel,
  formatHistoryValue,
  historyChanges,
  recordedName,
  recordPath,
  type HistoryRow,
} from '../../src/lib/history';
import { setDisplayTimeZone } from '../../src/lib/dates';

const REP = 'a0000000-0000-4000-8000-000000000006';
const PARTNER = 'c0000000-0000-4000-8000-000000000001';

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  id: 1,
  changed_at: '2026-11-26T18:00:00Z',
  table_name: 'accounts',
  record_id: 'f0000000-0000-4000-8000-000000000003',
  operation: 'update',
  actor: REP,
  actor_name: 'Sam Delgado',
  old_values: null,
  new_values: null,
  ...over,
});

describe('history labels and values', () => {
  it('labels fields as people read them', () => {
    expect(fieldLabel('sales_rep')).toBe('Sales rep');
    expect(fieldLabel('partner_id')).toBe('Sales partner');
    expect(fieldLabel('contact_first_name')).toBe('Contact first name');
    expect(fieldLabel('retailer_id')).toBe('Retailer');
    expect(fieldLabel('some_new_column_id')).toBe('Some new column');
    expect(entityLabel('matrix_submissions')).toBe('Contract submission');
    expect(entityLabel('organizations')).toBe('Company');
  });

  it('formats values: codes, yes/no, roles, partner statuses, calendar dates, times, numbers, nothing', () => {
    expect(formatHistoryValue('matrix_submissions', 'status', 'submitted')).toBe('Submitted');
    expect(formatHistoryValue('pricing_requests', 'commodity', 'gas')).toBe('Natural Gas');
    expect(formatHistoryValue('accounts', 'active', false)).toBe('No');
    expect(formatHistoryValue('profiles', 'role', 7)).toBe('Sales Rep');
    expect(formatHistoryValue('partners', 'status', 11, { 11: 'Active' })).toBe('Active');
    expect(formatHistoryValue('contracts', 'end_date', '2027-01-31')).toBe('2027-01-31');
    expect(formatHistoryValue('accounts', 'signature_signed_at', '2026-11-26T18:00:00+00:00')).toBe('2026-11-26 10:00 AM');
    expect(formatHistoryValue('pricing_requests', 'total_volume', 120000)).toBe('120,000');
    expect(formatHistoryValue('contracts', 'rate', 0.095)).toBe('0.095');
    expect(formatHistoryValue('accounts', 'notes', null)).toBe('—');
    expect(formatHistoryValue('accounts', 'notes', '')).toBe('—');
  });

  it('who: the recorded name, or the service', () => {
    expect(actorLabel(row({}))).toBe('Sam Delgado');
    expect(actorLabel(row({ actor: null, actor_name: null }))).toBe('Service');
    expect(actorLabel(row({ actor_name: null }))).toBe('Unknown user');
  });

  it('an update lists each changed field old → new; a creation its values, name first', () => {
    const edit = row({ old_values: { notes: null, status: 'draft' }, new_values: { notes: 'hi', status: 'submitted' } });
    expect(historyChanges(edit)).toEqual([
      { field: 'status', label: 'Status', from: 'draft', to: 'submitted' },
      { field: 'notes', label: 'Notes', from: null, to: 'hi' },
    ]);
    expect(changesText({ ...edit, table_name: 'matrix_submissions' })).toBe('Status: Draft → Submitted; Notes: — → hi');
    const created = row({ operation: 'insert', new_values: { utility: 'BC Hydro', account_name: 'Acme', active: true } });
    expect(historyChanges(created).map((c) => [c.label, c.from, c.to])).toEqual([
      ['Account name', undefined, 'Acme'],
      ['Active', undefined, true],
      ['Utility', undefined, 'BC Hydro'],
    ]);
    expect(changesText(created)).toBe('Account name: Acme; Active: Yes; Utility: BC Hydro');
    const deleted = row({ operation: 'delete', old_values: { title: 'Visit' } });
    expect(historyChanges(deleted)).toEqual([{ field: 'title', label: 'Title', from: 'Visit', to: undefined }]);
  });

  it('names a record from its recorded values, and links to its page (children to their parent)', () => {
    expect(recordedName(row({ operation: 'delete', old_values: { account_name: 'Acme' } }))).toBe('Acme');
    expect(recordedName(row({ table_name: 'profiles', new_values: { first_name: 'Sam', last_name: 'Delgado' } }))).toBe('Sam Delgado');
    expect(recordedName(row({ new_values: { notes: 'x' } }))).toBeUndefined();
    expect(recordPath(row({}))).toBe('/accounts/f0000000-0000-4000-8000-000000000003');
    expect(recordPath(row({ table_name: 'partners', record_id: PARTNER }))).toBe(`/sales-partners/${PARTNER}`);
    expect(recordPath(row({ table_name: 'proposals', parent_id: 'p1' }))).toBe('/pricing-requests/p1');
    expect(recordPath(row({ table_name: 'tasks', account_id: 'a1' }))).toBe('/accounts/a1');
    expect(recordPath(row({ table_name: 'assigned_permissions' }))).toBeUndefined();
  });

  it('collects the ids a page names, per table, to resolve them through RLS', () => {
    const rows = [
      row({ old_values: { sales_rep: REP, notes: 'x' }, new_values: { sales_rep: null, partner_id: PARTNER } }),
      row({ table_name: 'partners', record_id: PARTNER, new_values: { regional_manager: REP, name: 'Brightline' } }),
    ];
    expect(referencedIds(rows, false)).toEqual({ profiles: [REP], partners: [PARTNER] });
    expect(referencedIds(rows, true)).toEqual({ profiles: [REP], partners: [PARTNER], accounts: ['f0000000-0000-4000-8000-000000000003'] });
  });
});

describe('the History page filters', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('a user, or the service (no actor)', () => {
    expect(actorFilter(REP)).toEqual({ field: 'actor', operator: 'eq', value: REP });
    expect(actorFilter(SERVICE_ACTOR)).toEqual({ field: 'actor', operator: 'null', value: true });
    expect(actorFilter(undefined).value).toBeUndefined();
    expect(actorValue([actorFilter(SERVICE_ACTOR)])).toBe(SERVICE_ACTOR);
    expect(actorValue([actorFilter(REP)])).toBe(REP);
    expect(actorValue([])).toBeUndefined();
  });

  it('a range of days in the display zone: from its first instant to the next day’s first, and back', () => {
    const filters = dayRangeFilters('2026-11-01', '2026-11-26');
    expect(filters).toEqual([
      { field: 'changed_at', operator: 'gte', value: '2026-11-01T07:00:00.000Z' },
      { field: 'changed_at', operator: 'lt', value: '2026-11-27T08:00:00.000Z' },
    ]);
    expect(dayRangeValue(filters)).toEqual(['2026-11-01', '2026-11-26']);
    expect(dayRangeValue(dayRangeFilters(undefined, '2026-03-08'))).toEqual([undefined, '2026-03-08']);
    expect(dayRangeFilters(undefined, undefined).every((f) => f.value === undefined)).toBe(true);
  });

  it('a day is the user’s day: in Tokyo, from Tokyo’s midnight to the next', () => {
    setDisplayTimeZone('Asia/Tokyo');
    const filters = dayRangeFilters('2026-11-20', '2026-11-20');
    expect(filters).toEqual([
      { field: 'changed_at', operator: 'gte', value: '2026-11-19T15:00:00.000Z' },
      { field: 'changed_at', operator: 'lt', value: '2026-11-20T15:00:00.000Z' },
    ]);
    expect(dayRangeValue(filters)).toEqual(['2026-11-20', '2026-11-20']);
  });

  it('the pager: the planner’s estimate while pages come back full, exact at a short page', () => {
    // A short first page: all there is, whatever the estimate.
    expect(historyTotal(3, 1, 25, 7)).toEqual({ total: 7, exact: true });
    expect(historyTotalLabel(historyTotal(3, 1, 25, 7), 25)).toBe('7 changes');
    expect(historyTotalLabel(historyTotal(0, 1, 25, 1), 25)).toBe('1 change');
    expect(historyTotal(0, 1, 25, 0)).toEqual({ total: 0, exact: true });
    // Full pages: the estimate, but never less than one row past what was read.
    expect(historyTotal(118_432, 1, 25, 25)).toEqual({ total: 118_432, exact: false });
    expect(historyTotalLabel(historyTotal(118_432, 1, 25, 25), 25)).toBe('about 118,000 changes');
    expect(historyTotal(10, 3, 25, 25)).toEqual({ total: 76, exact: false });
    expect(historyTotalLabel(historyTotal(10, 3, 25, 25), 75)).toBe('more than 75 changes');
    expect(historyTotal(10, 4, 25, 12)).toEqual({ total: 87, exact: true });
  });
});
