import { describe, expect, it } from 'vitest';
import { errorMessage, prefixedError } from '../../src/lib/error-message';
import { listLink } from '../../src/lib/list-link';
import { pageTitle, productName, staticTitle } from '../../src/lib/page-title';
import { hashErrorDescription, hashMessage, safeRedirect } from '../../src/lib/url-hash';

describe('page titles', () => {
  it("read 'Title | {product} Energy' with Summit by default", () => {
    expect(productName({})).toBe('Summit');
    expect(productName({ VITE_PRODUCT_NAME: 'Aurora' })).toBe('Aurora');
    expect(pageTitle('Dashboard', 'Summit')).toBe('Dashboard | Summit Energy');
  });
  it('name the shell routes of spec §2', () => {
    expect(staticTitle('/')).toBe('Partner Portal');
    expect(staticTitle('/dashboard')).toBe('Dashboard');
    expect(staticTitle('/settings/')).toBe('Your Profile');
    expect(staticTitle('/welcome/login')).toBe('Please Login');
    expect(staticTitle('/update-password')).toBe('Update Password');
    expect(staticTitle('/nowhere')).toBeUndefined();
  });
});

describe('hashErrorDescription', () => {
  it("reads error_description with '+' as spaces", () => {
    expect(hashErrorDescription('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toBe(
      'Email link is invalid or has expired',
    );
    expect(hashErrorDescription('#error_description=Bad%20token%3A+try+again')).toBe('Bad token: try again');
  });
  it('reads an informational message the same way', () => {
    expect(hashMessage('#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(hashMessage('#error_description=x')).toBeUndefined();
  });
  it('ignores hashes without one', () => {
    expect(hashErrorDescription('')).toBeUndefined();
    expect(hashErrorDescription('#access_token=x&type=recovery')).toBeUndefined();
  });
});

describe('safeRedirect', () => {
  it('follows in-app paths only', () => {
    expect(safeRedirect('?next=%2Faccounts%3Fpage%3D2')).toBe('/accounts?page=2');
    expect(safeRedirect('?next=https%3A%2F%2Fevil.test')).toBe('/');
    expect(safeRedirect('?next=%2F%2Fevil.test')).toBe('/');
    expect(safeRedirect('?next=%2Fwelcome%2Flogin')).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });
});

describe('error messages', () => {
  it('translate email_exists and prefix failures', () => {
    expect(errorMessage({ code: 'email_exists', message: 'A user with this email address has already been registered' })).toBe(
      'Email Already Exists',
    );
    expect(prefixedError('Error Saving Profile', new Error('boom'))).toBe('Error Saving Profile: boom');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(undefined)).toBe('Unknown error');
  });
});

describe('listLink', () => {
  it('encodes filters the way refine reads them from the URL', () => {
    expect(listLink('/contracts', [{ field: 'end_date', operator: 'lte', value: '2026-12-01' }])).toBe(
      '/contracts?filters[0][field]=end_date&filters[0][operator]=lte&filters[0][value]=2026-12-01',
    );
    expect(listLink('/contracts', [])).toBe('/contracts');
  });
});
