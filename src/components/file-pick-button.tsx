import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useFileInput } from './use-file-input';

interface Props {
  /** As `<input accept>`: what the browser's chooser offers. */
  accept: string;
  /** The picked (or dropped) file; the caller checks its kind and says so if it is not one it takes. */
  onFile: (file: File) => void;
  disabled?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A button that opens the browser's file chooser, and takes a file dropped on it, for one picture (an
 * avatar or a logo). It is what antd's `<Upload>` around a `<Button>` did for these fields, without
 * Upload and rc-upload (~9 KB gzip) in the page's first download: a hidden `<input type=file>` opened
 * in the click handler (the click's user activation lets the chooser open); `useFileInput`, shared
 * with the file manager's drop zone.
 */
export function FilePickButton({ accept, onFile, disabled, loading, icon, children }: Props) {
  const { open, inputProps, dropProps } = useFileInput({
    accept,
    disabled: disabled || loading,
    onFiles: (files) => onFile(files[0]),
  });
  return (
    <span {...dropProps}>
      <input {...inputProps} />
      <Button icon={icon} loading={loading} disabled={disabled} onClick={open}>
        {children}
      </Button>
    </span>
  );
}
