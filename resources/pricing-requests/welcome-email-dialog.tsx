import { MailOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { FormDialog } from '../../src/components/form-dialog';
import { NOTICES, noticeText } from './payload';
import { sendWelcomeEmail } from './queries';
import { useRequestFiles } from './use-request-files';
import { t } from '../../src/lib/i18n';

interface Request {
  id: string;
  account_id: string;
  accounts?: { account_name: string } | null;
}

/** "Send welcome e-mail": choose the contract document, then the edge function mails the account's contact. */
export function WelcomeEmailButton({ request, disabled }: { request: Request; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [document, setDocument] = useState<string>();
  const [sending, setSending] = useState(false);
  const { files: all } = useRequestFiles(request.id);
  // The contract document is a CONTRACT file (the function refuses any other type).
  const files = all.filter((f) => f.type === 'CONTRACT');
  const { open: notify } = useNotification();

  const send = async () => {
    if (!document || sending) return;
    setSending(true);
    try {
      const { to } = await sendWelcomeEmail({
        account_id: request.account_id,
        pricing_request_id: request.id,
        document_contract: document,
      });
      notify?.({ type: 'success', message: NOTICES.welcomeSent, description: t('Sent to {to}', { to }) });
      setOpen(false);
      setDocument(undefined);
    } catch (e) {
      notify?.({ type: 'error', message: noticeText(NOTICES.welcomeError, e) });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button icon={<MailOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('Send welcome e-mail')}
      </Button>
      <FormDialog
        open={open}
        title={t('Send welcome e-mail')}
        okText={t('Send')}
        okDisabled={!document}
        pending={sending}
        onOk={send}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>
          The account contact of {request.accounts?.account_name ?? 'this account'} receives a welcome with the request's products and a
          link to the contract document.
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
              onChange={setDocument}
              options={files.map((f) => ({ value: f.id, label: f.file_name }))}
            />
          </Form.Item>
        </Form>
      </FormDialog>
    </>
  );
}
