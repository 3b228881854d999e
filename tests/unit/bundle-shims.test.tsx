/**
 * The stand-ins the production build uses for parts of libraries (src/shims/, vite.config.ts): each
 * renders or answers as the part it replaces.
 */
import '@testing-library/jest-dom/vitest';
import { PageHeader as ProPageHeader } from '@ant-design/pro-layout';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Breadcrumb, Button } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Schema, { type Rules, type Values } from '@rc-component/async-validator';
import LazySchema, { loadValidator } from '../../src/shims/lazy-async-validator';
import { StorageClient } from '../../src/shims/lazy-storage';
import useModal from '../../src/shims/lazy-use-modal';
import { useMessage, useNotification } from '../../src/shims/lazy-use-notice';
import { PageHeader } from '../../src/components/crud/pro-page-header';

afterEach(cleanup);

describe("PageHeader (pro-layout's, as refine's List, Create and Edit use it)", () => {
  const html = (node: ReactNode) => {
    const { container, unmount } = render(<>{node}</>);
    const out = container.innerHTML;
    unmount();
    return out;
  };

  it('renders the elements and class names of pro-layout 7', () => {
    const props = {
      title: <h4>Edit Account</h4>,
      subTitle: 'sub',
      backIcon: <Button type="text">←</Button>,
      onBack: () => undefined,
      breadcrumb: <Breadcrumb items={[{ title: 'Accounts' }, { title: 'Edit' }]} />,
      extra: [<Button key="a">Refresh</Button>, <Button key="b">Delete</Button>],
      style: { padding: 0 },
    };
    const ours = html(<PageHeader {...props}>content</PageHeader>);
    expect(ours).toBe(html(<ProPageHeader {...props}>content</ProPageHeader>));
    expect(ours).toContain('ant-page-header-heading-title');
    expect(html(<PageHeader title="List" />)).toBe(html(<ProPageHeader title="List" />));
    expect(html(<PageHeader />)).toBe(html(<ProPageHeader />));
  });

  it('calls onBack from the back button', () => {
    const onBack = vi.fn();
    render(<PageHeader title="New" backIcon={<span>back</span>} onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('useModal that loads Modal with the first confirmation', () => {
  function Page({ onOk, keep }: { onOk: () => void; keep: (i: { destroy: () => void }) => void }) {
    const [modal, holder] = useModal();
    return (
      <>
        {holder}
        <button onClick={() => keep(modal.confirm({ title: 'Delete this file?', okText: 'Delete', onOk }))}>open</button>
        <button onClick={() => modal.info({ title: 'Second?' })}>second</button>
      </>
    );
  }
  const LOAD = { timeout: 10_000 };

  it('opens the confirmation asked for before it loaded, and its buttons work', async () => {
    const onOk = vi.fn();
    render(<Page onOk={onOk} keep={() => undefined} />);
    expect(document.querySelector('.ant-modal')).toBeNull();
    fireEvent.click(screen.getByText('open'));
    expect((await screen.findAllByText('Delete this file?', {}, LOAD))[0]).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
  }, 20_000);

  it("an instance's destroy asked for before the dialog exists closes it once it does", async () => {
    const instances: { destroy: () => void }[] = [];
    render(<Page onOk={() => undefined} keep={(i) => instances.push(i)} />);
    fireEvent.click(screen.getByText('open'));
    act(() => instances[0]!.destroy());
    fireEvent.click(screen.getByText('second'));
    await screen.findAllByText('Second?', {}, LOAD);
    await waitFor(() => expect(screen.queryAllByText('Delete this file?')).toEqual([]));
    expect([...document.querySelectorAll('.ant-modal-confirm-title')].map((e) => e.textContent)).toEqual(['Second?']);
  }, 20_000);
});

describe('notification and message APIs that load the notice engine with the first notice', () => {
  const LOAD = { timeout: 10_000 };
  function Page({ onClosed }: { onClosed: (closed: boolean) => void }) {
    const [notification, notices] = useNotification({ placement: 'topRight' });
    const [message, messages] = useMessage();
    return (
      <>
        {notices}
        {messages}
        <button onClick={() => notification.error({ key: 'n', message: 'Error Saving Profile', description: 'network down' })}>
          notify
        </button>
        <button onClick={() => notification.destroy('n')}>close</button>
        <button onClick={() => void message.success('Saved', 0.5).then((closed) => onClosed(closed))}>message</button>
      </>
    );
  }

  it('shows notices asked for before the engine loaded; destroy closes one; a message resolves when it closes', async () => {
    const onClosed = vi.fn();
    render(<Page onClosed={onClosed} />);
    fireEvent.click(screen.getByText('close'));
    expect(document.querySelector('.ant-notification')).toBeNull();
    fireEvent.click(screen.getByText('notify'));
    fireEvent.click(screen.getByText('message'));
    expect(await screen.findByText('Error Saving Profile', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('network down')).toBeInTheDocument();
    expect(await screen.findByText('Saved', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true), LOAD);
    fireEvent.click(screen.getByText('close'));
    await waitFor(() => expect(screen.queryByText('Error Saving Profile')).toBeNull(), LOAD);
  }, 20_000);
});

describe('Storage client that loads storage-js with the first call', () => {
  it('sends the same requests as the real client, with the headers and fetch supabase-js gives it', async () => {
    const calls: { url: string; method: string; auth: string | null }[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), method: init?.method ?? 'GET', auth: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify({ signedURL: '/object/sign/bucket/a.txt?token=t' }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = new StorageClient('http://storage.test/storage/v1', { authorization: 'Bearer k' }, fetch as typeof globalThis.fetch);
    const { data, error } = await client.from('bucket').createSignedUrl('a.txt', 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toBe('http://storage.test/storage/v1/object/sign/bucket/a.txt?token=t');
    expect(calls).toEqual([{ url: 'http://storage.test/storage/v1/object/sign/bucket/a.txt', method: 'POST', auth: 'Bearer k' }]);
    await (client as unknown as { getBucket: (id: string) => Promise<unknown> }).getBucket('bucket');
    expect(calls[1]).toMatchObject({ url: 'http://storage.test/storage/v1/bucket/bucket', method: 'GET' });
  });

  it('refuses a synchronous call rather than answering it with a promise', () => {
    const client = new StorageClient('http://storage.test/storage/v1', {});
    expect(() => client.from('bucket').getPublicUrl('a.txt')).toThrow(/synchronous/);
  });
});

describe("ResizeObserver in place of resize-observer-polyfill (rc-resize-observer's import)", () => {
  it("is the browser's own class, with the polyfill's default-export shape", async () => {
    class BrowserResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', BrowserResizeObserver);
    vi.resetModules();
    try {
      const shim = await import('../../src/shims/resize-observer');
      expect(shim.default).toBe(BrowserResizeObserver);
      const polyfill = await import('resize-observer-polyfill');
      // The same interface the polyfill offers rc-resize-observer: a constructor taking a callback.
      for (const method of ['observe', 'unobserve', 'disconnect']) {
        expect(typeof (polyfill.default.prototype as unknown as Record<string, unknown>)[method]).toBe('function');
        expect(typeof (shim.default.prototype as unknown as Record<string, unknown>)[method]).toBe('function');
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("rc-table's names as antd's Table imports them, without the index (src/shims/rc-table.ts)", () => {
  it('are the very values rc-table exports', async () => {
    const shim = await import('../../src/shims/rc-table');
    // The module the browser build resolves 'rc-table' to (its `module` entry; Node would take the CommonJS one).
    const rcTable = await import('rc-table/es/index');
    expect(shim.EXPAND_COLUMN).toBe(rcTable.EXPAND_COLUMN);
    expect(shim.INTERNAL_HOOKS).toBe(rcTable.INTERNAL_HOOKS);
    expect(shim.INTERNAL_COL_DEFINE).toBe(rcTable.INTERNAL_COL_DEFINE);
    expect(shim.Summary).toBe(rcTable.Summary);
    expect(shim.genTable).toBe(rcTable.genTable);
  });
});

describe("rc-tree's tree helpers for antd's table selection (src/shims/tree-conduct.ts)", () => {
  it('refuse, saying why, the tree selection (checkStrictly: false) they stand in for', async () => {
    const { conductCheck, convertDataToEntities } = await import('../../src/shims/tree-conduct');
    expect(() => conductCheck()).toThrow(/checkStrictly: false/);
    expect(() => convertDataToEntities()).toThrow(/checkStrictly: false/);
  });
});

describe("error-stack-parser for refine's devtools in the production build (src/shims/error-stack-parser.ts)", () => {
  it('parses no frames, as refine asks for none outside development', async () => {
    const { default: parser } = await import('../../src/shims/error-stack-parser');
    expect(parser.parse()).toEqual([]);
  });
});

describe("rc-field-form's validator, loaded with the first validation (src/shims/lazy-async-validator.ts)", () => {
  const MESSAGES = { required: '%s is needed', types: { email: '%s is not an address' } };
  const CASES: [Rules, Values][] = [
    [{ name: [{ required: true }] }, { name: '' }],
    [{ name: [{ required: true }] }, { name: 'Acme' }],
    [{ email: [{ type: 'email' }] }, { email: 'not-an-address' }],
    [{ email: [{ type: 'email' }] }, { email: 'a@b.test' }],
    [{ code: [{ pattern: /^\d{5}$/, message: 'Five digits' }] }, { code: '12a' }],
    [{ note: [{ max: 3, message: 'Too long' }] }, { note: 'abcd' }],
    [{ kind: [{ asyncValidator: (_r, v) => (v === 'ok' ? Promise.resolve() : Promise.reject(new Error('Not ok'))) }] }, { kind: 'no' }],
  ];

  /** What validate answers: the values, or the errors it rejects with. */
  const outcome = (schema: { messages(m: object): unknown; validate(s: Values, o?: object): Promise<Values> }, source: Values) => {
    schema.messages(MESSAGES);
    return schema.validate(source, {}).then(
      (values) => ({ values }),
      (e: { errors: unknown; fields: unknown }) => ({ errors: e.errors, fields: e.fields }),
    );
  };

  it('answers each rule as the validator does, with the messages it was given', async () => {
    for (const [rules, source] of CASES) {
      expect(await outcome(new LazySchema(rules), source), JSON.stringify(source)).toEqual(await outcome(new Schema(rules), source));
    }
    expect(await outcome(new LazySchema(CASES[0]![0]), CASES[0]![1])).toMatchObject({ errors: [{ message: 'name is needed' }] });
  });

  it("passes rc-field-form's silenced warning on to the validator", async () => {
    const silent = () => undefined;
    LazySchema.warning = silent;
    await new LazySchema({ a: [{ required: true }] }).validate({ a: 'x' });
    expect((await loadValidator()).warning).toBe(silent);
  });
});
