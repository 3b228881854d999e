import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Row } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { NameFields, PHONE_RULE } from '../../src/components/contact-fields';
import { confirmPasswordRule, PasswordFields } from '../../src/components/password-fields';

// antd's Row watches the breakpoints; jsdom has no matchMedia.
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

// Validation runs asynchronously; a busy machine needs more than the default second.
const WAIT = { timeout: 10_000 };

function Harness() {
  return (
    <Form>
      <Row>
        <NameFields />
      </Row>
      <PasswordFields label="New password" confirmLabel="Confirm new password" />
      <Button htmlType="submit">Go</Button>
    </Form>
  );
}

describe('password fields', () => {
  it('refuses a confirmation that does not repeat the password', async () => {
    const confirm = confirmPasswordRule({ getFieldValue: () => 'secret-123' });
    await expect(confirm.validator(undefined, 'secret-123')).resolves.toBeUndefined();
    await expect(confirm.validator(undefined, '')).resolves.toBeUndefined();
    await expect(confirm.validator(undefined, 'other')).rejects.toThrow('Passwords do not match');
  });

  it('shows the labels and messages of the register and update-password forms', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Please enter your first name', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long-enough' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'different' } });
    expect(await screen.findByText('Passwords do not match', undefined, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Use at least 8 characters')).not.toBeInTheDocument(), WAIT);
  }, 40_000);
});

describe('contact fields', () => {
  it('accepts phone numbers of 7 to 20 digits, spaces and + ( ) . -', () => {
    expect(PHONE_RULE.pattern.test('+1 (555) 010-0100')).toBe(true);
    expect(PHONE_RULE.pattern.test('555.0100')).toBe(true);
    expect(PHONE_RULE.pattern.test('12')).toBe(false);
    expect(PHONE_RULE.pattern.test('555-CALL-NOW')).toBe(false);
    expect(PHONE_RULE.message).toBe('Please enter a valid phone number');
  });
});
