import { useGetIdentity } from '@refinedev/core';
import type { Identity } from '../../providers/session';
import { bigListMeta, totalLabel } from '../lib/list-strategy';

/**
 * A big list's count and search for the signed-in user (src/lib/list-strategy.ts): the meta to pass
 * to useTable, whether it is known yet (the identity loaded), and the pagination's total label.
 */
export function useBigList(searchRpc?: string) {
  const { data: identity } = useGetIdentity<Identity>();
  const meta = bigListMeta(identity?.role, searchRpc);
  return { meta, ready: identity !== undefined, showTotal: (total: number) => totalLabel(total, meta.count) };
}
