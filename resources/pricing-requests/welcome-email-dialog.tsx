import { Form, Select, Typography } from 'antd';
import { FormDialog } from '../../src/components/form-dialog';
import type { StoredFile } from '../../src/components/file-manager';
import { t } from '../../src/lib/i18n';

/** The "Send welcome e-mail" dialog (welcome-email-button.tsx holds its state and sends). */
export function WelcomeEmailDialog({
  open,
  accountName,
  files,
  document,
  onDocument,
  sending,
  onSend,
  onCancel,
}: {
  open: boolean;
  accountName: string | undefined;
  /** The request's CONTRACT files. */
  files: StoredFile[];
  document: string | undefined;
  onDocument: (id: string) => void;
  sending: boolean;
  onSend: () => void;
  onCancel: () => void;
}) {
  return (
    <FormDialog
      open={open}
      title={t('Send welcome e-mail')}
      okText={t('Send')}
      okDisabled={!document}
      pending={sending}
      onOk={onSend}
      onCancel={onCancel}
    >
      <Typography.Paragraph>
        {t("The account contact of {account} receives a welcome with the request's products and a link to the contract document.", {
          account: accountName ?? t('this account'),
        })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={t('Contract document')}
          required
          help={files.length ? undefined : t('Upload the contract (type CONTRACT) to Documents or a proposal first')}
        >
          <Select
            aria-label={t('Contract document')}
            showSearch
            optionFilterProp="label"
            placeholder={t('Choose the contract document')}
            value={document}
            onChange={onDocument}
            options={files.map((f) => ({ value: f.id, label: f.file_name }))}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
