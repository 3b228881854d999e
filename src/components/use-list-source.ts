import { useGetIdentity } from '@refinedev/core';
import type { Identity } from '../../providers/session';
import { listSource, type ListSource } from '../lib/list-source';

/** The relation the signed-in user's list of `base` reads, and whether it is known yet (identity loaded). */
export function useListSource<T extends ListSource>(base: T) {
  const { data: identity } = useGetIdentity<Identity>();
  return { resource: listSource(base, identity?.role), ready: identity !== undefined };
}
