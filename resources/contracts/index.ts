import { FileProtectOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/** Contracts: the Refine resource and its routes. */
const definition: ResourceModule = {
  resource: {
    name: 'contracts',
    list: '/contracts',
    create: '/contracts/new',
    edit: '/contracts/:id',
    meta: {
      label: 'Contracts',
      titles: { list: 'View Contracts', create: 'New Contract', edit: 'Edit Contract' },
      requires: 'navigation.CONTRACTS',
      group: 'contracts',
      icon: createElement(FileProtectOutlined),
    },
  },
  routes: [
    { path: '/contracts', action: 'list', component: lazyPage(() => import('./list')) },
    { path: '/contracts/new', action: 'create', component: lazyPage(() => import('./create')) },
    { path: '/contracts/:id', action: 'edit', component: lazyPage(() => import('./edit')) },
  ],
};

export default definition;
