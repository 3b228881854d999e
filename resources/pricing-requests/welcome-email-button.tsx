import { MailOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { NOTICES, noticeText } from './payload';
import { sendWelcomeEmail } from './queries';
import { useRequestFiles } from './use-request-files';
import { useSingleFlight } from '../../src/components/use-single-flight';
import { t } from '../../src/lib/i18n';

interface Request {
  id: string;
  account_id: string;
  accounts?: { account_name: string } | null;
}

// The dialog (a Modal with a Select) loads when first opened.
const WelcomeEmailDialog = lazy(() => import('./welcome-email-dialog').then((m) => ({ default: m.WelcomeEmailDialog })));

/** "Send welcome e-mail": choose the contract document, then the edge function mails the account's contact. */
export function WelcomeEmailButton({ request, disabled }: { request: Request; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  // Opened at least once: the dialog is loaded and stays mounted (its closing animation, its next opening).
  const [opened, setOpened] = useState(false);
  const [document, setDocument] = useState<string>();
  // One welcome e-mail per click, however fast the second one comes (and one per retry: the key).
  const { run, pending: sending } = useSingleFlight();
  const { files: all } = useRequestFiles(request.id);
  // The contract document is a CONTRACT file (the function refuses any other type).
  const files = all.filter((f) => f.type === 'CONTRACT');
  const { open: notify } = useNotification();

  const send = () =>
    run(async (key) => {
      if (!document) return;
      const { to } = await sendWelcomeEmail(
        { account_id: request.account_id, pricing_request_id: request.id, document_contract: document },
        key,
      );
      notify?.({ type: 'success', message: NOTICES.welcomeSent, description: t('Sent to {to}', { to }) });
      setOpen(false);
      setDocument(undefined);
    }).catch((e: unknown) => notify?.({ type: 'error', message: noticeText(NOTICES.welcomeError, e) }));

  return (
    <>
      <Button
        icon={<MailOutlined />}
        disabled={disabled}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('Send welcome e-mail')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <WelcomeEmailDialog
            open={open}
            accountName={request.accounts?.account_name}
            files={files}
            document={document}
            onDocument={setDocument}
            sending={sending}
            onSend={send}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
