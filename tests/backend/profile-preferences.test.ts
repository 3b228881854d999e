import { describe, expect, it } from 'vitest';
import { createUserClient, DEMO, serviceClient, signIn } from './helpers.ts';

// Issue 18, item 4: the language (en | fr) and the time zone (an IANA name, default America/Vancouver,
// spec §9) are preferences on the user's profile, checked by the database, and the user's own.

/** A confirmed sales rep of Summit with a profile of their own, signed in. */
async function freshRep() {
  const { client, user, email } = await createUserClient();
  const { error } = await serviceClient().from('profiles').upsert({
    id: user.id,
    email,
    first_name: 'Pat',
    last_name: 'Lefebvre',
    role: 7,
    active: true,
    last_organization: DEMO.organizations.summit,
  });
  if (error) throw error;
  return { client, id: user.id };
}

describe('a user’s language and time zone', () => {
  it('default to English and America/Vancouver, and the user changes their own', async () => {
    const { client, id } = await freshRep();
    const before = await client.from('profiles').select('locale, time_zone').eq('id', id).single();
    expect(before.data).toEqual({ locale: 'en', time_zone: 'America/Vancouver' });

    const saved = await client
      .from('profiles')
      .update({ locale: 'fr', time_zone: 'America/Toronto' })
      .eq('id', id)
      .select('locale, time_zone')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual({ locale: 'fr', time_zone: 'America/Toronto' });
    const utc = await client.from('profiles').update({ time_zone: 'UTC' }).eq('id', id).select('time_zone').single();
    expect(utc.data).toEqual({ time_zone: 'UTC' });
  });

  it('refuses a language other than en and fr, with the rule it breaks', async () => {
    const { client, id } = await freshRep();
    const { error } = await client.from('profiles').update({ locale: 'de' }).eq('id', id).select('locale').single();
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('profiles_locale_check');
    const { data } = await client.from('profiles').select('locale').eq('id', id).single();
    expect(data).toEqual({ locale: 'en' });
  });

  it('refuses a time zone PostgreSQL does not know, or that is no zone name, and says which', async () => {
    const { client, id } = await freshRep();
    const unknown = await client.from('profiles').update({ time_zone: 'Mars/Olympus_Mons' }).eq('id', id);
    expect(unknown.error?.code).toBe('22023');
    expect(unknown.error?.message).toMatch(/Mars\/Olympus_Mons/);
    const notAName = await client.from('profiles').update({ time_zone: "x'; drop table profiles; --" }).eq('id', id);
    expect(notAName.error?.code).toBe('22023');
    expect(notAName.error?.message).toContain('is not a time zone');
    const { data } = await client.from('profiles').select('time_zone').eq('id', id).single();
    expect(data).toEqual({ time_zone: 'America/Vancouver' });
  });

  it('is the user’s own: an administrator with profiles.EDIT cannot set another user’s', async () => {
    const { client: rep, id } = await freshRep();
    const admin = await signIn('management@demo.test');
    const { error } = await admin.from('profiles').update({ locale: 'fr', time_zone: 'Europe/Paris' }).eq('id', id);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('Only the user may change their own language and time zone');
    // The administrator still edits what profiles.EDIT allows on that profile.
    const renamed = await admin.from('profiles').update({ first_name: 'Patricia' }).eq('id', id).select('first_name').single();
    expect(renamed.error).toBeNull();
    expect(renamed.data).toEqual({ first_name: 'Patricia' });
    const { data } = await rep.from('profiles').select('locale, time_zone').eq('id', id).single();
    expect(data).toEqual({ locale: 'en', time_zone: 'America/Vancouver' });
  });

  it('of another user is not changed by a user without profiles.EDIT (no row matches)', async () => {
    const { id } = await freshRep();
    const other = await signIn('sales-rep@demo.test');
    const { data, error } = await other.from('profiles').update({ locale: 'fr' }).eq('id', id).select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { data: row } = await serviceClient().from('profiles').select('locale').eq('id', id).single();
    expect(row).toEqual({ locale: 'en' });
  });
});
