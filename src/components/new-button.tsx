import { CreateButton } from './crud/list';
import { useResourceParams } from '@refinedev/core';
import type { ResourceMeta } from './resource-module';
import { t } from '../lib/i18n';

/**
 * A list's create button (issue 26, item 4: "New X" everywhere, never "Create"): named as the page it
 * opens is titled (`meta.titles.create`: 'New Account', 'New Sales Partner'), hidden without the
 * resource's CREATE permission (refine's access control).
 */
export function NewButton({ resource }: { resource?: string }) {
  const { resource: current, identifier } = useResourceParams({ resource });
  const title = (current?.meta as ResourceMeta | undefined)?.titles?.create;
  return <CreateButton resource={resource ?? identifier}>{title ? t(title) : undefined}</CreateButton>;
}
