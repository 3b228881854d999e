import { Flex, Tabs } from 'antd';
import { FileManager } from '../../src/components/file-manager';
// "Download all" spans every tab and the proposals' files, so it uses the file manager's zip button directly.
import { ZipButton } from '../../src/components/file-manager/zip-button';
import { useRequestFiles } from './use-request-files';
import { t } from '../../src/lib/i18n';
import { fileTypeLabel } from '../../src/lib/labels';

/** The document tabs: INVOICES, LOA, MATRIX, LOE, PAD and the CONTRACT, each by type. */
/** The documents' tabs, in the user's language (read at render). */
const documentTabs = () =>
  [
    { type: 'INVOICES', label: t('Invoices'), title: t('Invoices') },
    { type: 'LOA', label: fileTypeLabel('LOA'), title: t('Letters of Authorization') },
    { type: 'MATRIX', label: t('Matrix'), title: t('Matrix pricing') },
    { type: 'LOE', label: fileTypeLabel('LOE'), title: t('Letters of Engagement') },
    { type: 'PAD', label: fileTypeLabel('PAD'), title: t('Pre-authorized debit') },
    { type: 'CONTRACT', label: t('Contract'), title: t('Contract documents') },
  ] as const;

interface Request {
  id: string;
  organization_id: string;
}

/** Documents of a pricing request, one file manager per type, and "download all" as one zip. */
export function Documents({ request, readOnly }: { request: Request; readOnly?: boolean }) {
  const { files } = useRequestFiles(request.id);
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <ZipButton organizationId={request.organization_id} files={files} label={t('Download all documents (zip)')} />
      </Flex>
      <Tabs
        size="small"
        items={documentTabs().map((tab) => ({
          key: tab.type,
          label: tab.label,
          children: (
            <FileManager
              entity="pricing_requests"
              entityId={request.id}
              organizationId={request.organization_id}
              types={[tab.type]}
              title={tab.title}
              readOnly={readOnly}
            />
          ),
        }))}
      />
    </Flex>
  );
}
