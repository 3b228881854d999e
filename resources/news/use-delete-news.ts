import { useCan, useDelete } from '@refinedev/core';
import { useCallback } from 'react';
import { prefixedError } from '../../src/lib/error-message';
import { confirmDestructive } from '../../src/components/confirm-destructive';
import { t, tk } from '../../src/lib/i18n';
import { useConfirm } from '../../src/components/feedback';

/** The confirmation and notices of deleting a news item (docs/accounts-contracts.md). */
export const DELETE_NEWS_WORDING = {
  title: tk('Delete news item'),
  content: (title: string) =>
    t('Are you sure you want to delete "{title}"? Nobody will see it any more. This cannot be undone.', { title }),
  done: 'News item successfully deleted',
  failed: 'Error Deleting News Item',
} as const;

/**
 * `canDelete` (news.DELETE, via the access-control provider) and `confirmDelete(item)`: a dialog that
 * neither Escape nor a click outside closes; on OK the item is deleted and the list refreshes.
 */
export function useDeleteNews() {
  const modal = useConfirm();
  const { data: can } = useCan({ resource: 'news', action: 'DELETE' });
  const { mutateAsync } = useDelete();

  const confirmDelete = useCallback(
    (item: { id: string; title: string }) =>
      confirmDestructive(modal, {
        title: t(DELETE_NEWS_WORDING.title),
        content: DELETE_NEWS_WORDING.content(item.title),
        okText: t('Delete'),
        onOk: async () => {
          try {
            await mutateAsync({
              resource: 'news',
              id: item.id,
              successNotification: () => ({ type: 'success', message: DELETE_NEWS_WORDING.done }),
              errorNotification: (e) => ({ type: 'error', message: prefixedError(DELETE_NEWS_WORDING.failed, e) }),
            });
          } catch {
            // The error notice is already shown; the dialog closes either way.
          }
        },
      }),
    [modal, mutateAsync],
  );

  return { canDelete: Boolean(can?.can), confirmDelete };
}
