import { describe, expect, it } from 'vitest';
import { translate } from '../../providers/i18n-provider';
import { noticeContent } from '../../providers/notification-provider';
import { QUERY_CLIENT_CONFIG } from '../../providers/query-client';
import { errorMessage, httpStatusOf, NOT_AVAILABLE, prefixedError } from '../../src/lib/error-message';

/** Issue 16, defect 10: notices read like the spec's catalogue, never "matrix_submission" or a status code. */
describe("refine's notice texts in the portal's words", () => {
  it('success: "<Resource> successfully saved / deleted", with the resource named as users know it', () => {
    const resource = translate('matrix_submissions.matrix_submissions', 'matrix_submission');
    expect(translate('notifications.createSuccess', { resource }, `Successfully created matrix_submission`)).toBe(
      'Contract Submission successfully saved',
    );
    expect(translate('notifications.editSuccess', { resource: translate('partners.partners', 'partner') })).toBe(
      'Sales Partner successfully saved',
    );
    expect(translate('notifications.deleteSuccess', { resource: translate('files.files', 'file') })).toBe('File successfully deleted');
  });

  it('failure: a prefix without the status code', () => {
    const text = translate('notifications.editError', { resource: translate('accounts.accounts', 'account'), statusCode: 42501 });
    expect(text).toBe('Error Saving Account');
    expect(text).not.toMatch(/status code|42501/);
  });

  it("keys without an entry keep refine's default text", () => {
    expect(translate('buttons.save', 'Save')).toBe('Save');
    expect(translate('pages.unknown', {}, 'Fallback')).toBe('Fallback');
    expect(translate('widgets.x.x', 'widget')).toBe('widget');
  });
});

describe('what a notice shows', () => {
  it("drops refine's generic titles (Success / Successful)", () => {
    expect(noticeContent({ type: 'success', message: 'Account successfully saved', description: 'Successful' })).toEqual({
      message: 'Account successfully saved',
      description: undefined,
    });
    expect(noticeContent({ type: 'success', message: 'Task successfully saved', description: 'Success' }).description).toBeUndefined();
  });

  it('keeps the prefix as the title and the reason below it', () => {
    expect(
      noticeContent({ type: 'error', message: 'Error Saving Account', description: 'You are not allowed to make this change.' }),
    ).toEqual({
      message: 'Error Saving Account',
      description: 'You are not allowed to make this change.',
    });
  });

  it("names the record a failed read could not select (spec: 'Error Selecting Sales Partner')", () => {
    expect(
      noticeContent({
        type: 'error',
        key: 'c0000000-0000-4000-8000-0000000fffff-partners-getOne-notification',
        message: 'Error',
        description: NOT_AVAILABLE,
      }),
    ).toEqual({
      message: 'Error Selecting Sales Partner',
      description: NOT_AVAILABLE,
    });
    expect(noticeContent({ type: 'error', key: 'pricing_requests-useList-notification', message: 'Error' }).message).toBe(
      'Error Selecting Pricing Request',
    );
  });
});

describe('error messages a user can read', () => {
  it('turns database codes into sentences', () => {
    expect(errorMessage({ code: '42501', message: 'new row violates row-level security policy for table "accounts"' })).toBe(
      'You are not allowed to make this change.',
    );
    expect(errorMessage({ code: '22P02', message: 'invalid input syntax for type uuid: "x"' })).toBe('One of the values is not valid.');
    expect(errorMessage({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' })).toBe(NOT_AVAILABLE);
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/cannot be reached/);
  });

  it("keeps messages written for users (our check triggers, RAISE in our functions) and the spec's codes", () => {
    expect(errorMessage({ code: '23514', message: "An account's partner must belong to the account's organization" })).toBe(
      "An account's partner must belong to the account's organization",
    );
    expect(errorMessage({ code: 'email_exists', message: 'A user with this email address has already been registered' })).toBe(
      'Email Already Exists',
    );
    expect(prefixedError('Error Saving Profile', { code: 'P0001', message: 'Pick a role' })).toBe('Error Saving Profile: Pick a role');
    expect(errorMessage({ code: '23505', message: 'This product is already on the pricing request.' })).toBe(
      'This product is already on the pricing request.',
    );
    expect(errorMessage({ code: '23505', message: 'duplicate key value violates unique constraint "x_key"' })).toBe('This already exists.');
    expect(errorMessage({ code: '42501', message: 'An account cannot move to another organization' })).toBe(
      'An account cannot move to another organization',
    );
  });

  it('maps errors to the HTTP status they stand for', () => {
    expect(httpStatusOf({ code: '42501' })).toBe(403);
    expect(httpStatusOf({ code: '22P02', statusCode: 22 })).toBe(400);
    expect(httpStatusOf({ code: 'PGRST116' })).toBe(406);
    expect(httpStatusOf({ code: 'PT404' })).toBe(404);
    expect(httpStatusOf({ code: '23505' })).toBe(409);
    expect(httpStatusOf({ statusCode: '403' })).toBe(403);
    expect(httpStatusOf({ code: 'XX000' })).toBe(500);
    expect(httpStatusOf(new TypeError('Failed to fetch'))).toBe(503);
  });
});

describe('reads are retried only when trying again can help', () => {
  const retry = QUERY_CLIENT_CONFIG.defaultOptions.queries.retry;
  it('never after a 4xx (a record one may not see, a malformed id)', () => {
    expect(retry(0, { code: 'PGRST116' })).toBe(false);
    expect(retry(0, { code: '22P02', statusCode: 22 })).toBe(false);
    expect(retry(0, { statusCode: 404 })).toBe(false);
  });
  it('twice after a server error or a lost connection', () => {
    expect(retry(0, { statusCode: 503 })).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, { statusCode: 500 })).toBe(false);
  });
});
