/**
 * The portal's notices and confirmations (src/components/feedback.tsx): antd's notification, message and
 * Modal APIs handed out at once, their engines loaded with the first call; calls made meanwhile run
 * once it is there, in order, and what they return (a dialog's instance, a message's closer) follows.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider, useConfirm, useMessage, useNotice } from '../../src/components/feedback';
import { PAGE_ACTIONS } from '../../src/components/notice-top';

afterEach(cleanup);

const inProvider = (node: ReactNode) => render(<FeedbackProvider notification={{ placement: 'topRight' }}>{node}</FeedbackProvider>);

describe('useConfirm: Modal loads with the first confirmation', () => {
  function Page({ onOk, keep }: { onOk: () => void; keep: (i: { destroy: () => void }) => void }) {
    const modal = useConfirm();
    return (
      <>
        <button onClick={() => keep(modal.confirm({ title: 'Delete this file?', okText: 'Delete', onOk }))}>open</button>
        <button onClick={() => modal.info({ title: 'Second?' })}>second</button>
      </>
    );
  }
  const LOAD = { timeout: 10_000 };

  it('opens the confirmation asked for before it loaded, and its buttons work', async () => {
    const onOk = vi.fn();
    inProvider(<Page onOk={onOk} keep={() => undefined} />);
    expect(document.querySelector('.ant-modal')).toBeNull();
    fireEvent.click(screen.getByText('open'));
    expect((await screen.findAllByText('Delete this file?', {}, LOAD))[0]).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
  }, 20_000);

  it("an instance's destroy asked for before the dialog exists closes it once it does", async () => {
    const instances: { destroy: () => void }[] = [];
    inProvider(<Page onOk={() => undefined} keep={(i) => instances.push(i)} />);
    fireEvent.click(screen.getByText('open'));
    act(() => instances[0]!.destroy());
    fireEvent.click(screen.getByText('second'));
    await screen.findAllByText('Second?', {}, LOAD);
    await waitFor(() => expect(screen.queryAllByText('Delete this file?')).toEqual([]));
    expect([...document.querySelectorAll('.ant-modal-confirm-title')].map((e) => e.textContent)).toEqual(['Second?']);
  }, 20_000);
});

describe('useNotice and useMessage: the notice engine loads with the first notice', () => {
  const LOAD = { timeout: 10_000 };
  function Page({ onClosed }: { onClosed: (closed: boolean) => void }) {
    const notification = useNotice();
    const message = useMessage();
    return (
      <>
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
    inProvider(<Page onClosed={onClosed} />);
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

describe('a notice does not cover the page actions', () => {
  // jsdom lays nothing out: the actions row says where it is, as a 1440 px window would place a record's.
  const at = (top: number, height = 32) =>
    ({ top, bottom: top + height, left: 1140, right: 1402, height, width: 262, x: 1140, y: top }) as DOMRect;

  it('a notice opens below the row of actions it would cover, and the next one follows the page', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1440);
    let row = at(101);
    function Page() {
      const notification = useNotice();
      return (
        <>
          <div {...{ [PAGE_ACTIONS]: '' }} ref={(el) => void (el && (el.getBoundingClientRect = () => row))}>
            <button>Approve</button>
          </div>
          <button onClick={() => notification.success({ message: 'Contract Submission successfully saved' })}>save</button>
        </>
      );
    }
    render(
      <FeedbackProvider notification={{ placement: 'topRight', top: 72 }}>
        <Page />
      </FeedbackProvider>,
    );
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByText('Contract Submission successfully saved', {}, { timeout: 10_000 })).toBeInTheDocument();
    const column = () => document.querySelector<HTMLElement>('.ant-notification-topRight')!;
    expect(column().style.top).toBe('141px');
    // The page scrolled: its actions went under the app header; the next notice takes its usual place.
    row = at(-40);
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(column().style.top).toBe('72px'));
    vi.restoreAllMocks();
  }, 20_000);
});

describe('outside a FeedbackProvider', () => {
  it('the hooks say what is missing', () => {
    function Lost() {
      useNotice();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Lost />)).toThrow(/useNotice\(\) needs a <FeedbackProvider>/);
    vi.restoreAllMocks();
  });
});
