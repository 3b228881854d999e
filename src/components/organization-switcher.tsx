import { useInvalidate, useNotification } from '@refinedev/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { listOrganizations, switchOrganization, type OrganizationOption } from '../../providers/profile-api';
import type { Identity } from '../../providers/session';
import { prefixedError } from '../lib/error-message';

/** Picks the organization the user works in; stored as `profiles.last_organization`. */
export function OrganizationSwitcher({ identity, compact }: { identity: Identity; compact?: boolean }) {
  const [options, setOptions] = useState<OrganizationOption[]>([]);
  const [current, setCurrent] = useState<string | null>(identity.profile.last_organization);
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

  if (options.length === 0) return null;

  const onChange = async (id: string) => {
    const previous = current;
    setCurrent(id);
    try {
      await switchOrganization(identity.id, id);
      await invalidate({ invalidates: ['all'] });
    } catch (e) {
      setCurrent(previous);
      open?.({ type: 'error', message: prefixedError('Error Saving Profile', e) });
    }
  };

  return (
    <Select
      aria-label="Organization"
      data-testid="organization-switcher"
      value={current ?? undefined}
      placeholder="Organization"
      style={{ minWidth: compact ? 120 : 200, maxWidth: compact ? 160 : 280 }}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
      onChange={(id: string) => void onChange(id)}
      disabled={options.length === 1 && current === options[0].id}
    />
  );
}
