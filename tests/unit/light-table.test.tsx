/** The light table and its pager (src/components/light-table.tsx, light-pager.tsx), as a user and a screen reader meet them. */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type Key } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { pagerItems } from '../../src/components/light-pager';
import { LightTable, type LightColumn, type LightTableProps } from '../../src/components/light-table';

afterEach(cleanup);

interface Person {
  id: number;
  name: string;
  email: string;
}
const people = (n: number): Person[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}`, email: `p${i + 1}@demo.test` }));
const columns: LightColumn<Person>[] = [
  { key: 'name', title: 'Name', render: (p) => p.name },
  { key: 'email', title: 'Email', render: (p) => <a href={`mailto:${p.email}`}>{p.email}</a>, align: 'end' },
  { key: 'n', title: 'Row', render: (_, i) => `#${i}`, ellipsis: true, width: 80 },
];

function table(props: Partial<LightTableProps<Person>> = {}) {
  return render(<LightTable<Person> rowKey={(p) => p.id} rows={people(3)} columns={columns} {...props} />);
}
const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** A table whose selection lives in state, as a page holds it; `changes` records every onChange. */
function Selectable({ rows, pageSize, changes }: { rows: Person[]; pageSize?: number; changes: Key[][] }) {
  const [selected, setSelected] = useState<Key[]>([]);
  return (
    <LightTable<Person>
      rowKey={(p) => p.id}
      rows={rows}
      columns={columns}
      pagination={pageSize ? { pageSize } : undefined}
      selection={{
        selected,
        onChange: (keys) => {
          changes.push(keys);
          setSelected(keys);
        },
        label: (p) => `Select ${p.name}`,
      }}
    />
  );
}

describe('LightTable', () => {
  it('is a table with column headers and a row per record, each cell rendered by its column', () => {
    table({ 'aria-label': 'People' });
    const grid = screen.getByRole('table', { name: 'People' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Email', 'Row']);
    for (const h of headers) expect(h).toHaveAttribute('scope', 'col');
    expect(bodyRows()).toHaveLength(3);
    expect(cellTexts(bodyRows()[1]!)).toEqual(['Person 2', 'p2@demo.test', '#1']);
    expect(within(bodyRows()[1]!).getByRole('link', { name: 'p2@demo.test' })).toHaveAttribute('href', 'mailto:p2@demo.test');
    // Alignment, width, and the ellipsis column's whole text as a title (a fixed layout, as antd's).
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveStyle({ textAlign: 'end' });
    expect(within(bodyRows()[0]!).getAllByRole('cell')[2]).toHaveAttribute('title', '#0');
    expect(grid).toHaveStyle({ tableLayout: 'fixed' });
    expect(grid.querySelectorAll('col')[2]).toHaveStyle({ width: '80px' });
  });

  it('says its empty text when there are no rows, in one cell across every column', () => {
    table({ rows: [], empty: 'No people yet' });
    const cell = screen.getByRole('cell', { name: 'No people yet' });
    expect(cell).toHaveAttribute('colspan', '3');
    expect(screen.queryByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('keeps its rows while loading, marked busy; an empty table does not claim to be empty while it loads', () => {
    const { rerender } = table({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(3);
    rerender(<LightTable<Person> rowKey={(p) => p.id} rows={[]} columns={columns} loading empty="No people yet" />);
    expect(screen.queryByText('No people yet')).toBeNull();
    rerender(<LightTable<Person> rowKey={(p) => p.id} rows={[]} columns={columns} empty="No people yet" />);
    expect(screen.getByText('No people yet')).toBeVisible();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('selects rows by their named checkboxes; the header checkbox selects all, shows "some" as indeterminate, and clears', async () => {
    const user = userEvent.setup();
    const changes: Key[][] = [];
    render(<Selectable rows={people(3)} changes={changes} />);
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(all).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    expect(changes.at(-1)).toEqual([2]);
    expect(screen.getByRole('checkbox', { name: 'Select Person 2' })).toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    expect(all).not.toBeChecked();

    await user.click(all);
    expect(changes.at(-1)).toEqual([1, 2, 3]);
    expect(all).toHaveProperty('indeterminate', false);
    expect(all).toBeChecked();
    for (const p of people(3)) expect(screen.getByRole('checkbox', { name: `Select ${p.name}` })).toBeChecked();

    await user.click(all);
    expect(changes.at(-1)).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select Person 1' })).not.toBeChecked();
  });

  it('with nothing to select, the header checkbox is disabled', () => {
    render(<Selectable rows={[]} changes={[]} />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  });

  it('pages its rows itself (client paging): select all takes the page shown and keeps the other pages’ choices', async () => {
    const user = userEvent.setup();
    const changes: Key[][] = [];
    render(<Selectable rows={people(25)} pageSize={10} changes={changes} />);
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 1' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(
      people(25)
        .slice(20)
        .map((p) => p.name),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(changes.at(-1)).toEqual([1, 21, 22, 23, 24, 25]);
  });

  it('asks for another page when its rows are one page of a server-side total', async () => {
    const user = userEvent.setup();
    const asked: number[] = [];
    function Server() {
      const [page, setPage] = useState(1);
      return (
        <LightTable<Person>
          rowKey={(p) => p.id}
          rows={people(95).slice((page - 1) * 10, page * 10)}
          columns={columns}
          pagination={{
            page,
            pageSize: 10,
            total: 95,
            onChange: (p) => {
              asked.push(p);
              setPage(p);
            },
            label: 'Pages of people',
          }}
        />
      );
    }
    render(<Server />);
    const nav = screen.getByRole('navigation', { name: 'Pages of people' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 10' }));
    expect(asked).toEqual([2, 10]);
    expect(screen.getByRole('cell', { name: 'Person 91' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows no pager when everything fits on one page', () => {
    table({ pagination: { pageSize: 10 } });
    expect(screen.queryByRole('navigation')).toBeNull();
    table({ rows: people(10), pagination: { page: 1, pageSize: 10, total: 10, onChange: () => undefined } });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('goes back to the last page when the rows shrink under the page shown (its last rows deleted)', async () => {
    const user = userEvent.setup();
    const { rerender } = table({ rows: people(25), pagination: { pageSize: 10 } });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(5);
    rerender(<LightTable<Person> rowKey={(p) => p.id} rows={people(20)} columns={columns} pagination={{ pageSize: 10 }} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(cellTexts(bodyRows()[0]!)[0]).toBe('Person 11');
  });

  it('works from the keyboard: Tab reaches the pages, Enter and Space turn them; the focus stays on the pager', async () => {
    const user = userEvent.setup();
    table({ rows: people(30), columns: columns.slice(0, 1), pagination: { pageSize: 10 } });
    await user.tab(); // Previous page is disabled: the first stop is page 1
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.tab();
    await user.tab(); // Next page
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    // Next page is now disabled: the focus moved to the current page rather than being lost.
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus();
  });
});

describe('pagerItems', () => {
  it('lists every page up to seven', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('beyond, the first, the last and two either side of the current page, the rest as gaps', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pagerItems(17, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pagerItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pagerItems(16, 20)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 19, 20]);
  });
});
