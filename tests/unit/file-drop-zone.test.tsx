/** The file manager's drop zone (src/components/file-drop-zone.tsx) and the dropped-files reader it shares. */
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDropZone } from '../../src/components/file-drop-zone';
import { droppedFiles } from '../../src/components/use-file-input';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pdf = new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' });
const png = new File(['png'], 'meter.png', { type: 'image/png' });
const folder = new File([], 'Scans');
const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

/** One entry of a drop's `items`, as the browser lists it. */
function item(file: File | null, kind = 'file', directory = false) {
  return { kind, getAsFile: () => file, webkitGetAsEntry: () => ({ isDirectory: directory }) } as unknown as DataTransferItem;
}
/** A drag carrying `files` (browser's `types` say "Files"); `items` when given. */
const dragged = (files: File[], items?: DataTransferItem[]) => ({
  dataTransfer: { types: items && !items.some((i) => i.kind === 'file') ? ['text/plain'] : ['Files'], files, items },
});

function zone(onFiles = vi.fn(), accept?: string) {
  render(
    <FileDropZone
      accept={accept}
      onFiles={onFiles}
      icon={<span>icon</span>}
      text="Drop files here or click to choose"
      hint="Several at once; up to 50 MB each"
      data-testid="file-dropzone"
    />,
  );
  return { onFiles, el: screen.getByRole('button', { name: 'Drop files here or click to choose' }) };
}

describe('droppedFiles', () => {
  it('takes the dropped files, leaving out folders and what is not a file', () => {
    const data = { files: [pdf, folder, png], items: [item(pdf), item(folder, 'file', true), item(null, 'string'), item(png)] };
    expect(droppedFiles(data as unknown as DataTransfer)).toEqual([pdf, png]);
  });

  it('reads the plain file list where a browser gives no items', () => {
    expect(droppedFiles({ files: [pdf, png] } as unknown as DataTransfer)).toEqual([pdf, png]);
  });
});

describe('FileDropZone', () => {
  it('is a button named by its text and described by its hint, reached with Tab', () => {
    const { el } = zone();
    expect(el).toHaveAttribute('tabindex', '0');
    expect(el).toHaveAccessibleDescription('Several at once; up to 50 MB each');
    expect(el).toHaveAttribute('data-testid', 'file-dropzone');
    // The chooser's input is inside it, hidden, for several files of the kinds asked for.
    expect(el).toContainElement(input());
    expect(input()).not.toBeVisible();
    expect(input()).toHaveAttribute('multiple');
  });

  it('opens the file chooser on click, Enter and Space (once each), and hands over what was chosen', () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const { el, onFiles } = zone(vi.fn(), 'application/pdf');
    expect(input()).toHaveAttribute('accept', 'application/pdf');
    fireEvent.click(el);
    expect(fireEvent.keyDown(el, { key: 'Enter' })).toBe(false);
    // Space is taken (the page does not scroll).
    expect(fireEvent.keyDown(el, { key: ' ' })).toBe(false);
    fireEvent.keyDown(el, { key: 'a' });
    expect(click).toHaveBeenCalledTimes(3);
    fireEvent.change(input(), { target: { files: [pdf, png] } });
    expect(onFiles).toHaveBeenCalledWith([pdf, png]);
    // Cleared, so choosing the same files again is a change too.
    expect(input().value).toBe('');
  });

  it("the input's own click does not reach the zone (the chooser opens once)", () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    zone();
    fireEvent.click(input());
    expect(click).not.toHaveBeenCalled();
  });

  it('is highlighted while files are held over it, and takes the batch dropped on it', () => {
    const { el, onFiles } = zone();
    expect(el).not.toHaveClass('file-dropzone-dragging');
    fireEvent.dragEnter(el, dragged([pdf, png]));
    expect(el).toHaveClass('file-dropzone-dragging');
    // Moving over a child: enter the child, leave the zone; still over it.
    fireEvent.dragEnter(el.querySelector('p')!, dragged([pdf, png]));
    fireEvent.dragLeave(el, dragged([pdf, png]));
    expect(el).toHaveClass('file-dropzone-dragging');
    // dragover must be cancelled for the browser to allow the drop.
    expect(fireEvent.dragOver(el, dragged([pdf, png]))).toBe(false);
    expect(fireEvent.drop(el, dragged([pdf, png], [item(pdf), item(png)]))).toBe(false);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles).toHaveBeenCalledWith([pdf, png]);
    expect(el).not.toHaveClass('file-dropzone-dragging');
  });

  it('loses the highlight when the files are carried away', () => {
    const { el, onFiles } = zone();
    fireEvent.dragEnter(el, dragged([pdf]));
    fireEvent.dragLeave(el, dragged([pdf]));
    expect(el).not.toHaveClass('file-dropzone-dragging');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('ignores a dropped folder, and a drop of no files, without a word', () => {
    const { el, onFiles } = zone();
    fireEvent.drop(el, dragged([folder], [item(folder, 'file', true)]));
    fireEvent.drop(el, dragged([], [item(null, 'string')]));
    // Text dragged over is not taken: the browser's own handling stays (no highlight, no cancelled dragover).
    expect(fireEvent.dragOver(el, dragged([], [item(null, 'string')]))).toBe(true);
    expect(el).not.toHaveClass('file-dropzone-dragging');
    expect(onFiles).not.toHaveBeenCalled();
  });
});
