import { useCallback, useEffect, useState } from 'react';
import { organizationStorage } from '../../../providers/storage';
import { storagePercentage, STORAGE_QUOTA_BYTES } from '../../lib/numbers';

/** The organization's stored bytes (get_organization_storage) and ceil(percent) of the 5 GiB quota. */
export function useOrganizationStorage(organizationId: string | undefined) {
  const [usedBytes, setUsed] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!organizationId) return;
    let live = true;
    organizationStorage(organizationId).then(
      (bytes) => live && (setUsed(bytes), setError(undefined)),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [organizationId, tick]);
  const refresh = useCallback(() => setTick((t) => t + 1), []);
  return {
    usedBytes,
    quotaBytes: STORAGE_QUOTA_BYTES,
    percent: usedBytes === undefined ? undefined : storagePercentage(usedBytes),
    error,
    refresh,
  };
}
