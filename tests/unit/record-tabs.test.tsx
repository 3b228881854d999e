/** A record page's tabs (src/components/record-tabs.tsx): the WAI-ARIA tabs pattern, the open tab in the URL. */
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordTabs } from '../../src/components/record-tabs';

afterEach(cleanup);

let mounts = 0;
function History() {
  useEffect(() => void mounts++, []);
  return <p>changes</p>;
}
function Draft() {
  const [text, setText] = useState('');
  return <input aria-label="Draft" value={text} onChange={(e) => setText(e.target.value)} />;
}
function Where() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function page(url = '/accounts/1') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <RecordTabs
        defaultKey="details"
        items={[
          { key: 'details', label: 'Details', children: <Draft /> },
          { key: 'files', label: 'Files', children: <p>files</p> },
          { key: 'history', label: 'History', destroyOnHidden: true, children: <History /> },
        ]}
      />
      <Where />
    </MemoryRouter>,
  );
}

describe('RecordTabs', () => {
  it('opens the tab the URL names, with its panel labelled by its tab; others are not rendered yet', () => {
    page('/accounts/1?tab=files');
    expect(screen.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Files' })).toHaveTextContent('files');
    expect(screen.queryByLabelText('Draft')).toBeNull();
  });

  it('keeps the open tab in the URL (none for the default) and a visited tab mounted, its input intact', () => {
    page();
    fireEvent.change(screen.getByLabelText('Draft'), { target: { value: 'half typed' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=files');
    expect(screen.getByRole('tabpanel', { name: 'Files' })).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Draft')).toHaveValue('half typed');
  });

  it('moves between tabs with the arrow keys, Home and End, opening each and focusing it; one tab stop', () => {
    page();
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    details.focus();
    fireEvent.keyDown(details, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Files' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('unmounts a destroyOnHidden tab when another opens, so it renders afresh next time', () => {
    mounts = 0;
    page('/accounts/1?tab=history');
    expect(mounts).toBe(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(screen.queryByText('changes')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('changes')).toBeVisible();
    expect(mounts).toBe(2);
  });
});
