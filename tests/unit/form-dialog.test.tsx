import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from '../../src/components/form-dialog';

afterEach(cleanup);

function dialog(pending: boolean, onCancel = vi.fn(), onOk = vi.fn()) {
  render(
    <FormDialog open title="Edit User" okText="Save" pending={pending} onOk={onOk} onCancel={onCancel}>
      <input aria-label="Email" />
    </FormDialog>,
  );
  return { onCancel, onOk };
}

describe('FormDialog', () => {
  it('saves with OK and closes with Cancel or ✕, but not with Escape', () => {
    const { onCancel, onOk } = dialog(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while its save is under way', () => {
    const { onCancel } = dialog(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
