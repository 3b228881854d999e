import { Button } from 'antd';
import { useRef, type DragEvent, type ReactNode } from 'react';

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
 * in the click handler (the click's user activation lets the chooser open).
 */
export function FilePickButton({ accept, onFile, disabled, loading, icon, children }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const off = disabled || loading;
  const drop = (e: DragEvent<HTMLSpanElement>) => {
    if (off || !e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    if (e.type !== 'drop') return;
    const file = e.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <span onDragOver={drop} onDrop={drop}>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        disabled={off}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so choosing the same file again is a change too.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button icon={icon} loading={loading} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </span>
  );
}
