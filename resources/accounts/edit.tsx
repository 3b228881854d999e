import { useOne } from '@refinedev/core';
import { Alert, Flex } from 'antd';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FileManager } from '../../src/components/file-manager';
import { AccountDetails } from './details';
import { countDuplicates } from './duplicates-api';
import { AccountDeals } from './linked-tables';
import { AccountSignature } from './signature';
import { AccountTasks } from './tasks';

/** The account's documents (every file type) and photos. */
function AccountFiles({ id, organizationId, kind }: { id: string; organizationId: string; kind: 'files' | 'photos' }) {
  return kind === 'files' ? (
    <FileManager entity="accounts" entityId={id} organizationId={organizationId} title="Files" />
  ) : (
    <FileManager entity="accounts" entityId={id} organizationId={organizationId} kind="photos" title="Photos" />
  );
}

/** "Possible duplicates: N", linking to /accounts/duplicate/{id}; flags a new account as soon as it opens. */
function DuplicatesNotice({ id }: { id: string }) {
  const [n, setN] = useState(0);
  useEffect(() => {
    countDuplicates(id).then(setN, () => setN(0));
  }, [id]);
  if (!n) return null;
  return <Alert type="warning" showIcon message={<Link to={`/accounts/duplicate/${id}`}>Possible duplicates: {n}</Link>} />;
}

/** /accounts/{id} 'Edit Account': details, deals, tasks, photos, files and signature, one section each. */
export default function AccountsEdit() {
  const { id = '' } = useParams();
  const { result, query } = useOne<{ id: string; organization_id: string }>({
    resource: 'accounts',
    id,
    meta: { select: 'id, organization_id' },
  });
  if (recordMissing(query, result?.id)) return <RecordUnavailable what="Account" listPath="/accounts" listLabel="Back to Your Accounts" />;
  const org = result?.organization_id;
  return (
    <Flex vertical gap={16}>
      <DuplicatesNotice id={id} />
      <AccountDetails id={id} />
      <AccountDeals accountId={id} />
      {org && <AccountTasks accountId={id} organizationId={org} />}
      {org && <AccountFiles id={id} organizationId={org} kind="photos" />}
      {org && <AccountFiles id={id} organizationId={org} kind="files" />}
      <AccountSignature id={id} />
    </Flex>
  );
}
