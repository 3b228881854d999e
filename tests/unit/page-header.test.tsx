/**
 * The page frames' title bar (src/components/crud/pro-page-header.tsx): on a window narrower than its
 * breakpoint (a phone) it is compact — title and buttons wrap onto rows of their own — from the first
 * paint, not once a ResizeObserver has reported (the late switch moved the list down: Lighthouse CLS).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeader } from '../../src/components/crud/pro-page-header';

const wide = window.innerWidth;
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: wide });
});

describe('the page title bar', () => {
  it.each([
    [390, true],
    [1440, false],
  ])('at a %i px window is compact from its first paint: %s', (width, compact) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    const { container } = render(<PageHeader title="Your Accounts" extra={<button type="button">New account</button>} />);
    // jsdom has no ResizeObserver: what shows is the first paint's own choice.
    expect(container.firstElementChild).toHaveClass('ant-page-header');
    if (compact) expect(container.firstElementChild).toHaveClass('ant-page-header-compact');
    else expect(container.firstElementChild).not.toHaveClass('ant-page-header-compact');
  });
});
