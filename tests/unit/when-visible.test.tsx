import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from '../../src/components/when-visible';

// jsdom has no layout, so no IntersectionObserver: a stand-in whose `enter()` says the section came near.
const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[]; off: boolean }[] = [];
class FakeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, targets: [], off: false };
    observers.push(this.entry);
  }
  observe(el: Element) {
    this.entry.targets.push(el);
  }
  disconnect() {
    this.entry.off = true;
  }
}
const enter = () =>
  act(() => {
    for (const o of observers.filter((o) => !o.off))
      o.callback(
        o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        o as unknown as IntersectionObserver,
      );
  });

/** A lazily loaded section, as the pages write them; `load` says whether (and when) its code was asked for. */
function lazySection() {
  let resolve!: () => void;
  const arrived = new Promise<void>((r) => (resolve = r));
  const load = vi.fn(() =>
    arrived.then(() => ({
      default: () => (
        <section>
          <h3>Partner Users</h3>
          <button type="button">Invite User</button>
        </section>
      ),
    })),
  );
  return { Section: lazy(load), load, arrive: () => act(async () => resolve()) };
}

/** A page's Save button, then a lazy section below it. */
function renderAfterSave(Section: ReturnType<typeof lazySection>['Section']) {
  render(
    <>
      <button type="button">Save</button>
      <WhenVisible title="Partner Users" minHeight={300}>
        <Section />
      </WhenVisible>
    </>,
  );
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhenVisible', () => {
  it('shows a placeholder with the title, and loads nothing, until the section comes near the viewport', async () => {
    const { Section, load, arrive } = lazySection();
    render(
      <WhenVisible title="Partner Users" minHeight={300}>
        <Section />
      </WhenVisible>,
    );
    expect(screen.getByRole('region', { name: 'Partner Users' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Partner Users')).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    expect(observers[0]?.options?.rootMargin).toBe('200px');

    enter();
    expect(load).toHaveBeenCalledTimes(1);
    // Until its code is there, the placeholder stays.
    expect(screen.getByRole('region', { name: 'Partner Users' })).toBeInTheDocument();
    await arrive();
    // The placeholder is gone: the region is the section's own now.
    expect(screen.getByRole('region', { name: 'Partner Users' })).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeVisible();
    expect(observers.every((o) => o.off)).toBe(true);
  });

  it('loads when the keyboard reaches it, and hands the focus to the section’s first control', async () => {
    const { Section, load, arrive } = lazySection();
    renderAfterSave(Section);
    const stand = screen.getByRole('button', { name: 'Loading…' });
    act(() => stand.focus());
    fireEvent.focus(stand);
    expect(load).toHaveBeenCalledTimes(1);
    expect(stand).toHaveFocus();
    await arrive();
    expect(screen.getByRole('button', { name: 'Invite User' })).toHaveFocus();
  });

  it('gives the focus to the section itself when it has no control yet, so the next Tab goes on inside it', async () => {
    let resolve!: () => void;
    const arrived = new Promise<void>((r) => (resolve = r));
    const History = lazy(() => arrived.then(() => ({ default: () => <p>No changes yet</p> })));
    render(
      <WhenVisible title="History" minHeight={280}>
        <History />
      </WhenVisible>,
    );
    const stand = screen.getByRole('button', { name: 'Loading…' });
    act(() => stand.focus());
    fireEvent.focus(stand);
    await act(async () => resolve());
    const section = screen.getByRole('region', { name: 'History' });
    expect(section).not.toHaveAttribute('aria-busy');
    expect(section).toHaveFocus();
    expect(section).toHaveTextContent('No changes yet');
  });

  it('leaves the focus alone when the section arrives by scrolling', async () => {
    const { Section, arrive } = lazySection();
    renderAfterSave(Section);
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    enter();
    await arrive();
    expect(save).toHaveFocus();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible title="History" minHeight={280}>
        <p>the history</p>
      </WhenVisible>,
    );
    expect(screen.getByText('the history')).toBeVisible();
    expect(screen.getByRole('region', { name: 'History' })).not.toHaveAttribute('aria-busy');
  });
});
