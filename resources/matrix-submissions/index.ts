import { FileDoneOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { tk } from '../../src/lib/i18n';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/** Contract Submissions: the Refine resource and its routes. */
const definition: ResourceModule = {
  resource: {
    name: 'matrix_submissions',
    list: '/matrix-submissions',
    create: '/matrix-submissions/new',
    edit: '/matrix-submissions/:id',
    meta: {
      label: tk('Contract Submissions'),
      titles: { list: tk('Your Contract Submissions'), create: tk('New Contract Submission'), edit: tk('Edit Contract Submission') },
      requires: 'navigation.PRICING',
      group: 'pricing',
      icon: createElement(FileDoneOutlined),
    },
  },
  routes: [
    { path: '/matrix-submissions', action: 'list', component: lazyPage(() => import('./list')) },
    { path: '/matrix-submissions/new', action: 'create', component: lazyPage(() => import('./create')) },
    { path: '/matrix-submissions/:id', action: 'edit', component: lazyPage(() => import('./edit')) },
  ],
};

export default definition;
