import { FileProtectOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ResourceModule } from '../../src/components/resource-module';

/** Contracts: the Refine resource and its routes. */
const definition: ResourceModule = {
  resource: {
    name: 'contracts',
    list: '/contracts',
    meta: {
      label: 'Contracts',
      titles: { list: 'View Contracts' },
      requires: 'navigation.CONTRACTS',
      group: 'contracts',
      icon: createElement(FileProtectOutlined),
    },
  },
  routes: [{ path: '/contracts', action: 'list', component: lazy(() => import('./list')) }],
};

export default definition;
