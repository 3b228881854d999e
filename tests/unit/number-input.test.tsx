/** The forms' number field (src/components/number-input.tsx) and how it reads and shows numbers (src/lib/number-text.ts). */
import '@testing-library/jest-dom/vitest';
import './jsdom-desktop';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberInput, numberRule, type NumberInputProps } from '../../src/components/number-input';
import { loadFrench, setLocale } from '../../src/lib/i18n';
import { decimalsOf, formatNumberText, parseNumberText, roundTo } from '../../src/lib/number-text';

afterEach(() => {
  cleanup();
  setLocale('en');
});

describe('parseNumberText', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['42', 42],
    ['0.0950', 0.095],
    ['.5', 0.5],
    ['5.', 5],
    ['-3', -3],
    ['+3', 3],
    ['\u22123.5', -3.5],
    ['1,234', 1234],
    ['1,234,567', 1234567],
    ['1,234.5', 1234.5],
    ['$1,234.50', 1234.5],
    ['1 234 567', 1234567],
    ['1\u00a0234,5', 1234.5],
    ['1.234,5', 1234.5],
    ['1.234.567', 1234567],
    // A comma that does not group by three is a decimal mark typed the French way.
    ['0,095', 0.095],
    ['1,5', 1.5],
    ['12,34', 12.34],
  ])('English: %j → %s', (text, expected) => {
    expect(parseNumberText(text, 'en')).toBe(expected);
  });

  it.each([
    ['0,095', 0.095],
    ['1,234', 1.234],
    ['1 234,5', 1234.5],
    ['1\u202f234,5', 1234.5],
    ['0.095', 0.095],
    ['1.234,5', 1234.5],
    ['1,234,567', 1234567],
  ])('French: %j → %s', (text, expected) => {
    expect(parseNumberText(text, 'fr')).toBe(expected);
  });

  it.each(['-', '+', '.', ',', 'abc', '12a', '1e3', '1,23,4', '1,2345.6', '1.2.3', '1.234,5,6', '--1', '1-2'])('no number: %j', (text) => {
    expect(parseNumberText(text, 'en')).toBeNaN();
    expect(parseNumberText(text, 'fr')).toBeNaN();
  });
});

describe('number helpers', () => {
  it('counts decimals, rounds half away from zero without binary surprises, and writes plain digits', () => {
    expect([decimalsOf(12), decimalsOf(0.0001), decimalsOf(1e-7), decimalsOf(2.5e-3)]).toEqual([0, 4, 7, 4]);
    expect([roundTo(1.005, 2), roundTo(12.5, 0), roundTo(-12.5, 0), roundTo(0.1 + 0.2, 4), roundTo(-0.4, 0)]).toEqual([
      1.01, 13, -13, 0.3, 0,
    ]);
    expect(Object.is(roundTo(-0.4, 0), -0)).toBe(false);
    expect(formatNumberText(0.095, 'en', 4)).toBe('0.0950');
    expect(formatNumberText(0.095, 'fr', 4)).toBe('0,0950');
    expect(formatNumberText(1234567, 'en')).toBe('1234567');
    expect(formatNumberText(1e-7, 'en')).toBe('0.0000001');
    expect(formatNumberText(null, 'en')).toBe('');
  });
});

/** A controlled field, as a form item renders it; `changes` records every onChange. */
function Field(props: NumberInputProps & { initial?: number | null; changes?: (number | null)[] }) {
  const { initial = null, changes, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="n">Rate</label>
      <NumberInput
        id="n"
        {...rest}
        value={value}
        onChange={(v) => {
          changes?.push(v);
          setValue(v);
        }}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}
const field = () => screen.getByRole('spinbutton', { name: 'Rate' });
const value = () => screen.getByTestId('value').textContent;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('NumberInput', () => {
  it('is a spinbutton with the decimal keypad, showing its value with at least the step’s decimals', { timeout: 30_000 }, () => {
    render(<Field initial={0.095} step={0.0001} />);
    expect(field()).toHaveValue('0.0950');
    expect(field()).toHaveAttribute('inputmode', 'decimal');
    expect(field()).toHaveAttribute('aria-valuenow', '0.095');
    cleanup();
    render(<Field initial={12} precision={0} min={1} max={120} />);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAttribute('aria-valuemin', '1');
    expect(field()).toHaveAttribute('aria-valuemax', '120');
  });

  it('hands over each number as it is typed, keeps the text as typed, and formats it on leaving', () => {
    const changes: (number | null)[] = [];
    render(<Field step={0.0001} changes={changes} />);
    for (const text of ['0', '0.', '0.09', '0.095', '0.0950']) type(text);
    expect(field()).toHaveValue('0.0950');
    // "0." and "0.0950" say what is already held: no change for them.
    expect(changes).toEqual([0, 0.09, 0.095]);
    type('0.1');
    fireEvent.blur(field());
    expect(field()).toHaveValue('0.1000');
    expect(value()).toBe('0.1');
  });

  it('reads pasted numbers written with separators', () => {
    render(<Field />);
    type('1,234,567.5');
    expect(value()).toBe('1234567.5');
    fireEvent.blur(field());
    expect(field()).toHaveValue('1234567.5');
    type('$ 2 500');
    expect(value()).toBe('2500');
  });

  it('emptied, it hands over null; text that is no number stays as typed and hands over NaN on leaving (nothing coerced)', () => {
    const changes: (number | null)[] = [];
    render(<Field initial={5} changes={changes} />);
    type('');
    expect(value()).toBe('null');
    type('-');
    type('abc');
    // While typing, text that is no number yet changes nothing.
    expect(changes).toEqual([null]);
    fireEvent.blur(field());
    // Left as no number: the text stays and the form holds NaN, which its rule refuses (issue 24 §2).
    expect(field()).toHaveValue('abc');
    expect(value()).toBe('NaN');
    type('7');
    type('7x');
    expect(field()).toHaveValue('7x');
    fireEvent.blur(field());
    expect(field()).toHaveValue('7x');
    expect(value()).toBe('NaN');
    type('7');
    fireEvent.blur(field());
    expect(value()).toBe('7');
  });

  it('hands over a number out of bounds as typed, and keeps it so on leaving or Enter (the form’s rule refuses it)', () => {
    render(<Field min={0} max={100} />);
    type('-5');
    expect(value()).toBe('-5');
    fireEvent.blur(field());
    expect(value()).toBe('-5');
    expect(field()).toHaveValue('-5');
    type('250');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(value()).toBe('250');
    expect(field()).toHaveValue('250');
    // The arrow keys step within the bounds.
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(value()).toBe('100');
  });

  it('shows its precision on leaving, and never rounds a number with more decimals (the form’s rule refuses it)', () => {
    render(<Field precision={0} />);
    type('12.5');
    expect(value()).toBe('12.5');
    fireEvent.blur(field());
    expect(value()).toBe('12.5');
    expect(field()).toHaveValue('12.5');
    cleanup();
    render(<Field precision={2} />);
    type('1.005');
    fireEvent.blur(field());
    expect(field()).toHaveValue('1.005');
    type('3');
    fireEvent.blur(field());
    expect(field()).toHaveValue('3.00');
    expect(value()).toBe('3');
  });

  it('steps with ArrowUp / ArrowDown (Shift: ten steps), from empty as from 0, within its bounds, without float noise', () => {
    render(<Field step={0.0001} min={0} />);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(value()).toBe('0.0001');
    expect(field()).toHaveValue('0.0001');
    type('0.0950');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(value()).toBe('0.0951');
    fireEvent.keyDown(field(), { key: 'ArrowDown', shiftKey: true });
    expect(value()).toBe('0.0941');
    expect(field()).toHaveValue('0.0941');
    type('0.0005');
    fireEvent.keyDown(field(), { key: 'ArrowDown', shiftKey: true });
    expect(value()).toBe('0');
    // The arrow keys do not move the caret as well.
    expect(fireEvent.keyDown(field(), { key: 'ArrowUp' })).toBe(false);
  });

  it('does nothing from the keyboard when disabled', () => {
    const changes: (number | null)[] = [];
    render(<Field initial={3} disabled changes={changes} />);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(changes).toEqual([]);
    expect(field()).toBeDisabled();
  });

  it('shows a value set from outside, unless the text already says it', () => {
    function Outside() {
      const [v, setV] = useState<number | null>(1);
      return (
        <>
          <label htmlFor="n">Rate</label>
          <NumberInput id="n" value={v} onChange={setV} step={0.0001} />
          <button onClick={() => setV(0.25)}>set</button>
          <button onClick={() => setV(null)}>clear</button>
        </>
      );
    }
    render(<Outside />);
    expect(field()).toHaveValue('1.0000');
    type('1.');
    expect(field()).toHaveValue('1.');
    fireEvent.click(screen.getByText('set'));
    expect(field()).toHaveValue('0.2500');
    fireEvent.click(screen.getByText('clear'));
    expect(field()).toHaveValue('');
  });

  it('in French, shows the decimal comma and reads both ways of writing', () => {
    act(() => setLocale('fr'));
    render(<Field initial={0.095} step={0.0001} />);
    expect(field()).toHaveValue('0,0950');
    type('1 234,5');
    expect(value()).toBe('1234.5');
    type('0.5');
    fireEvent.blur(field());
    expect(field()).toHaveValue('0,5000');
  });
});

describe('NumberInput in a form', () => {
  // Validation runs asynchronously (and antd's Form is slow to first render on a busy machine).
  it(
    'refuses the save with the message at the field for a negative, a fraction or text that is no number; nothing coerced',
    { timeout: 60_000 },
    async () => {
      const onFinish = vi.fn();
      render(
        <Form onFinish={onFinish} initialValues={{ rate: 0.1, term: 12 }}>
          <Form.Item
            name="rate"
            label="Rate"
            rules={[
              { required: true, message: 'Please enter the rate' },
              numberRule({ min: 0, minMessage: 'The rate cannot be negative' }),
            ]}
          >
            <NumberInput step={0.0001} />
          </Form.Item>
          <Form.Item
            name="term"
            label="Term"
            rules={[numberRule({ min: 1, max: 120, integer: true, rangeMessage: 'The term is 1 to 120 months' })]}
          >
            <NumberInput precision={0} />
          </Form.Item>
          <Button htmlType="submit">Save</Button>
        </Form>,
      );
      const rate = screen.getByRole('spinbutton', { name: 'Rate' });
      const term = screen.getByRole('spinbutton', { name: 'Term' });
      const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      const wait = { timeout: 10_000 };
      expect(rate).toHaveValue('0.1000');
      fireEvent.change(rate, { target: { value: '-0.01' } });
      expect(await screen.findByText('The rate cannot be negative', undefined, wait)).toBeInTheDocument();
      fireEvent.blur(rate);
      save();
      expect(await screen.findByText('The rate cannot be negative', undefined, wait)).toBeInTheDocument();
      expect(rate).toHaveValue('-0.0100');
      fireEvent.change(rate, { target: { value: '' } });
      expect(await screen.findByText('Please enter the rate', undefined, wait)).toBeInTheDocument();
      fireEvent.change(term, { target: { value: '12.5' } });
      fireEvent.blur(term);
      expect(await screen.findByText('The term is 1 to 120 months', undefined, wait)).toBeInTheDocument();
      expect(term).toHaveValue('12.5');
      for (const text of ['abc', '1,2,3', '12.5.6']) {
        fireEvent.change(rate, { target: { value: text } });
        fireEvent.blur(rate);
        save();
        expect(await screen.findByText('Enter a number, such as 1234.5', undefined, wait)).toBeInTheDocument();
        expect(rate).toHaveValue(text);
      }
      expect(onFinish).not.toHaveBeenCalled();
      fireEvent.change(term, { target: { value: '13' } });
      fireEvent.change(rate, { target: { value: '0,0950' } });
      fireEvent.blur(rate);
      save();
      await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ rate: 0.095, term: 13 }), wait);
    },
  );

  it('speaks French at the field too', { timeout: 60_000 }, async () => {
    await loadFrench();
    setLocale('fr');
    render(
      <Form>
        <Form.Item name="volume" label="Volume" rules={[numberRule({ min: 0 })]}>
          <NumberInput />
        </Form.Item>
      </Form>,
    );
    const volume = screen.getByRole('spinbutton', { name: 'Volume' });
    fireEvent.change(volume, { target: { value: '12,5,6' } });
    fireEvent.blur(volume);
    expect(await screen.findByText('Saisissez un nombre, par exemple 1234,5', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.change(volume, { target: { value: '-500' } });
    expect(await screen.findByText('Saisissez 0 ou plus', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
