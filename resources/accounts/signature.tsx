import { useInvalidate, useNotification, useOne } from '@refinedev/core';
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Form, Image, Input, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { uploadUnique } from '../../providers/files';
import { signedUrl } from '../../providers/storage';
import { supabaseClient } from '../../providers/supabase-client';
import { FilePickButton } from '../../src/components/file-pick-button';
import { useSingleFlight } from '../../src/components/use-single-flight';
import { personName } from '../../src/components/record-pickers';
import { formatDateTime } from '../../src/lib/dates';
import { errorMessage } from '../../src/lib/error-message';
import { entityFolder, storedFileName } from '../../src/lib/storage-path';
import { RASTER_IMAGE_ACCEPT } from '../../src/lib/stored-content-type';
import { t } from '../../src/lib/i18n';

interface SignatureRow {
  id: string;
  organization_id: string;
  signature_name: string | null;
  signature_path: string | null;
  signature_status: string | null;
  signature_signed_at: string | null;
  signer: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

const SELECT =
  'id, organization_id, signature_name, signature_path, signature_status, signature_signed_at, signer:profiles!accounts_signature_signed_by_fkey(first_name, last_name, email)';

/** Uploads the signature image, then records path and signer name; the database marks it 'signed'. */
async function saveSignature(account: SignatureRow, file: File, signer: string) {
  const folder = entityFolder(account.organization_id, 'accounts', account.id);
  const path = await uploadUnique(folder, `signature-${storedFileName(file.name)}`, file, { contentType: file.type });
  const { error } = await supabaseClient
    .from('accounts')
    .update({ signature_path: path, signature_name: signer.trim() })
    .eq('id', account.id);
  if (error) throw new Error(error.message);
}

/** The account's signature: image, signer name, status, who uploaded it and when; upload a new one. */
export function AccountSignature({ id }: { id: string }) {
  const { result, query } = useOne<SignatureRow>({ resource: 'accounts', id, meta: { select: SELECT } });
  const [url, setUrl] = useState<string>();
  const [file, setFile] = useState<File>();
  // One upload per click: a second submit while one is under way does nothing (use-single-flight.ts).
  const { run, pending: saving } = useSingleFlight();
  const [form] = Form.useForm<{ signer: string }>();
  const { open } = useNotification();
  const invalidate = useInvalidate();

  useEffect(() => {
    if (result?.signature_path) signedUrl(result.signature_path).then(setUrl, () => setUrl(undefined));
  }, [result?.signature_path]);

  const submit = ({ signer }: { signer: string }) =>
    run(async () => {
      if (!result || !file) return;
      try {
        await saveSignature(result, file, signer);
        open?.({ type: 'success', message: t('Signature successfully saved') });
        setFile(undefined);
        form.resetFields();
        await invalidate({ resource: 'accounts', invalidates: ['detail', 'list'], id });
      } catch (e) {
        open?.({ type: 'error', message: t('Error Saving Signature'), description: errorMessage(e) });
      }
    });

  return (
    <Card title={t('Signature')} loading={query.isLoading} data-testid="account-signature">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('Status')}>
          {result?.signature_status === 'signed' ? <Tag color="green">{t('signed')}</Tag> : <Tag>{t('not signed')}</Tag>}
        </Descriptions.Item>
        {result?.signature_status === 'signed' && (
          <>
            <Descriptions.Item label={t('Signed by')}>{result.signature_name}</Descriptions.Item>
            <Descriptions.Item label={t('Uploaded')}>
              {formatDateTime(result.signature_signed_at)} {result.signer ? `by ${personName(result.signer)}` : ''}
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
      {url && <Image src={url} alt="Signature" width={240} />}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ marginTop: 16, maxWidth: 420 }}>
        <Form.Item
          name="signer"
          label={t('Signer name')}
          rules={[{ required: true, whitespace: true, message: t('Please enter the signer name') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label={t('Signature image')} required>
          <Flex vertical align="flex-start" gap={8}>
            <FilePickButton accept={RASTER_IMAGE_ACCEPT} onFile={setFile}>
              {t('Choose image')}
            </FilePickButton>
            {file && (
              <Flex align="center" gap={4} data-testid="signature-file">
                <PaperClipOutlined aria-hidden />
                <Typography.Text>{file.name}</Typography.Text>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('Remove {name}', { name: file.name })}
                  onClick={() => setFile(undefined)}
                />
              </Flex>
            )}
          </Flex>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!file}>
            {t('Upload signature')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
