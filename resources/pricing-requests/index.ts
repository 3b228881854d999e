import { DollarOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { tk } from '../../src/lib/i18n';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/** Pricing Requests: the Refine resource and its routes. */
const definition: ResourceModule = {
  resource: {
    name: 'pricing_requests',
    list: '/pricing-requests',
    create: '/pricing-requests/new',
    edit: '/pricing-requests/:id',
    meta: {
      label: tk('Pricing Requests'),
      titles: { list: tk('Your Pricing Requests'), create: tk('New Pricing Request'), edit: tk('Edit Pricing Request') },
      requires: 'navigation.PRICING',
      group: 'pricing',
      icon: createElement(DollarOutlined),
    },
  },
  routes: [
    { path: '/pricing-requests', action: 'list', component: lazyPage(() => import('./list')) },
    { path: '/pricing-requests/new', action: 'create', component: lazyPage(() => import('./create')) },
    { path: '/pricing-requests/:id', action: 'edit', component: lazyPage(() => import('./edit')) },
  ],
};

export default definition;
