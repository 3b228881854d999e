import { List } from '../../components/crud/list';
import { Button, Flex } from 'antd';
import { Link } from 'react-router';
import { EffectivePermissions } from './effective-permissions';
import { SharedProfileAssignment } from './shared-profile';
import { UserGrants } from './user-grants';
import { t } from '../../lib/i18n';

/** /permissions/assignments — per-user grants, executive shared profiles, effective permissions (management only). */
export default function AssignmentsPage() {
  return (
    <List
      title={t('Permission Assignments')}
      headerButtons={() => (
        <Link to="/permissions">
          <Button>{t('Role Matrix')}</Button>
        </Link>
      )}
    >
      <Flex vertical gap={16}>
        <UserGrants />
        <SharedProfileAssignment />
        <EffectivePermissions />
      </Flex>
    </List>
  );
}
