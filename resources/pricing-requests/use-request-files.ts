import { useList } from '@refinedev/core';
import { useMemo } from 'react';
import type { StoredFile } from '../../src/components/file-manager';

/**
 * Every file of a pricing request: its documents (pricing_request_id) and its proposals' files
 * (proposal_id) — for "download all" and the welcome e-mail's contract choice.
 */
export function useRequestFiles(requestId: string) {
  const { result: proposals } = useList<{ id: string }>({
    resource: 'proposals',
    filters: [{ field: 'pricing_request_id', operator: 'eq', value: requestId }],
    pagination: { mode: 'off' },
    meta: { select: 'id' },
  });
  const proposalIds = useMemo(() => (proposals?.data ?? []).map((p) => p.id), [proposals]);
  const { result: own, query } = useList<StoredFile>({
    resource: 'files',
    filters: [{ field: 'pricing_request_id', operator: 'eq', value: requestId }],
    sorters: [{ field: 'created_at', order: 'asc' }],
    pagination: { mode: 'off' },
  });
  const { result: ofProposals } = useList<StoredFile>({
    resource: 'files',
    filters: [{ field: 'proposal_id', operator: 'in', value: proposalIds }],
    sorters: [{ field: 'created_at', order: 'asc' }],
    pagination: { mode: 'off' },
    queryOptions: { enabled: proposalIds.length > 0 },
  });
  const files = useMemo(() => {
    const seen = new Map<string, StoredFile>();
    for (const f of [...(own?.data ?? []), ...(proposalIds.length ? (ofProposals?.data ?? []) : [])]) seen.set(f.id, f);
    return [...seen.values()];
  }, [own, ofProposals, proposalIds.length]);
  return { files, loading: query.isLoading };
}
