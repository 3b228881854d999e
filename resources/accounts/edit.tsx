import { useOne } from '@refinedev/core';
import { Flex } from 'antd';
import { useParams } from 'react-router';
import { FileManager } from '../../src/components/file-manager';
import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

/** The account's documents (every file type) and photos. */
function AccountFiles({ id }: { id: string }) {
  const { result } = useOne<{ id: string; organization_id: string }>({ resource: 'accounts', id, meta: { select: 'id, organization_id' } });
  if (!result?.organization_id) return null;
  return (
    <>
      <FileManager entity="accounts" entityId={id} organizationId={result.organization_id} title="Files" />
      <FileManager entity="accounts" entityId={id} organizationId={result.organization_id} kind="photos" title="Photos" />
    </>
  );
}

export default function AccountsEdit() {
  const { id } = useParams();
  return (
    <Flex vertical gap={16}>
      <SimpleForm mode="edit" title="Edit Account" fields={fields} />
      {id && <AccountFiles id={id} />}
    </Flex>
  );
}
