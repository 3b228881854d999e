import type { ResourceProps } from '@refinedev/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

/** A lazily loaded page that can also be fetched ahead of its render (`preload`: the same module). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A route's page, code-split: loaded when rendered, or earlier with `preload()` (src/app-routes.tsx). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { preload: load });
}

/** One page of a resource: its path and a lazily loaded component (routes are code-split). */
export interface ResourceRoute {
  path: string;
  /** The Refine action for titles; custom pages give their own title. */
  action?: string;
  title?: string;
  component: LazyPage;
}

/** What `resources/<name>/index.ts` exports: the Refine resource and its routes. */
export interface ResourceModule {
  resource: ResourceProps & { meta: ResourceMeta };
  routes: ResourceRoute[];
}
