import { useNotification } from '@refinedev/core';
import { Button, Form, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useSingleFlight } from '../../components/use-single-flight';
import { applyPreferences, resetIdentity, type Profile } from '../../../providers/session';
import { supabaseClient } from '../../../providers/supabase-client';
import { DEFAULT_TIMEZONE } from '../../lib/dates';
import { prefixedError } from '../../lib/error-message';
import { LOCALES, t, type Locale } from '../../lib/i18n';

interface Values {
  locale: Locale;
  time_zone: string;
}

/** Every IANA zone the browser knows, with the default first. */
function zones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIMEZONE];
  return [DEFAULT_TIMEZONE, ...all.filter((z) => z !== DEFAULT_TIMEZONE)];
}

/**
 * Language and time zone (issue 18, item 4), stored on the profile and applied at once: the portal
 * switches language, and times show in the chosen zone (calendar dates never move).
 */
export function PreferencesForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<Values>();
  const { run, pending: saving } = useSingleFlight();
  const { open } = useNotification();
  const options = useMemo(() => zones().map((z) => ({ value: z, label: z.replace(/_/g, ' ') })), []);

  const save = (values: Values) =>
    run(async () => {
      try {
        const { error } = await supabaseClient.from('profiles').update(values).eq('id', profile.id);
        if (error) throw error;
        resetIdentity();
        // The confirmation speaks the language just chosen, as the whole portal does from now on.
        await applyPreferences(values).finally(() => open?.({ type: 'success', message: t('Profile successfully saved') }));
      } catch (e) {
        open?.({ type: 'error', message: prefixedError(t('Error Saving Profile'), e) });
      }
    });

  return (
    <Form<Values>
      name="preferences"
      form={form}
      layout="vertical"
      initialValues={{ locale: profile.locale === 'fr' ? 'fr' : 'en', time_zone: profile.time_zone ?? DEFAULT_TIMEZONE }}
      onFinish={(v) => void save(v)}
    >
      <Form.Item name="locale" label={t('Language')}>
        <Select aria-label={t('Language')} options={LOCALES.map((l) => ({ value: l.value, label: l.label }))} />
      </Form.Item>
      <Form.Item name="time_zone" label={t('Time zone')}>
        <Select aria-label={t('Time zone')} showSearch options={options} />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        {t('Dates and times are shown in this zone; calendar dates (start, end, due) never move.')}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('Save preferences')}
      </Button>
    </Form>
  );
}
