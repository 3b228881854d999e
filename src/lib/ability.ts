import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { ROLES } from './roles';
import { t } from './i18n';

export { ROLES, roleName } from './roles';

/** `can(ACTION, group)`, e.g. can('DELETE', 'files'); management: can('manage', 'all'). */
export type AppAbility = MongoAbility<[string, string]>;

/**
 * One CASL ability from the user's effective permissions ('GROUP.ACTION' strings, by role and by user).
 * Management passes every check (spec §6).
 */
export function buildAbility(role: number | null | undefined, permissions: readonly string[]): AppAbility {
  if (role === ROLES.MANAGEMENT) return createMongoAbility<[string, string]>([{ action: 'manage', subject: 'all' }]);
  const rules = [];
  for (const p of permissions) {
    const dot = p.indexOf('.');
    if (dot <= 0) continue;
    rules.push({ subject: p.slice(0, dot), action: p.slice(dot + 1) });
  }
  return createMongoAbility<[string, string]>(rules);
}

/** Checks a 'GROUP.ACTION' permission string against an ability. */
export function canPermission(ability: AppAbility, permission: string): boolean {
  const dot = permission.indexOf('.');
  if (dot <= 0) return false;
  return ability.can(permission.slice(dot + 1), permission.slice(0, dot));
}

/** What a route needs: admin routes are management-only; others may need one permission. */
export interface RouteRequirement {
  admin?: boolean;
  permission?: string;
}

/** Why the guard refused a route, or undefined when the user may open it. */
export function routeRefusal(ability: AppAbility, req: RouteRequirement): string | undefined {
  if (ability.can('manage', 'all')) return undefined;
  if (req.admin) return t('This page is for management only.');
  if (req.permission && !canPermission(ability, req.permission))
    return t('You need the {permission} permission to open this page.', { permission: req.permission });
  return undefined;
}
