// @vitest-environment jsdom
import './jsdom-desktop';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideMenu, type SideMenuEntry } from '../../src/layouts/side-menu';

afterEach(cleanup);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderMenu(props: { collapsed?: boolean; onChoose?: () => void; logout?: () => void } = {}) {
  const entries: SideMenuEntry[] = [
    { key: '/dashboard', label: 'Dashboard', icon: <svg data-testid="icon" />, to: '/dashboard' },
    { key: '/accounts', label: 'Accounts', to: '/accounts' },
    { key: 'logout', label: 'Logout', onClick: props.logout },
  ];
  return render(
    <MemoryRouter initialEntries={['/accounts']}>
      <SideMenu entries={entries} selectedKey="/accounts" collapsed={props.collapsed} onChoose={props.onChoose} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the sider menu', () => {
  it('is a navigation of links, the current page marked, Logout a button', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toBeTruthy();
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/dashboard');
    expect(dashboard.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Accounts' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Accounts' }).closest('li')?.className).toContain('side-menu-item-selected');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Dashboard', 'Accounts', 'Logout']);
  });

  it('a chosen page opens, and the menu is told (the phone drawer closes)', () => {
    const onChoose = vi.fn();
    renderMenu({ onChoose });
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('Logout runs its action', () => {
    const logout = vi.fn();
    const onChoose = vi.fn();
    renderMenu({ logout, onChoose });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('collapsed: icons only on screen, each entry keeps its name, and a tooltip names it on hover', async () => {
    renderMenu({ collapsed: true });
    expect(screen.getByRole('navigation', { name: 'Main menu' }).className).toContain('side-menu-collapsed');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    // antd's Tooltip arrives (lazily) around the entries; hovering one shows its name.
    await waitFor(
      async () => {
        fireEvent.mouseEnter(screen.getByRole('link', { name: 'Dashboard' }).closest('li')!);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(document.querySelector('.ant-tooltip')?.textContent).toBe('Dashboard');
      },
      { timeout: 4000 },
    );
  });
});
