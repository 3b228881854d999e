import { BankOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/** Accounts: the Refine resource and its routes. */
const definition: ResourceModule = {
  resource: {
    name: 'accounts',
    list: '/accounts',
    create: '/accounts/new',
    edit: '/accounts/:id',
    meta: {
      label: 'Accounts',
      titles: { list: 'Your Accounts', create: 'New Account', edit: 'Edit Account' },
      group: 'accounts',
      icon: createElement(BankOutlined),
    },
  },
  routes: [
    { path: '/accounts', action: 'list', component: lazyPage(() => import('./list')) },
    { path: '/accounts/duplicate/:id', title: 'Duplicate Accounts', component: lazyPage(() => import('./duplicate')) },
    { path: '/accounts/new', action: 'create', component: lazyPage(() => import('./create')) },
    { path: '/accounts/:id', action: 'edit', component: lazyPage(() => import('./edit')) },
  ],
};

export default definition;
