import { ApartmentOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { tk } from '../../src/lib/i18n';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/** Affiliates: the Refine resource and its routes. */
const definition: ResourceModule = {
  resource: {
    name: 'affiliates',
    list: '/affiliates',
    create: '/affiliates/new',
    edit: '/affiliates/:id',
    meta: {
      label: tk('Affiliates'),
      titles: { list: tk('Affiliates'), create: tk('New Affiliate'), edit: tk('Edit Affiliate') },
      requires: 'navigation.AFFILIATES',
      group: 'affiliates',
      icon: createElement(ApartmentOutlined),
    },
  },
  routes: [
    { path: '/affiliates', action: 'list', component: lazyPage(() => import('./list')) },
    { path: '/affiliates/new', action: 'create', component: lazyPage(() => import('./create')) },
    { path: '/affiliates/:id', action: 'edit', component: lazyPage(() => import('./edit')) },
  ],
};

export default definition;
