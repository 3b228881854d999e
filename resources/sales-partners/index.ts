import { TeamOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { tk } from '../../src/lib/i18n';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/** Sales Partners: the Refine resource and its routes. */
const definition: ResourceModule = {
  resource: {
    name: 'partners',
    list: '/sales-partners',
    create: '/sales-partners/new',
    edit: '/sales-partners/:id',
    meta: {
      label: tk('Sales Partners'),
      titles: { list: tk('Your Sales Partners'), create: tk('New Sales Partner'), edit: tk('Edit Sales Partner') },
      requires: 'navigation.SALES_PARTNERS',
      group: 'partners',
      icon: createElement(TeamOutlined),
    },
  },
  routes: [
    { path: '/sales-partners', action: 'list', component: lazyPage(() => import('./list')) },
    { path: '/sales-partners/new', action: 'create', component: lazyPage(() => import('./create')) },
    { path: '/sales-partners/:id', action: 'edit', component: lazyPage(() => import('./edit')) },
  ],
};

export default definition;
