import { useCan, useNotification } from '@refinedev/core';
import { useCallback } from 'react';
import type { FileKind, StoredFile } from '../../../providers/files';
import { prefixedError } from '../../lib/error-message';
import { confirmDestructive } from '../confirm-destructive';
import { t, tk } from '../../lib/i18n';
import { useConfirm } from '../feedback';

/** The confirmation and notices of spec §8, per kind. */
export const DELETE_WORDING = {
  files: {
    title: 'Delete File',
    content: 'Are you sure you want to delete the selected file?',
    done: 'File successfully deleted',
  },
  photos: {
    title: 'Delete photo',
    content: tk('Are you sure you want to delete the selected photo?'),
    done: 'Photo successfully deleted',
  },
} as const;

/**
 * `canDelete` (files.DELETE, via the access-control provider) and `confirmDelete(file)`: a dialog that
 * neither Escape nor a backdrop click closes; on OK the row, object and thumbnail go.
 */
export function useDeleteFile(kind: FileKind, onDeleted: (file: StoredFile) => void) {
  // onDeleted runs after every attempt: it refreshes lists and clears the selection.
  const modal = useConfirm();
  const { open } = useNotification();
  const { data: can } = useCan({ resource: 'files', action: 'DELETE' });

  const confirmDelete = useCallback(
    (file: StoredFile) => {
      const words = DELETE_WORDING[kind];
      confirmDestructive(modal, {
        title: words.title,
        // The spec's texts stay English (t() has no French for them); the photo's question is the portal's.
        content: t(words.content),
        okText: t('Delete'),
        onOk: async () => {
          try {
            // The files provider (saves and deletes) loads with the first delete or upload, not with the page.
            const { deleteStoredFile } = await import('../../../providers/files');
            await deleteStoredFile(kind, file);
            open?.({ type: 'success', message: words.done });
            onDeleted(file);
          } catch (e) {
            open?.({ type: 'error', message: prefixedError('Error Deleting File', e) });
            // The row may be gone even so (objects failed afterwards): show the lists as they are.
            onDeleted(file);
          }
        },
      });
    },
    [kind, modal, open, onDeleted],
  );

  return { canDelete: Boolean(can?.can), confirmDelete };
}
