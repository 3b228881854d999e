import { DocumentTitleHandler } from '@refinedev/react-router';
import { matchPath } from 'react-router';
import { t } from '../lib/i18n';
import { NOT_FOUND_TITLE, pageTitle, staticTitle } from '../lib/page-title';
import type { ResourceModule, ResourceTitles } from './resource-module';

interface Args {
  resource?: { meta?: { titles?: ResourceTitles } };
  action?: string;
  pathname?: string;
}

/** Picks a page's title: shell routes, then the resource's `meta.titles`, then custom resource routes; else 404. */
export function resolveTitle({ resource, action, pathname = '/' }: Args, modules: ResourceModule[]): string {
  const fixed = staticTitle(pathname);
  if (fixed) return fixed;
  const custom = modules.flatMap((m) => m.routes).find((r) => r.title && matchPath(r.path, pathname));
  if (custom?.title) return custom.title;
  const byAction = action ? resource?.meta?.titles?.[action] : undefined;
  if (byAction) return byAction;
  return NOT_FOUND_TITLE;
}

/**
 * Keeps document.title as 'Title | {product} Energy' — the spec's title word for word in English, its
 * translation in French ('Vos comptes | Summit Energy').
 */
export function TitleHandler({ modules }: { modules: ResourceModule[] }) {
  return <DocumentTitleHandler handler={(args) => pageTitle(t(resolveTitle(args as Args, modules)))} />;
}
