import { NotificationOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { tk } from '../../src/lib/i18n';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/** Latest News: the Refine resource and its routes. */
const definition: ResourceModule = {
  resource: {
    name: 'news',
    list: '/admin/news',
    create: '/admin/news/new',
    edit: '/admin/news/:id',
    meta: {
      label: tk('Latest News'),
      titles: { list: tk('Latest News'), create: tk('New News Item'), edit: tk('Edit News Item') },
      admin: true,
      group: 'news',
      icon: createElement(NotificationOutlined),
    },
  },
  routes: [
    { path: '/admin/news', action: 'list', component: lazyPage(() => import('./list')) },
    { path: '/admin/news/new', action: 'create', component: lazyPage(() => import('./create')) },
    { path: '/admin/news/:id', action: 'edit', component: lazyPage(() => import('./edit')) },
  ],
};

export default definition;
