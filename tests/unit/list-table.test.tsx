/**
 * The list table (src/components/list-table.tsx) on a desktop: skeleton rows until the answer and the
 * empty text only after an empty one; the name a real link; a click or Enter on the row opens the
 * record, a click on its box or its action does not; columns leave by priority in a narrow box and
 * the actions stay in a column pinned right; the column chooser hides a column.
 */
import '@testing-library/jest-dom/vitest';
import { Refine, type DataProvider } from '@refinedev/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState, type Key } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import './jsdom-desktop';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Row {
  id: string;
  name: string;
  city: string;
  email: string;
}
const ROWS: Row[] = [
  { id: 'a1', name: 'Harbour Café', city: 'Vancouver', email: 'harbour@example.test' },
  { id: 'a2', name: 'Maple Bakery', city: 'Toronto', email: 'maple@example.test' },
];
const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', dataIndex: 'name', title: 'Account', width: 200, priority: 0, link: true },
  { key: 'email', dataIndex: 'email', title: 'E-mail', width: 200, priority: 2 },
  { key: 'city', dataIndex: 'city', title: 'City', width: 150, priority: 1 },
];

const noData: DataProvider = {
  getList: async () => ({ data: [], total: 0 }),
  getOne: async () => ({ data: {} as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
  getApiUrl: () => '',
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Harness({ rows, loading, onEdit, total }: { rows?: Row[]; loading?: boolean; onEdit?: (r: Row) => void; total?: number }) {
  const [selected, setSelected] = useState<Key[]>([]);
  return (
    <Refine dataProvider={noData} options={{ disableTelemetry: true }}>
      <MemoryRouter initialEntries={['/accounts']}>
        <Routes>
          <Route
            path="/accounts"
            element={
              <ListTable<Row>
                label="Accounts"
                rowKey="id"
                columns={COLUMNS}
                dataSource={rows}
                loading={loading}
                rowLink={(r) => `/accounts/${r.id}`}
                rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
                actions={(r) => [{ key: 'edit', label: `Edit ${r.name}`, icon: <span>✎</span>, onClick: () => onEdit?.(r) }]}
                card={{ lines: (r) => [r.city] }}
                emptyText="No accounts found"
                pagination={{ current: 1, pageSize: 10, total, showTotal: (n) => `${n} items` }}
              />
            }
          />
          <Route path="/accounts/:id" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Refine>
  );
}

const table = () => screen.getByRole('table');
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

// antd's Table in jsdom is slow on a busy machine: each test gets a minute.
describe('ListTable on a desktop', { timeout: 60_000 }, () => {
  it('shows skeleton rows, not the empty text, until the first answer; then the rows', async () => {
    const { rerender, container } = render(<Harness loading />);
    expect(container.querySelectorAll('.list-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByText('No accounts found')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(<Harness rows={ROWS} loading={false} />);
    await waitFor(() => expect(screen.getByText('Harbour Café')).toBeInTheDocument());
    expect(container.querySelectorAll('.list-skeleton')).toHaveLength(0);
    expect(screen.queryByText('No accounts found')).toBeNull();
  });

  it('says no total under the skeleton rows (not "10 items"), then the answer\'s total', async () => {
    const { rerender } = render(<Harness loading />);
    expect(screen.queryByText(/\d+ items/)).toBeNull();
    rerender(<Harness rows={ROWS} loading={false} total={2} />);
    expect(await screen.findByText('2 items')).toBeInTheDocument();
  });

  it('says the empty text once the answer is empty', async () => {
    render(<Harness rows={[]} loading={false} />);
    await waitFor(() => expect(screen.getByText('No accounts found')).toBeInTheDocument());
  });

  it('makes the name a real link to the record, and opens it on a click elsewhere in the row', async () => {
    render(<Harness rows={ROWS} />);
    const link = await screen.findByRole('link', { name: 'Harbour Café' });
    expect(link).toHaveAttribute('href', '/accounts/a1');
    fireEvent.click(within(rowOf('Maple Bakery')).getByText('Toronto'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/accounts/a2');
  });

  it('opens a focused row on Enter', async () => {
    render(<Harness rows={ROWS} />);
    await screen.findByText('Harbour Café');
    const row = rowOf('Harbour Café');
    expect(row).toHaveAttribute('tabindex', '0');
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/accounts/a1');
  });

  it('opens in a new tab with Ctrl', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Harness rows={ROWS} />);
    await screen.findByText('Maple Bakery');
    fireEvent.click(within(rowOf('Maple Bakery')).getByText('Toronto'), { ctrlKey: true });
    expect(opened).toHaveBeenCalledWith('/accounts/a2', '_blank', 'noopener');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('does not open from the selection box or a row action', async () => {
    const onEdit = vi.fn();
    render(<Harness rows={ROWS} onEdit={onEdit} />);
    const box = await screen.findByRole('checkbox', { name: 'Select Harbour Café' });
    fireEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Harbour Café' }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[0]);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('pins the actions right, and drops lower-priority columns in a narrow box', async () => {
    // The box measures 560 px: box 48 + name 200 + city 150 + actions (24 + 16) fit; e-mail (priority 2) leaves.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('list-table-box') ? 560 : 0;
    });
    render(<Harness rows={ROWS} />);
    await screen.findByText('Harbour Café');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Account');
    expect(headers).toContain('City');
    expect(headers).not.toContain('E-mail');
    expect(screen.getByRole('button', { name: 'Edit Harbour Café' }).closest('td')).toHaveClass('ant-table-cell-fix-right');
    const widths = [...table().querySelectorAll('col')].map((c) => parseInt(c.style.width, 10)).filter(Number.isFinite);
    expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(560);
  });
});

describe('ListTable column chooser', { timeout: 60_000 }, () => {
  it('hides a column the user unticks, and brings it back on reset', async () => {
    render(
      <Refine dataProvider={noData} options={{ disableTelemetry: true }}>
        <MemoryRouter>
          <ListTable<Row>
            label="Accounts"
            listId="accounts"
            rowKey="id"
            columns={COLUMNS}
            dataSource={ROWS}
            rowLink={(r) => `/accounts/${r.id}`}
            card={{ lines: (r) => [r.city] }}
            emptyText="No accounts found"
          />
        </MemoryRouter>
      </Refine>,
    );
    await screen.findByText('Harbour Café');
    const headers = () =>
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).toContain('E-mail');
    fireEvent.click(screen.getByRole('button', { name: 'Choose columns' }));
    const chooser = await screen.findByRole('group', { name: 'Columns to show' });
    // The record's name is never hidden, so it is not offered.
    expect(within(chooser).queryByRole('checkbox', { name: 'Account' })).toBeNull();
    await act(async () => fireEvent.click(within(chooser).getByRole('checkbox', { name: 'E-mail' })));
    await waitFor(() => expect(headers()).not.toContain('E-mail'));
    expect(screen.queryByText('harbour@example.test')).toBeNull();
    await act(async () => fireEvent.click(within(chooser).getByRole('button', { name: 'Reset columns' })));
    await waitFor(() => expect(headers()).toContain('E-mail'));
  });
});
