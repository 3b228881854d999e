import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePickButton } from '../../src/components/file-pick-button';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const png = new File(['png'], 'logo.png', { type: 'image/png' });
const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
/** A drag of files over (or onto) the button, as the browser sends it. */
const dragged = (files: File[]) => ({ dataTransfer: { types: ['Files'], files } });

describe('FilePickButton', () => {
  it('opens the file chooser from the click, and hands over the chosen file', () => {
    const onFile = vi.fn();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    render(
      <FilePickButton accept=".png,.jpg" onFile={onFile}>
        Upload logo
      </FilePickButton>,
    );
    expect(input()).toHaveAttribute('accept', '.png,.jpg');
    expect(input()).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(click).toHaveBeenCalledTimes(1);
    fireEvent.change(input(), { target: { files: [png] } });
    expect(onFile).toHaveBeenCalledWith(png);
  });

  it('takes a file dropped on the button, the first of several', () => {
    const onFile = vi.fn();
    render(
      <FilePickButton accept=".png" onFile={onFile}>
        Upload logo
      </FilePickButton>,
    );
    const button = screen.getByRole('button', { name: 'Upload logo' });
    // dragover must be cancelled for the browser to allow the drop.
    expect(fireEvent.dragOver(button, dragged([png]))).toBe(false);
    fireEvent.drop(button, dragged([png, new File(['x'], 'other.png')]));
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledWith(png);
  });

  it('takes nothing while disabled or busy', () => {
    const onFile = vi.fn();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const { rerender } = render(
      <FilePickButton accept=".png" onFile={onFile} disabled>
        Upload logo
      </FilePickButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(fireEvent.dragOver(screen.getByRole('button', { name: 'Upload logo' }), dragged([png]))).toBe(true);
    fireEvent.drop(screen.getByRole('button', { name: 'Upload logo' }), dragged([png]));
    rerender(
      <FilePickButton accept=".png" onFile={onFile} loading>
        Upload logo
      </FilePickButton>,
    );
    fireEvent.drop(screen.getByRole('button', { name: /Upload logo/ }), dragged([png]));
    expect(click).not.toHaveBeenCalled();
    expect(onFile).not.toHaveBeenCalled();
  });
});
