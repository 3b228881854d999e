/**
 * The loaded date pickers (src/components/date-pickers.tsx): a date typed into the field, not yet taken,
 * survives the page drawing itself again (a list's answer arriving, a background refetch). CI once saw the
 * History page's From day put back to its old day between the typing and the Enter.
 */
import '@testing-library/jest-dom/vitest';
import './jsdom-desktop';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarDatePicker, DateTimePicker } from '../../src/components/date-pickers';

afterEach(cleanup);

/** A page around a picker that draws itself again on demand, as a list does when its answer arrives. */
function Page({ onChange, dateTime = false }: { onChange: (v: string | null) => void; dateTime?: boolean }) {
  const [value, setValue] = useState<string | null>(dateTime ? '2020-01-01T17:00:00Z' : '2020-01-01');
  const [, setTick] = useState(0);
  const change = (v: string | null) => {
    setValue(v);
    onChange(v);
  };
  return (
    <>
      <button type="button" onClick={() => setTick((n) => n + 1)}>
        redraw
      </button>
      {dateTime ? (
        <DateTimePicker aria-label="When" value={value} onChange={change} min="1900-01-01" max="2100-12-31" timeZone="America/Vancouver" />
      ) : (
        <CalendarDatePicker aria-label="From day" value={value} onChange={change} min="1900-01-01" max="2100-12-31" />
      )}
    </>
  );
}

describe('a date typed into a loaded picker', () => {
  it('is kept when the page draws itself again before Enter, and Enter takes it', () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    const input = screen.getByLabelText('From day');
    expect(input).toHaveValue('2020-01-01');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '2099-01-01' } });
    expect(input).toHaveValue('2099-01-01');
    fireEvent.click(screen.getByText('redraw'));
    fireEvent.click(screen.getByText('redraw'));
    expect(input).toHaveValue('2099-01-01');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('2099-01-01');
    expect(input).toHaveValue('2099-01-01');
  });

  it('with a time, is kept across a redraw too', () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} dateTime />);
    const input = screen.getByLabelText('When');
    expect(input).toHaveValue('2020-01-01 9:00 AM');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '2020-01-02 9:00 AM' } });
    fireEvent.click(screen.getByText('redraw'));
    expect(input).toHaveValue('2020-01-02 9:00 AM');
  });
});
