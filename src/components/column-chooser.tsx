import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { t } from '../lib/i18n';

export interface ChoosableColumn {
  key: string;
  title: string;
  /** Chosen, but left out for lack of room at this width. */
  squeezed: boolean;
}

interface Props {
  columns: readonly ChoosableColumn[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: string[]) => void;
  /** The user's default: the columns hidden until they choose. */
  defaults: readonly string[];
}

/**
 * The column chooser (issue 26, item 1): a button in the list's pinned right column's header that
 * opens a list of the columns to tick. The choice is the user's, kept on the server
 * (src/components/use-list-columns.ts). A ticked column that does not fit at this width says so.
 */
export function ColumnChooser({ columns, hidden, onChange, defaults }: Props) {
  const content = (
    <Flex vertical gap={4} className="column-chooser" role="group" aria-label={t('Columns to show')}>
      {columns.map((c) => (
        <Checkbox
          key={c.key}
          checked={!hidden.has(c.key)}
          onChange={(e) => onChange(e.target.checked ? [...hidden].filter((k) => k !== c.key) : [...hidden, c.key])}
        >
          {c.title}
          {c.squeezed && !hidden.has(c.key) && (
            <Typography.Text type="secondary" className="column-chooser-note">
              {' '}
              {t('(no room at this width)')}
            </Typography.Text>
          )}
        </Checkbox>
      ))}
      <Button type="link" size="small" className="column-chooser-reset" onClick={() => onChange([...defaults])}>
        {t('Reset columns')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('Columns')} destroyOnHidden>
      <Button type="text" size="small" icon={<SettingOutlined />} aria-label={t('Choose columns')} title={t('Choose columns')} />
    </Popover>
  );
}
