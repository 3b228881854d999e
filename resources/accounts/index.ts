import { BankOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { tk } from '../../src/lib/i18n';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/** Accounts: the Refine resource and its routes. */
const definition: ResourceModule = {
  resource: {
    name: 'accounts',
    list: '/accounts',
    create: '/accounts/new',
    edit: '/accounts/:id',
    meta: {
      label: tk('Accounts'),
      titles: { list: tk('Your Accounts'), create: tk('New Account'), edit: tk('Edit Account') },
      group: 'accounts',
      icon: createElement(BankOutlined),
    },
  },
  routes: [
    { path: '/accounts', action: 'list', component: lazyPage(() => import('./list')) },
    { path: '/accounts/duplicate/:id', title: tk('Duplicate Accounts'), component: lazyPage(() => import('./duplicate')) },
    { path: '/accounts/new', action: 'create', component: lazyPage(() => import('./create')) },
    { path: '/accounts/:id', action: 'edit', component: lazyPage(() => import('./edit')) },
  ],
};

export default definition;
