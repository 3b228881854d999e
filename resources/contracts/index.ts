import { FileProtectOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { tk } from '../../src/lib/i18n';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/** Contracts: the Refine resource and its routes. */
const definition: ResourceModule = {
  resource: {
    name: 'contracts',
    list: '/contracts',
    create: '/contracts/new',
    edit: '/contracts/:id',
    meta: {
      label: tk('Contracts'),
      titles: { list: tk('View Contracts'), create: tk('New Contract'), edit: tk('Edit Contract') },
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
