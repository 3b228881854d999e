import { useOne } from '@refinedev/core';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
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

/**
 * "Possible duplicates: N", linking to /accounts/duplicate/{id}. Run on request: the look-alike search
 * is too slow on the local PGlite stack to run on every page load (see docs/accounts-contracts.md).
 */
function DuplicatesNotice({ id }: { id: string }) {
  const [n, setN] = useState<number>();
  const [busy, setBusy] = useState(false);
  const check = () => {
    setBusy(true);
    countDuplicates(id)
      .then(setN, () => setN(undefined))
      .finally(() => setBusy(false));
  };
  if (n === undefined)
    return (
      <Button onClick={check} loading={busy} style={{ alignSelf: 'flex-start' }}>
        Check for duplicates
      </Button>
    );
  return (
    <Alert
      type={n ? 'warning' : 'success'}
      showIcon
      message={n ? <Link to={`/accounts/duplicate/${id}`}>Possible duplicates: {n}</Link> : 'No possible duplicates'}
    />
  );
}

/** /accounts/{id} 'Edit Account': details, deals, tasks, photos, files and signature, one section each. */
export default function AccountsEdit() {
  const { id = '' } = useParams();
  const { result, query } = useOne<{ id: string; organization_id: string }>({
    resource: 'accounts',
    id,
    meta: { select: 'id, organization_id' },
  });
  if (query.isError || (query.isSuccess && !result?.id))
    return <Alert type="error" showIcon message="This account does not exist or you may not see it." />;
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
