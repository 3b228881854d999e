import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_IDENTIFIERS, resourceName, resourceNotice, translate } from '../../providers/i18n-provider';
import { setDisplayTimeZone, formatDateTime, displayTimeZone } from '../../src/lib/dates';
import { loadFrench, plural, setLocale, t, tData } from '../../src/lib/i18n';
import { entityLabel, fieldLabel, formatHistoryValue, OPERATION_LABELS } from '../../src/lib/history';
import { roleName, ROLES } from '../../src/lib/roles';
import { FR } from '../../src/lib/i18n-fr';

// The spec's texts — its §8 catalogue, and the page titles of §2 (document titles, page headings) — are
// word for word the spec's in English, and translated in French (issue 26, item 5: "the spec's English
// texts stay word for word in English; French gets their translations").
const SPEC_TEXTS = [
  'Partner Portal',
  'Your Profile',
  'Duplicate Accounts',
  'View Contracts',
  'Your Accounts',
  'New Account',
  'Edit Account',
  'Your Sales Partners',
  'Your Pricing Requests',
  'Edit Pricing Request',
  'Your Contract Submissions',
  'Edit Contract Submission',
  'Update Password',
  'Please Login',
  'Page Not Found',
  'Error Selecting Pricing Request',
  'Error Saving Pricing Request',
  'Error Saving Pricing Request Product',
  'Error Saving Pricing Request Proposal',
  'Error Sending Welcome Email',
  'Error Deleting File',
  'Error Creating User',
  'Error Saving Profile',
  'Error Selecting Sales Partner',
  'Error Saving Sales Partner',
  'Unable to get latest version',
  'Account disabled. Please contact your company to re-activate.',
  'Email Already Exists',
  'Pricing Request successfully saved',
  'Pricing Request Product successfully added',
  'Pricing Request Proposal successfully saved',
  'Welcome Email Successfully Sent',
  'File successfully saved',
  'File successfully deleted',
  'Photo successfully deleted',
  'Sales Partner successfully saved',
  'User created successfully',
  'Profile successfully saved',
  'An email has been sent to verify your new email address.',
  'Delete File',
  'Are you sure you want to delete the selected file?',
  'Delete photo',
  'Unable to set your app version. Letting the IT peeps know... beep bop',
];

/** The notices refine's provider builds for every resource, in the spec's words ('<Resource> successfully saved'). */
const CATALOGUE_FORMS = RESOURCE_IDENTIFIERS.map(resourceName).flatMap((n) => [
  `${n} successfully saved`,
  `${n} successfully deleted`,
  `Error Saving ${n}`,
  `Error Deleting ${n}`,
  `Error Selecting ${n}`,
]);

/** Every `t('…')` key written in the portal's code (src/, resources/, providers/). */
function keysInCode(): { key: string; file: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const dir of ['src', 'resources', 'providers']) walk(dir);
  // `t('…')`, a table's `tk('…')` (shown through t() later), and both texts of `plural(n, '…', '…')`.
  const literal = "'((?:[^'\\\\]|\\\\.)*)'";
  const calls = new RegExp(`\\b(?:t|tk)\\(\\s*${literal}|\\bplural\\([^']*?,\\s*${literal},\\s*${literal}`, 'g');
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(calls)].flatMap((m) =>
      [m[1], m[2], m[3]].filter((k) => k !== undefined).map((k) => ({ key: k.replace(/\\'/g, "'"), file })),
    ),
  );
}

beforeAll(async () => {
  await loadFrench();
});

afterEach(() => {
  setLocale('en');
  setDisplayTimeZone(undefined);
});

describe('languages', () => {
  it('shows English as written, and French from the catalogue with its placeholders filled', () => {
    expect(t('Save')).toBe('Save');
    setLocale('fr');
    expect(t('Save')).toBe('Enregistrer');
    expect(t('Changed by {who} just now', { who: 'Sam' })).toBe('Modifié par Sam à l’instant');
    expect(t('A text nobody translated')).toBe('A text nobody translated');
  });

  it("shows the spec's titles and catalogue texts word for word in English, and translated in French", () => {
    const texts = [...SPEC_TEXTS, ...CATALOGUE_FORMS];
    expect(texts.filter((text) => t(text) !== text)).toEqual([]);
    expect(texts.filter((text) => !FR[text] || FR[text] === text)).toEqual([]);
    setLocale('fr');
    expect(t('Your Accounts')).toBe('Vos comptes');
    expect(t('Account disabled. Please contact your company to re-activate.')).toBe(
      'Compte désactivé. Veuillez contacter votre entreprise pour le réactiver.',
    );
  });

  it('agrees the French notices of a record with its gender', () => {
    setLocale('fr');
    expect(resourceNotice('saved', 'accounts')).toBe('Compte enregistré');
    expect(resourceNotice('saved', 'pricing_requests')).toBe('Demande de prix enregistrée');
    expect(resourceNotice('deleted', 'news')).toBe('Nouvelle supprimée');
    expect(resourceNotice('saveError', 'affiliates')).toBe('Erreur lors de l’enregistrement de l’affilié');
    expect(resourceNotice('selectError', 'partners')).toBe('Erreur lors de la lecture du partenaire de vente');
    expect(resourceNotice('deleteError', 'tasks')).toBe('Erreur lors de la suppression de la tâche');
  });

  it('has a French text for every text the code shows through t()', () => {
    const keys = keysInCode();
    expect(keys.length).toBeGreaterThan(300);
    expect(keys.filter(({ key }) => !(key in FR))).toEqual([]);
  });

  it('shows a text with a context without it in English, and the French for that sense', () => {
    expect(t('Open|status')).toBe('Open');
    setLocale('fr');
    expect(t('Open|status')).toBe('Ouverte');
    expect(t('Open')).toBe('Ouvrir');
  });

  it("refine's provider: the spec's notices word for word in English and translated in French, and refine's own texts", () => {
    expect(translate('notifications.editSuccess', { resource: 'Sales Partner' })).toBe('Sales Partner successfully saved');
    expect(translate('notifications.createError', { resource: 'Pricing Request' })).toBe('Error Saving Pricing Request');
    expect(translate('actions.create')).toBe('Create');
    setLocale('fr');
    expect(translate('notifications.editSuccess', { resource: 'Sales Partner' })).toBe('Partenaire de vente enregistré');
    expect(translate('notifications.createError', { resource: 'Pricing Request' })).toBe(
      'Erreur lors de l’enregistrement de la demande de prix',
    );
    expect(translate('actions.create')).toBe('Créer');
    expect(translate('buttons.save', undefined, 'Save')).toBe('Enregistrer');
    expect(translate('buttons.cancel', 'Cancel')).toBe('Annuler');
    // refine's breadcrumb: a page's action by its key, never the key itself.
    expect(translate('actions.create')).toBe(translate('buttons.create', undefined, 'Create'));
    expect(translate('actions.edit')).not.toBe('actions.edit');
  });

  it('sees the keys of tables (tk) and of counts (plural) as well as t()', () => {
    const keys = keysInCode().map(({ key }) => key);
    for (const key of ['{n} account', '{n} accounts', '{n} file', '{n} files', 'Created|operation', 'Contact first name', 'Company Admin'])
      expect(keys).toContain(key);
  });

  it('counts: one, or many — in French zero is singular too', () => {
    expect(plural(1, '{n} account', '{n} accounts')).toBe('1 account');
    expect(plural(0, '{n} account', '{n} accounts')).toBe('0 accounts');
    expect(plural(1200, '{n} account', '{n} accounts')).toBe('1,200 accounts');
    setLocale('fr');
    expect(plural(0, '{n} account', '{n} accounts')).toBe('0 compte');
    expect(plural(1, '{n} account', '{n} accounts')).toBe('1 compte');
    expect(plural(1200, '{n} account', '{n} accounts').replace(/\s/g, ' ')).toBe('1 200 comptes');
    expect(t('Delete {count}', { count: plural(3, '{n} pricing request', '{n} pricing requests') })).toBe('Supprimer 3 demandes de prix');
  });

  it('tables of labels (roles, history fields and entities) read in the language of the moment', () => {
    expect(roleName(7)).toBe('Sales Rep');
    expect(roleName(99)).toBeUndefined();
    expect(fieldLabel('contact_first_name')).toBe('Contact first name');
    setLocale('fr');
    expect(roleName(7)).toBe('Représentant');
    expect(Object.values(ROLES).map(roleName)).toContain('Administrateur d’entreprise');
    expect(fieldLabel('contact_first_name')).toBe('Prénom du contact');
    expect(fieldLabel('sales_rep')).toBe('Représentant');
    expect(entityLabel('matrix_submissions')).toBe('Soumission de contrat');
    expect(t(OPERATION_LABELS.update)).toBe('Modification');
    expect(formatHistoryValue('profiles', 'role', 1)).toBe('Administrateur d’entreprise');
    expect(formatHistoryValue('accounts', 'active', true)).toBe('Oui');
    // A column nobody listed yet still reads as its words.
    expect(fieldLabel('some_new_column')).toBe('Some new column');
  });

  it('keeps every placeholder of an English text in its French one', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const broken = Object.entries(FR).filter(([en, fr]) => names(en).join() !== names(fr).join());
    expect(broken).toEqual([]);
  });
});

describe('the display time zone', () => {
  it('is America/Vancouver until the user chooses another, and an unknown zone keeps the default', () => {
    expect(displayTimeZone()).toBe('America/Vancouver');
    expect(formatDateTime('2026-11-23T16:23:00Z')).toBe('2026-11-23 8:23 AM');
    setDisplayTimeZone('Europe/Paris');
    expect(formatDateTime('2026-11-23T16:23:00Z')).toBe('2026-11-23 5:23 PM');
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(displayTimeZone()).toBe('America/Vancouver');
  });
});

describe('data in the user language (tData) and texts that are no key', () => {
  afterEach(() => setLocale('en'));

  it("a permission's description reads in French, every seeded one, and in English as stored", () => {
    // Every description the migrations seed (supabase/migrations/20261122004000_access_model.sql), as /permissions shows it.
    const sql = readFileSync(join(__dirname, '../../supabase/migrations/20261122004000_access_model.sql'), 'utf8');
    const block = sql.slice(sql.indexOf('insert into public.permissions'), sql.indexOf('create table public.partner_statuses'));
    const fixed = [...block.matchAll(/\('[a-z]+', '[A-Z_]+', '([^']+)'\)/g)].map((m) => m[1]!);
    const generated = ['partners', 'affiliates', 'contracts', 'accounts', 'tasks', 'companies', 'news', 'profiles'].flatMap((g) =>
      ['Create', 'Edit', 'Delete', ...(['partners', 'affiliates', 'profiles'].includes(g) ? ['Invite'] : [])].map((a) => `${a} ${g}`),
    );
    expect(fixed).toHaveLength(18);
    for (const d of [...fixed, ...generated]) {
      setLocale('en');
      expect(tData(d)).toBe(d);
      setLocale('fr');
      expect(tData(d), d).not.toBe(d);
    }
  });

  it('text that is no key comes back exactly as given, in both languages, never a member every object has', () => {
    for (const locale of ['en', 'fr'] as const) {
      setLocale(locale);
      for (const text of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'Edit | delete {n}', 'Sélectionner']) {
        expect(tData(text)).toBe(text);
      }
      expect(t('constructor')).toBe('constructor');
      expect(t('toString')).toBe('toString');
    }
  });
});
