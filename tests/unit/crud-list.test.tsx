/**
 * The portal's list frame and hooks (src/components/crud/: List, Create / Edit / Export buttons,
 * useTable, useSelect) render and behave as @refinedev/antd's own, in a Refine app with a
 * router and a data provider: same markup, same table and select props, same requests.
 */
import '@testing-library/jest-dom/vitest';
import * as refine from '@refinedev/antd';
import { Refine, type DataProvider, type GetListParams, type RouterProvider } from '@refinedev/core';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as ours from '../../src/components/crud/list';
import * as oursTable from '../../src/components/crud/list-hooks';
import './jsdom-desktop';

afterEach(cleanup);

const ROWS = Array.from({ length: 42 }, (_, i) => ({ id: `id-${i}`, name: `Row ${i}` }));

function fakeProvider(calls: GetListParams[]): DataProvider {
  return {
    getList: async (params) => {
      calls.push(params);
      const { currentPage = 1, pageSize = 10 } = params.pagination ?? {};
      return { data: ROWS.slice((currentPage - 1) * pageSize, currentPage * pageSize) as never, total: ROWS.length };
    },
    getOne: async () => ({ data: ROWS[0] as never }),
    getMany: async ({ ids }) => ({ data: ROWS.filter((r) => ids.includes(r.id)) as never }),
    create: async () => ({ data: {} as never }),
    update: async () => ({ data: {} as never }),
    deleteOne: async () => ({ data: {} as never }),
    getApiUrl: () => '',
  };
}

const RESOURCES = [
  { name: 'dashboard', list: '/' },
  { name: 'accounts', list: '/accounts', create: '/accounts/new', edit: '/accounts/:id', meta: { label: 'Accounts' } },
];

/** A router that is always on /accounts (refine asks it where it is, and for links). */
const router: RouterProvider = {
  go: () => () => undefined,
  back: () => () => undefined,
  parse: () => () => ({ resource: RESOURCES[1], action: 'list', pathname: '/accounts', params: {} }),
  Link: ({ to, replace: _replace, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean }) => (
    <a href={to} {...rest} />
  ),
};

function App({ children, calls = [] }: { children: ReactNode; calls?: GetListParams[] }) {
  return (
    <Refine
      dataProvider={fakeProvider(calls)}
      routerProvider={router}
      resources={RESOURCES}
      options={{ disableTelemetry: true, syncWithLocation: true }}
    >
      {children}
    </Refine>
  );
}

/** The markup `node` renders once refine has settled. */
async function markup(node: ReactNode): Promise<string> {
  const { container, unmount } = render(<App>{node}</App>);
  await waitFor(() => expect(container.innerHTML).not.toBe(''));
  await act(() => new Promise((r) => setTimeout(r, 50)));
  const html = container.innerHTML;
  unmount();
  // Ours marks the header's buttons as page actions, which a notice does not cover (src/components/notice-top.ts);
  // refine's has no such mark. Otherwise the same markup.
  return html.replaceAll(' data-page-actions=""', '');
}

describe("@refinedev/antd's list components, as the build takes them", () => {
  it('List: title, breadcrumb, create button, content', async () => {
    expect(await markup(<ours.List>rows</ours.List>)).toBe(await markup(<refine.List>rows</refine.List>));
    const custom = (List: typeof refine.List, ExportButton: typeof refine.ExportButton) => (
      <List
        title="Your Accounts"
        headerButtons={({ defaultButtons }) => [defaultButtons, <ExportButton key="x" onClick={() => undefined} />]}
      >
        rows
      </List>
    );
    expect(await markup(custom(ours.List as typeof refine.List, ours.ExportButton as typeof refine.ExportButton))).toBe(
      await markup(custom(refine.List, refine.ExportButton)),
    );
  });

  it('Create, Edit and Export buttons', async () => {
    const buttons = (b: {
      CreateButton: typeof refine.CreateButton;
      EditButton: typeof refine.EditButton;
      ExportButton: typeof refine.ExportButton;
    }) => (
      <>
        <b.CreateButton />
        <b.CreateButton hideText size="small" />
        <b.EditButton recordItemId="id-3" />
        <b.EditButton recordItemId="id-3" hideText size="small" />
        <b.ExportButton loading />
      </>
    );
    expect(await markup(buttons(ours as unknown as typeof refine))).toBe(await markup(buttons(refine)));
  });
});

describe("@refinedev/antd's useTable and useSelect, as the build takes them", () => {
  type TableHook = typeof refine.useTable;
  function Probe({ useTable, out }: { useTable: TableHook; out: { current?: ReturnType<TableHook> } }) {
    out.current = useTable({ resource: 'accounts', syncWithLocation: false, sorters: { initial: [{ field: 'name', order: 'asc' }] } });
    return null;
  }

  it('give the Table the same props, and turn its changes into the same requests', async () => {
    const run = async (useTable: TableHook) => {
      const calls: GetListParams[] = [];
      const out: { current?: ReturnType<TableHook> } = {};
      render(
        <App calls={calls}>
          <Probe useTable={useTable} out={out} />
        </App>,
      );
      await waitFor(() => expect(out.current?.tableProps.dataSource).toHaveLength(10));
      const { dataSource, loading, scroll, pagination } = out.current!.tableProps;
      const first = { dataSource, loading, scroll, pagination: { ...(pagination as object), itemRender: undefined } };
      act(() =>
        out.current!.tableProps.onChange!(
          { current: 3, pageSize: 20 },
          {},
          { field: 'name', order: 'descend', column: {}, columnKey: 'name' } as never,
          { action: 'sort', currentDataSource: [] },
        ),
      );
      await waitFor(() => expect(out.current?.currentPage).toBe(3));
      await waitFor(() => expect(out.current?.tableProps.dataSource).toHaveLength(2));
      const after = { sorters: out.current!.sorters, pageSize: out.current!.pageSize, total: out.current!.result.total };
      cleanup();
      const requests = calls.map((c) => ({ pagination: c.pagination, sorters: c.sorters, filters: c.filters }));
      return { first, after, requests: requests.filter((r, i) => JSON.stringify(r) !== JSON.stringify(requests[i - 1])) };
    };
    const theirs = await run(refine.useTable);
    expect(await run(oursTable.useTable as TableHook)).toEqual(theirs);
    expect(theirs.after).toEqual({ sorters: [{ field: 'name', order: 'desc' }], pageSize: 20, total: 42 });
  });

  it('useSelect gives the same Select props', async () => {
    type SelectHook = typeof refine.useSelect;
    const run = async (useSelect: SelectHook) => {
      const out: { current?: ReturnType<SelectHook> } = {};
      function P() {
        out.current = useSelect({ resource: 'accounts', optionLabel: 'name' as never, optionValue: 'id' as never });
        return null;
      }
      render(
        <App>
          <P />
        </App>,
      );
      await waitFor(() => expect(out.current?.selectProps.options).toHaveLength(10));
      const { options, showSearch, filterOption, loading } = out.current!.selectProps;
      cleanup();
      return { options, showSearch, filterOption, loading, search: typeof out.current!.selectProps.onSearch };
    };
    expect(await run(oursTable.useSelect as SelectHook)).toEqual(await run(refine.useSelect));
  });
});

describe("the list header's create button, while the user's right to create is still being asked", () => {
  /** A Refine app whose access answer comes when the test gives it (the portal hides what is refused). */
  function AskingApp({ children, answer }: { children: ReactNode; answer: Promise<{ can: boolean }> }) {
    return (
      <Refine
        dataProvider={fakeProvider([])}
        routerProvider={router}
        resources={RESOURCES}
        accessControlProvider={{ can: () => answer, options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } } }}
        options={{ disableTelemetry: true }}
      >
        {children}
      </Refine>
    );
  }

  it.each([true, false])('holds its place unseen, then shows (allowed: %s) or goes', async (can) => {
    let give: (a: { can: boolean }) => void = () => undefined;
    const answer = new Promise<{ can: boolean }>((resolve) => (give = resolve));
    const { container, getByRole, queryByRole } = render(
      <AskingApp answer={answer}>
        <ours.CreateButton resource="accounts">New account</ours.CreateButton>
      </AskingApp>,
    );
    // Asking: a button of the same text takes the room, invisible and out of the tab order and the a11y tree.
    await waitFor(() => expect(container.querySelector('button')).not.toBeNull());
    const placeholder = container.querySelector('button')!;
    expect(placeholder).toHaveTextContent('New account');
    expect(placeholder).toHaveStyle({ visibility: 'hidden' });
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveAttribute('tabindex', '-1');
    expect(queryByRole('button', { name: /New account/ })).toBeNull();
    await act(async () => give({ can }));
    if (can) {
      await waitFor(() => expect(getByRole('button', { name: /New account/ })).toBeVisible());
      expect(getByRole('button', { name: /New account/ })).not.toHaveAttribute('aria-hidden');
    } else {
      await waitFor(() => expect(container.querySelector('button')).toBeNull());
    }
  });
});
