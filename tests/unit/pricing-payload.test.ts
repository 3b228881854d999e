import { describe, expect, it } from 'vitest';
import { isEmptyVolume, NOTICES, noticeText, toPayload } from '../../resources/pricing-requests/payload';

describe('pricing request payload', () => {
  it('removes total_volume when it is zero or empty', () => {
    for (const v of [0, '0', '', '  ', null, undefined, '0.0']) {
      expect(isEmptyVolume(v)).toBe(true);
      expect(toPayload({ name: 'A', total_volume: v as number })).not.toHaveProperty('total_volume');
    }
  });

  it('keeps a positive total_volume as a number', () => {
    expect(toPayload({ name: 'A', total_volume: '1250.5' })).toEqual({ name: 'A', total_volume: 1250.5 });
    expect(toPayload({ name: 'A', total_volume: 90000 }).total_volume).toBe(90000);
  });

  it('on an edit, zero or empty total_volume is left out (the stored volume stays: spec §3, issue 24)', () => {
    for (const v of [0, '', null, undefined]) {
      expect(toPayload({ name: 'A', total_volume: v as number, requested_start_date: undefined, sales_rep: undefined }, true)).toEqual({
        name: 'A',
        requested_start_date: null,
        sales_rep: null,
      });
    }
    // A start date or sales rep the user cleared is stored empty (null), never kept stale.
    expect(toPayload({ name: 'A', requested_start_date: '', sales_rep: '' }, true)).toEqual({
      name: 'A',
      requested_start_date: null,
      sales_rep: null,
    });
    expect(toPayload({ name: 'A', total_volume: 5 }, true)).toEqual({ name: 'A', total_volume: 5 });
    // Fields the form does not hold are never touched.
    expect(toPayload({ name: 'A' }, true)).toEqual({ name: 'A' });
  });

  it('trims the name and notes; empty optional fields are not sent', () => {
    expect(
      toPayload({ account_id: 'x', name: '  Spring renewal ', notes: '  ', requested_start_date: '', sales_rep: '', commodity: 'gas' }),
    ).toEqual({ account_id: 'x', name: 'Spring renewal', notes: null, commodity: 'gas' });
  });
});

describe('pricing request notices (spec §8 texts)', () => {
  it('reads exactly as the spec says', () => {
    expect(NOTICES.saved).toBe('Pricing Request successfully saved');
    expect(NOTICES.productAdded).toBe('Pricing Request Product successfully added');
    expect(NOTICES.proposalSaved).toBe('Pricing Request Proposal successfully saved');
    expect(NOTICES.welcomeSent).toBe('Welcome Email Successfully Sent');
    expect(noticeText(NOTICES.saveError, new Error('boom'))).toBe('Error Saving Pricing Request: boom');
    expect(noticeText(NOTICES.selectError, { message: 'not found' })).toBe('Error Selecting Pricing Request: not found');
    expect(noticeText(NOTICES.productError, 'x')).toBe('Error Saving Pricing Request Product: x');
    expect(noticeText(NOTICES.proposalError, null)).toBe('Error Saving Pricing Request Proposal: Unknown error');
    expect(noticeText(NOTICES.welcomeError, new Error('no contact'))).toBe('Error Sending Welcome Email: no contact');
  });
});
