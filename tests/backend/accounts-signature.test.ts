import { describe, expect, it } from 'vitest';
import { account } from './accounts-support.ts';
import { DEMO, signIn } from './helpers.ts';

describe('account signature', () => {
  it('a signature upload marks the account signed, stamped with the uploader and time', async () => {
    const a = await account();
    const admin = await signIn('partner-admin@demo.test');
    const path = `${a.organization_id}/accounts/${a.id}/signature-jane.png`;
    const { data, error } = await admin
      .from('accounts')
      .update({ signature_path: path, signature_name: 'Jane Doe' })
      .eq('id', a.id)
      .select('signature_path, signature_name, signature_status, signature_signed_by, signature_signed_at')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      signature_path: path,
      signature_name: 'Jane Doe',
      signature_status: 'signed',
      signature_signed_by: DEMO.users.partnerAdmin,
    });
    expect(data?.signature_signed_at).toEqual(expect.any(String));
  });

  it('the stamp cannot be forged by hand', async () => {
    const a = await account();
    const rep = await signIn('sales-rep@demo.test');
    const { data } = await rep
      .from('accounts')
      .update({ signature_signed_by: DEMO.users.management, signature_signed_at: '2020-01-01T00:00:00Z', notes: 'x' })
      .eq('id', a.id)
      .select('signature_signed_by, signature_signed_at, signature_status')
      .single();
    expect(data).toEqual({ signature_signed_by: null, signature_signed_at: null, signature_status: null });
  });
});
