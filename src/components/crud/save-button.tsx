// The portal's SaveButton, as refine's (create-edit.tsx says why our own): record pages
// whose form has its own Save button load it without Create and Edit.
import { SaveOutlined } from '@ant-design/icons';
import type { SaveButtonProps } from '@refinedev/antd';
import { useSaveButton } from '@refinedev/core';
import { Button } from 'antd';
import { CLASS } from './page-header';

export function SaveButton({ hideText = false, children, ...rest }: SaveButtonProps) {
  const { label } = useSaveButton();
  return (
    <Button type="primary" icon={<SaveOutlined />} className={CLASS.saveButton} {...rest}>
      {!hideText && (children ?? label)}
    </Button>
  );
}
