import { useCallback, useRef, useState, type ChangeEvent, type DragEvent, type MouseEvent } from 'react';

/**
 * The files of a drop, as the browser hands them over: dropped folders are left out (their entry says
 * so; read as a file they are an empty, unreadable "file"), and a drop of something else (text, a
 * link) has none. Without `items` (older browsers, tests) the plain `files` list.
 */
export function droppedFiles(data: Pick<DataTransfer, 'files'> & { items?: DataTransfer['items'] }): File[] {
  const items = data.items ? Array.from(data.items) : [];
  if (items.length === 0) return Array.from(data.files ?? []);
  const files: File[] = [];
  for (const item of items) {
    if (item.kind !== 'file') continue;
    // Read during the drop event: the browser empties the list once it is over.
    if (item.webkitGetAsEntry?.()?.isDirectory) continue;
    const file = item.getAsFile();
    if (file) files.push(file);
  }
  return files;
}

interface Options {
  /** As `<input accept>`: what the browser's chooser offers. */
  accept?: string;
  /** Several files at once (chooser and drop); otherwise the first one. */
  multiple?: boolean;
  /** Takes nothing: the chooser does not open, a drop is refused. */
  disabled?: boolean;
  /** The picked or dropped files, at least one. The caller checks them (kind, size) and says why it refuses one. */
  onFiles: (files: File[]) => void;
}

/**
 * What antd's Upload did for a drop zone or a button, without Upload and rc-upload in the page's first
 * download: a hidden `<input type=file>` (render it with `inputProps`) that `open()` clicks — call it in a
 * click or key handler, whose user activation lets the chooser open — and handlers for the element files
 * are dropped on (`dropProps`), with `dragging` while files are held over it.
 */
export function useFileInput({ accept, multiple = false, disabled = false, onFiles }: Options) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // dragenter / dragleave also fire when the pointer moves between the element's children.
  const depth = useRef(0);

  const take = useCallback(
    (files: File[]) => {
      const chosen = multiple ? files : files.slice(0, 1);
      if (chosen.length) onFiles(chosen);
    },
    [multiple, onFiles],
  );

  const open = useCallback(() => {
    if (!disabled) input.current?.click();
  }, [disabled]);

  const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

  const onDragEnter = (e: DragEvent) => {
    if (disabled || !carriesFiles(e)) return;
    e.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (e: DragEvent) => {
    // Cancelled, the browser allows the drop (and shows the copy cursor).
    if (disabled || !carriesFiles(e)) return;
    e.preventDefault();
  };
  const onDragLeave = (e: DragEvent) => {
    if (disabled || !carriesFiles(e)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (e: DragEvent) => {
    depth.current = 0;
    setDragging(false);
    if (disabled || !carriesFiles(e)) return;
    // Not opened by the browser as a page of its own.
    e.preventDefault();
    take(droppedFiles(e.dataTransfer));
  };

  const inputProps = {
    ref: input,
    type: 'file',
    accept,
    multiple,
    hidden: true,
    disabled,
    // Its click (from `open`) must not reach a clickable element around it and open the chooser twice.
    onClick: (e: MouseEvent) => e.stopPropagation(),
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(e.target.files ?? []);
      // Cleared, so choosing the same file again is a change too.
      e.target.value = '';
      take(files);
    },
  } as const;

  return { open, inputProps, dropProps: { onDragEnter, onDragOver, onDragLeave, onDrop }, dragging };
}
