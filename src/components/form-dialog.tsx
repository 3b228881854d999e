import { Modal, type ModalProps } from 'antd';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  okText: string;
  /** A save is under way: OK spins, Cancel and ✕ are disabled until it settles. */
  pending: boolean;
  onOk: () => void;
  onCancel: () => void;
  okDisabled?: boolean;
  width?: ModalProps['width'];
  children: ReactNode;
}

/**
 * The dialog around a form (invite, edit user, task, proposal, …). Escape and a click outside never
 * close it, so typed input is not lost by accident; while a save is under way it cannot be closed at
 * all, so nobody walks away from a half-sent save believing it was cancelled. Its content is
 * unmounted when it closes, so it opens fresh next time.
 */
export function FormDialog({ open, title, okText, pending, onOk, onCancel, okDisabled, width, children }: FormDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      onOk={onOk}
      onCancel={() => {
        if (!pending) onCancel();
      }}
      okButtonProps={{ loading: pending, disabled: okDisabled }}
      cancelButtonProps={{ disabled: pending }}
      closable={!pending}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      width={width}
    >
      {children}
    </Modal>
  );
}
