import { Flex, Tabs } from 'antd';
import { FileManager } from '../../src/components/file-manager';
// "Download all" spans every tab and the proposals' files, so it uses the file manager's zip button directly.
import { ZipButton } from '../../src/components/file-manager/zip-button';
import { useRequestFiles } from './use-request-files';

/** The document tabs: INVOICES, LOA, MATRIX, LOE, PAD and the CONTRACT, each by type. */
export const DOCUMENT_TABS = [
  { type: 'INVOICES', label: 'Invoices', title: 'Invoices' },
  { type: 'LOA', label: 'LOA', title: 'Letters of Authorization' },
  { type: 'MATRIX', label: 'Matrix', title: 'Matrix pricing' },
  { type: 'LOE', label: 'LOE', title: 'Letters of Engagement' },
  { type: 'PAD', label: 'PAD', title: 'Pre-authorized debit' },
  { type: 'CONTRACT', label: 'Contract', title: 'Contract documents' },
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
        <ZipButton organizationId={request.organization_id} files={files} label="Download all documents (zip)" />
      </Flex>
      <Tabs
        size="small"
        items={DOCUMENT_TABS.map((t) => ({
          key: t.type,
          label: t.label,
          children: (
            <FileManager
              entity="pricing_requests"
              entityId={request.id}
              organizationId={request.organization_id}
              types={[t.type]}
              title={t.title}
              readOnly={readOnly}
            />
          ),
        }))}
      />
    </Flex>
  );
}
