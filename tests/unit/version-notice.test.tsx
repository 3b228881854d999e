import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider } from '../../src/components/feedback';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const reload = vi.hoisted(() => vi.fn());
const mocks = vi.hoisted(() => ({
  latest: null as null | { version: string; description: string | null; force: boolean | null },
  fail: false,
  onInsert: undefined as undefined | ((v: { version: string; description: string | null; force: boolean | null }) => void),
  logout: vi.fn(async () => ({ success: true })),
  report: vi.fn(),
}));

vi.mock('../../providers/version', () => ({
  LOCAL_VERSION_KEY: 'app-version',
  readLocalVersion: () => localStorage.getItem('app-version'),
  writeLocalVersion: (v: string) => localStorage.setItem('app-version', v),
  fetchLatestVersion: async () => {
    if (mocks.fail) throw new Error('offline');
    return mocks.latest;
  },
  reloadPage: () => reload(),
  subscribeToVersions: (cb: typeof mocks.onInsert) => {
    mocks.onInsert = cb;
    return () => undefined;
  },
}));
vi.mock('../../providers/auth-provider', () => ({ authProvider: { logout: mocks.logout } }));
vi.mock('../../providers/monitoring', () => ({ reportError: mocks.report }));

// antd's notices animate in; under a loaded CI machine the default 5 s is tight.
vi.setConfig({ testTimeout: 20_000 });

const { VersionNotice } = await import('../../src/components/version-notice');

function renderNotice() {
  return render(
    <FeedbackProvider>
      <VersionNotice />
    </FeedbackProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  mocks.latest = { version: '1.0.0', description: 'First', force: false };
  mocks.fail = false;
  mocks.logout.mockClear();
  mocks.report.mockClear();
  reload.mockClear();
});

describe('VersionNotice', () => {
  it('adopts the current version silently on a first visit', async () => {
    renderNotice();
    await waitFor(() => expect(localStorage.getItem('app-version')).toBe('1.0.0'));
    expect(screen.queryByText(/A new version/)).not.toBeInTheDocument();
  });

  it("says 'Unable to get latest version' when the read fails", async () => {
    mocks.fail = true;
    renderNotice();
    expect(await screen.findByText('Unable to get latest version')).toBeInTheDocument();
    expect(mocks.report).toHaveBeenCalled();
  });

  it('shows a notice without close button for a different version; accepting stores it, signs out and reloads', async () => {
    localStorage.setItem('app-version', '1.0.0');
    renderNotice();
    await waitFor(() => expect(mocks.onInsert).toBeDefined());
    act(() => mocks.onInsert?.({ version: '1.1.0', description: 'Faster lists', force: false }));
    const title = await screen.findByText('A new version (1.1.0) is available');
    expect(title.closest('.ant-notification-notice')?.querySelector('.ant-notification-notice-close')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(mocks.logout).toHaveBeenCalled();
    expect(localStorage.getItem('app-version')).toBe('1.1.0');
  });

  it('signs out and reloads at once for a forced version', async () => {
    localStorage.setItem('app-version', '1.0.0');
    renderNotice();
    await waitFor(() => expect(mocks.onInsert).toBeDefined());
    act(() => mocks.onInsert?.({ version: '2.0.0', description: null, force: true }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(mocks.logout).toHaveBeenCalled();
    expect(localStorage.getItem('app-version')).toBe('2.0.0');
    expect(screen.queryByText('A new version (2.0.0) is available')).not.toBeInTheDocument();
  });

  it('ignores the version already running', async () => {
    localStorage.setItem('app-version', '1.0.0');
    renderNotice();
    await waitFor(() => expect(mocks.onInsert).toBeDefined());
    act(() => mocks.onInsert?.({ version: '1.0.0', description: null, force: true }));
    expect(mocks.logout).not.toHaveBeenCalled();
  });

  it("reports 'Unable to set your app version…' when storing fails", async () => {
    localStorage.setItem('app-version', '1.0.0');
    renderNotice();
    await waitFor(() => expect(mocks.onInsert).toBeDefined());
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    act(() => mocks.onInsert?.({ version: '3.0.0', description: null, force: true }));
    expect(await screen.findByText('Unable to set your app version. Letting the IT peeps know... beep bop')).toBeInTheDocument();
    expect(mocks.report).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});
