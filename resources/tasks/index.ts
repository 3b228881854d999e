import { CheckSquareOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { tk } from '../../src/lib/i18n';
import { lazyPage, type ResourceModule } from '../../src/components/resource-module';

/**
 * Tasks (/tasks, issue 18 §5): every task the caller sees (with its account, RLS), filtered by the URL —
 * the dashboard's "Due today" and "Overdue" tiles link here. Named `task-list` so the bare `tasks`
 * permission checks (useCan tasks CREATE / EDIT on the account page) stay bare permission checks;
 * its data is the `tasks` table. Tasks are created and edited on their account's page. Not a menu entry
 * (the spec's menus are exact).
 */
const definition: ResourceModule = {
  resource: {
    name: 'task-list',
    list: '/tasks',
    meta: {
      label: tk('Tasks'),
      titles: { list: tk('Tasks') },
      icon: createElement(CheckSquareOutlined),
      // Not in the menu: the spec lists each role's menu exactly; the dashboard's tiles lead here.
      hide: true,
    },
  },
  routes: [{ path: '/tasks', action: 'list', component: lazyPage(() => import('./list')) }],
};

export default definition;
