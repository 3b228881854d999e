import type { ResourceProps } from '@refinedev/core';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AccessMeta } from '../../providers/access-control';

/** Titles of a resource's pages, keyed by Refine action. */
export type ResourceTitles = Partial<Record<'list' | 'create' | 'edit' | 'show' | string, string>>;

export interface ResourceMeta extends AccessMeta {
  label?: string;
  titles?: ResourceTitles;
  icon?: React.ReactNode;
  hide?: boolean;
  parent?: string;
  [key: string]: unknown;
}

/** One page of a resource: its path and a lazily loaded component (routes are code-split). */
export interface ResourceRoute {
  path: string;
  /** The Refine action for titles; custom pages give their own title. */
  action?: string;
  title?: string;
  component: LazyExoticComponent<ComponentType>;
}

/** What `resources/<name>/index.ts` exports: the Refine resource and its routes. */
export interface ResourceModule {
  resource: ResourceProps & { meta: ResourceMeta };
  routes: ResourceRoute[];
}
