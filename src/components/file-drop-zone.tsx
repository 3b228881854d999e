import { theme } from 'antd';
import { useId, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useFileInput } from './use-file-input';

interface Props {
  /** As `<input accept>`: what the browser's chooser offers (dropped files are checked by the caller). */
  accept?: string;
  /** Several files from one pick or drop (the default), else the first. */
  multiple?: boolean;
  /** The picked or dropped files, at least one; dropped folders are left out. */
  onFiles: (files: File[]) => void;
  icon: ReactNode;
  /** The zone's name ("Drop files here or click to choose"). */
  text: string;
  /** Said after the name ("Several at once; up to 50 MB each"). */
  hint?: string;
  'data-testid'?: string;
}

/**
 * A drop zone drawn as antd's `Upload.Dragger` (dashed border, the icon in the primary colour, a title
 * and a hint; the border in the hover colour under the pointer or while files are held over it), without
 * Upload and rc-upload in the page's first download. A button for the keyboard and screen readers (Tab
 * reaches it, Enter or Space opens the browser's file chooser, as a click does); the hidden
 * `<input type=file>` inside it is what the chooser fills (`useFileInput`, shared with FilePickButton).
 */
export function FileDropZone({ accept, multiple = true, onFiles, icon, text, hint, ...rest }: Props) {
  const { token } = theme.useToken();
  const { open, inputProps, dropProps, dragging } = useFileInput({ accept, multiple, onFiles });
  const id = useId();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
    // Space would scroll the page; the keystroke is the user activation the chooser needs.
    e.preventDefault();
    open();
  };
  const look = {
    '--drop-bg': token.colorFillAlter,
    '--drop-border': token.colorBorder,
    '--drop-hover': token.colorPrimaryHover,
    '--drop-focus': token.colorPrimaryBorder,
    '--drop-focus-width': `${token.lineWidthFocus}px`,
    '--drop-icon': token.colorPrimary,
    '--drop-text': token.colorTextHeading,
    '--drop-hint': token.colorTextDescription,
    '--drop-radius': `${token.borderRadiusLG}px`,
    '--drop-padding': `${token.padding}px`,
    '--drop-icon-size': `${token.fontSizeHeading3 * 2}px`,
    '--drop-icon-gap': `${token.margin}px`,
    '--drop-text-size': `${token.fontSizeLG}px`,
    '--drop-text-gap': `${token.marginXXS}px`,
    '--drop-hint-size': `${token.fontSize}px`,
    '--drop-motion': token.motionDurationSlow,
  } as CSSProperties;
  return (
    <div
      role="button"
      tabIndex={0}
      aria-labelledby={`${id}-text`}
      aria-describedby={hint ? `${id}-hint` : undefined}
      className={dragging ? 'file-dropzone file-dropzone-dragging' : 'file-dropzone'}
      style={look}
      onClick={open}
      onKeyDown={onKeyDown}
      {...dropProps}
      {...rest}
    >
      <input {...inputProps} />
      <p className="file-dropzone-icon" aria-hidden="true">
        {icon}
      </p>
      <p className="file-dropzone-text" id={`${id}-text`}>
        {text}
      </p>
      {hint && (
        <p className="file-dropzone-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
