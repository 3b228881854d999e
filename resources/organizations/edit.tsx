import { Card, Flex } from 'antd';
import { useParams } from 'react-router';
import { StorageUsage } from '../../src/components/file-manager/storage-usage';
import { SimpleForm } from '../../src/components/simple-form';
import { fields } from './form';

export default function OrganizationsEdit() {
  const { id } = useParams();
  return (
    <Flex vertical gap={16}>
      <SimpleForm mode="edit" title="Edit Company" fields={fields} />
      {id && (
        <Card title="Storage" style={{ maxWidth: 640 }}>
          <StorageUsage organizationId={id} />
        </Card>
      )}
    </Flex>
  );
}
