import type { ModalFuncProps } from 'antd';
import { t } from '../lib/i18n';
import type { ModalApi } from './feedback';

/**
 * The portal's confirmation of a destructive action (delete, remove): a red OK button, and neither
 * Escape nor a click outside closes it — the user answers with a button. `modal` is
 * `useConfirm()` (src/components/feedback.tsx; the static Modal.confirm does not render under React 19).
 */
export function confirmDestructive(
  modal: ModalApi,
  props: Pick<ModalFuncProps, 'title' | 'content' | 'okText' | 'onOk'> & { okText: string },
) {
  return confirmAction(modal, { ...props, danger: true });
}

/**
 * The same confirmation for an irreversible action that destroys nothing (approving a submission):
 * answered with a button only; red OK when `danger`.
 */
export function confirmAction(
  modal: ModalApi,
  { danger, ...props }: Pick<ModalFuncProps, 'title' | 'content' | 'okText' | 'onOk'> & { okText: string; danger?: boolean },
) {
  return modal.confirm({
    ...props,
    okButtonProps: { danger: Boolean(danger) },
    cancelText: t('Cancel'),
    keyboard: false,
    maskClosable: false,
    closable: false,
  });
}
