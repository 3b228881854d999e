import { BankOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ResourceModule } from '../../src/components/resource-module';

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
    { path: '/accounts', action: 'list', component: lazy(() => import('./list')) },
    { path: '/accounts/duplicate/:id', title: 'Duplicate Accounts', component: lazy(() => import('./duplicate')) },
    { path: '/accounts/new', action: 'create', component: lazy(() => import('./create')) },
    { path: '/accounts/:id', action: 'edit', component: lazy(() => import('./edit')) },
  ],
};

export default definition;
