import { useMenu, type TreeMenuItem } from '@refinedev/core';
import { useMemo } from 'react';
import { routeRefusal } from '../lib/ability';
import type { ResourceMeta } from './resource-module';
import { useIdentity } from './route-guard';

/**
 * The menu entries the signed-in user may open: a resource's `meta.admin` / `meta.requires` decide,
 * as in the route guard. The sider's menu and the Ctrl-K palette's screens.
 */
export function useAllowedMenuItems(): TreeMenuItem[] {
  const { menuItems } = useMenu();
  const identity = useIdentity();
  return useMemo(
    () =>
      menuItems.filter((item) => {
        const meta = (item.meta ?? {}) as ResourceMeta;
        if (meta.hide || !item.route) return false;
        return identity ? !routeRefusal(identity.ability, { admin: meta.admin, permission: meta.requires }) : false;
      }),
    [menuItems, identity],
  );
}
