/** The meter (src/components/meter.tsx) and the file manager's storage bar drawn with it. */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageBar } from '../../src/components/file-manager/storage-usage';
import { Meter } from '../../src/components/meter';

afterEach(cleanup);

const tokens = theme.getDesignToken();
/** The bar's colour as the meter sets it (a custom property, as jsdom computes no stylesheet). */
const barColor = (el: HTMLElement) => el.style.getPropertyValue('--meter-color');
const bar = (el: HTMLElement) => el.querySelector<HTMLElement>('.meter-bar')!;

describe('Meter', () => {
  it('is a named progressbar with its value and range, the percent beside the bar', () => {
    render(<Meter percent={42} label="Uploading bill.pdf" />);
    const meter = screen.getByRole('progressbar', { name: 'Uploading bill.pdf' });
    expect(meter).toHaveAttribute('aria-valuenow', '42');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveTextContent('42%');
    expect(bar(meter)).toHaveStyle({ width: '42%' });
    expect(barColor(meter)).toBe(tokens.colorInfo);
  });

  it('keeps its value within 0–100 and whole; an unknown value is not announced', () => {
    const { rerender } = render(<Meter percent={130.4} label="Storage" text="130%" valueText="130%" />);
    const meter = screen.getByRole('progressbar');
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    expect(meter).toHaveAttribute('aria-valuetext', '130%');
    expect(bar(meter)).toHaveStyle({ width: '100%' });
    rerender(<Meter percent={-3} label="Storage" />);
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    rerender(<Meter percent={undefined} label="Storage" text="…" />);
    expect(meter).not.toHaveAttribute('aria-valuenow');
    expect(meter).toHaveTextContent('…');
  });

  it('takes the success and exception colours of the theme, with antd’s tick and cross for text', () => {
    const { rerender } = render(<Meter percent={100} status="success" label="Done" />);
    expect(barColor(screen.getByRole('progressbar'))).toBe(tokens.colorSuccess);
    expect(screen.getByRole('img', { name: 'check-circle' })).toBeInTheDocument();
    rerender(<Meter percent={10} status="exception" label="Failed" />);
    expect(barColor(screen.getByRole('progressbar'))).toBe(tokens.colorError);
    expect(screen.getByRole('img', { name: 'close-circle' })).toBeInTheDocument();
  });
});

describe('StorageBar', () => {
  const bytes = 5 * 1024 ** 3;
  it('shows the quota’s use in the info colour below 95 %', () => {
    render(<StorageBar usedBytes={bytes * 0.5} quotaBytes={bytes} percent={50} />);
    const meter = screen.getByRole('progressbar', { name: 'Storage' });
    expect(meter).toHaveAttribute('aria-valuenow', '50');
    expect(meter).toHaveTextContent('50%');
    expect(barColor(meter)).toBe(tokens.colorInfo);
  });

  it('turns to the exception colour at 95 % and stays so past the quota', () => {
    const { rerender } = render(<StorageBar usedBytes={bytes * 0.95} quotaBytes={bytes} percent={95} />);
    expect(barColor(screen.getByRole('progressbar', { name: 'Storage' }))).toBe(tokens.colorError);
    rerender(<StorageBar usedBytes={bytes * 0.94} quotaBytes={bytes} percent={94} />);
    expect(barColor(screen.getByRole('progressbar', { name: 'Storage' }))).toBe(tokens.colorInfo);
    rerender(<StorageBar usedBytes={bytes * 1.02} quotaBytes={bytes} percent={102} />);
    const meter = screen.getByRole('progressbar', { name: 'Storage' });
    expect(barColor(meter)).toBe(tokens.colorError);
    expect(meter).toHaveTextContent('102%');
    expect(meter).toHaveAttribute('aria-valuenow', '100');
  });

  it('says "…" until the use is known, and the reason when it cannot be read', () => {
    const { rerender } = render(<StorageBar quotaBytes={bytes} />);
    expect(screen.getByRole('progressbar', { name: 'Storage' })).toHaveTextContent('…');
    rerender(<StorageBar quotaBytes={bytes} error="timeout" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Storage use unavailable: timeout')).toBeVisible();
  });
});
