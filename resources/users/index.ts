import { TeamOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { tk } from '../../src/lib/i18n';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/**
 * Users (/admin/users): every user the caller may see, registrations awaiting approval first. Needs
 * profiles.EDIT (management, company admins, partner admins); RLS decides which users each sees.
 * Named `users` for the menu and routes; its data is the `profiles` table, read explicitly, so the
 * `profiles` permission checks elsewhere (useCan profiles INVITE, …) stay bare permission checks.
 */
const definition: ResourceModule = {
  resource: {
    name: 'users',
    list: '/admin/users',
    meta: {
      label: tk('Users'),
      titles: { list: tk('Users') },
      requires: 'profiles.EDIT',
      icon: createElement(TeamOutlined),
    },
  },
  routes: [{ path: '/admin/users', action: 'list', component: lazyPage(() => import('./list')) }],
};

export default definition;
