import { HomeOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { tk } from '../../src/lib/i18n';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/** Your Company: the Refine resource and its routes. */
const definition: ResourceModule = {
  resource: {
    name: 'organizations',
    list: '/admin/organizations',
    create: '/admin/organizations/new',
    edit: '/admin/organizations/:id',
    meta: {
      label: tk('Your Company'),
      titles: { list: tk('Your Company'), create: tk('New Company'), edit: tk('Edit Company') },
      requires: 'navigation.COMPANY_ADMIN',
      group: 'companies',
      icon: createElement(HomeOutlined),
    },
  },
  routes: [
    { path: '/admin/organizations', action: 'list', component: lazyPage(() => import('./list')) },
    { path: '/admin/organizations/new', action: 'create', component: lazyPage(() => import('./create')) },
    { path: '/admin/organizations/:id', action: 'edit', component: lazyPage(() => import('./edit')) },
  ],
};

export default definition;
