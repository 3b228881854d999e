import { HistoryOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { tk } from '../../src/lib/i18n';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/**
 * History (/admin/history, management only): every recorded change of every record. The data is the
 * append-only `record_history` table (docs/security.md, "History of records"); each record page shows
 * its own rows in a History tab or section.
 */
const definition: ResourceModule = {
  resource: {
    name: 'record_history',
    list: '/admin/history',
    meta: {
      label: tk('History'),
      titles: { list: tk('History') },
      admin: true,
      icon: createElement(HistoryOutlined),
    },
  },
  routes: [{ path: '/admin/history', action: 'list', component: lazyPage(() => import('./list')) }],
};

export default definition;
