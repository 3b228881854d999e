import type { AccessControlProvider, CanParams } from '@refinedev/core';
import { canPermission, routeRefusal, type AppAbility } from '../src/lib/ability';
import { currentIdentity } from './session';
import { t } from '../src/lib/i18n';

/**
 * What a resource declares in `meta` for access control:
 * `requires` — a navigation permission needed to open it at all; `admin` — management only;
 * `group` — the permission group whose CREATE / EDIT / DELETE gate those actions.
 */
export interface AccessMeta {
  requires?: string;
  admin?: boolean;
  group?: string;
}

const ACTION_PERMISSION: Record<string, string> = { create: 'CREATE', edit: 'EDIT', delete: 'DELETE', clone: 'CREATE' };

/** Decides one Refine check against the CASL ability. */
export function decide(ability: AppAbility, { resource, action, params }: CanParams): { can: boolean; reason?: string } {
  const meta = (params?.resource?.meta ?? {}) as AccessMeta;
  const refusal = routeRefusal(ability, { admin: meta.admin, permission: meta.requires });
  if (refusal) return { can: false, reason: refusal };
  const verb = ACTION_PERMISSION[action];
  if (verb && meta.group && !canPermission(ability, `${meta.group}.${verb}`)) {
    return { can: false, reason: t('You need the {permission} permission.', { permission: `${meta.group}.${verb}` }) };
  }
  // Bare permission checks from components: useCan({ resource: 'files', action: 'DELETE' }).
  if (!params?.resource && resource && /^[A-Z_]+$/.test(action) && !canPermission(ability, `${resource}.${action}`)) {
    return { can: false, reason: t('You need the {permission} permission.', { permission: `${resource}.${action}` }) };
  }
  return { can: true };
}

export const accessControlProvider: AccessControlProvider = {
  async can(params) {
    const identity = await currentIdentity().catch(() => undefined);
    if (!identity) return { can: false, reason: 'Please sign in.' };
    return decide(identity.ability, params);
  },
  // Decisions are computed in memory from the cached identity, so re-asking is free; caching them
  // would keep a revoked or granted permission stale after the identity is revalidated on navigation.
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true }, queryOptions: { staleTime: 0 } },
};
