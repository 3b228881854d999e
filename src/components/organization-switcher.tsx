import { useInvalidate, useNotification } from '@refinedev/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { listOrganizations, switchOrganization, type OrganizationOption } from '../../providers/profile-api';
import type { Identity } from '../../providers/session';
import { prefixedError } from '../lib/error-message';
import { useOrganizationScope } from './organization-scope';
import { t } from '../lib/i18n';

const ALL = '';

/**
 * The organization the lists show: "All organizations" or one of the user's (management: every
 * organization). Choosing one also makes it the user's working organization (`profiles.last_organization`,
 * the default for new partners and where their pictures are stored). Not shown to users of one organization.
 */
export function OrganizationSwitcher({ identity, compact }: { identity: Identity; compact?: boolean }) {
  const [options, setOptions] = useState<OrganizationOption[]>([]);
  const { organizationId, setOrganizationId } = useOrganizationScope();
  const invalidate = useInvalidate();
  const { open } = useNotification();

  useEffect(() => {
    let live = true;
    listOrganizations()
      .then((orgs) => live && setOptions(orgs))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [identity.id]);

  // A remembered organization the user no longer belongs to falls back to all of theirs.
  useEffect(() => {
    if (organizationId && options.length && !options.some((o) => o.id === organizationId)) setOrganizationId(null);
  }, [options, organizationId, setOrganizationId]);

  if (options.length < 2) return null;

  const onChange = async (id: string) => {
    const previous = organizationId;
    setOrganizationId(id || null);
    try {
      if (id && id !== identity.profile.last_organization) await switchOrganization(identity.id, id);
      await invalidate({ invalidates: ['list', 'many'] });
    } catch (e) {
      setOrganizationId(previous);
      open?.({ type: 'error', message: prefixedError(t('Error Saving Profile'), e) });
    }
  };

  return (
    <Select
      aria-label={t('Company')}
      data-testid="organization-switcher"
      value={organizationId ?? ALL}
      style={{ minWidth: compact ? 120 : 200, maxWidth: compact ? 160 : 280 }}
      popupMatchSelectWidth={false}
      options={[{ value: ALL, label: t('All companies') }, ...options.map((o) => ({ value: o.id, label: o.name }))]}
      onChange={(id: string) => void onChange(id)}
    />
  );
}
