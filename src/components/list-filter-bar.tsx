import { FilterOutlined } from '@ant-design/icons';
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { Badge, Button, Flex, Grid, Input, Select } from 'antd';
import { Children, isValidElement, lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { t } from '../lib/i18n';
import { codeLabel } from '../lib/labels';

// antd's Drawer loads on a phone, with the first tap on "Filters".
const Drawer = lazy(() => import('antd/es/drawer'));

type SetFilters = (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;

const isSet = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * Reading and setting a list's filters (Refine's `useTable` `filters` / `setFilters`, merged):
 * `value(field, operator?)` the current value; `bind(field)` the `value`/`onChange` of a select or
 * picker filtering by equality (cleared, '' or null → no filter); `contains(field)` the `onSearch`
 * of a search box (trimmed; empty → no filter); `count(except)` how many filters are set, leaving out
 * the search box's fields (shown beside the phone's "Filters" button) and `or` searches.
 */
export function listFilters(filters: CrudFilter[], setFilters: SetFilters) {
  const value = (field: string, operator?: string) =>
    (filters.find((f) => 'field' in f && f.field === field && (!operator || f.operator === operator)) as LogicalFilter | undefined)
      ?.value as string | undefined;
  const set = (field: string, v: unknown) =>
    setFilters([{ field, operator: 'eq', value: v === '' || v === null ? undefined : v }], 'merge');
  const count = (except: readonly string[] = []) =>
    new Set(filters.filter((f): f is LogicalFilter => 'field' in f && !except.includes(f.field) && isSet(f.value)).map((f) => f.field))
      .size;
  return {
    value,
    set,
    count,
    bind: (field: string) => ({ value: value(field), onChange: (v: unknown) => set(field, v) }),
    /** A SearchFilter's text and search, on `field` ("contains"). */
    search: (field: string) => ({
      defaultValue: value(field, 'contains'),
      onSearch: (text: string) => setFilters([{ field, operator: 'contains', value: text.trim() || undefined }], 'merge'),
    }),
  };
}

/** A filter control's name, for its label in the phone's drawer: its `label` or `aria-label`. */
function nameOf(child: ReactElement): string | undefined {
  const p = child.props as { label?: unknown; 'aria-label'?: unknown };
  const name = p.label ?? p['aria-label'];
  return typeof name === 'string' ? name : undefined;
}

interface BarProps {
  /** The search box: always in sight (on a phone too, above the list). */
  search?: ReactNode;
  /** The other filters: in the bar on a desktop, in the "Filters" drawer on a phone. */
  children?: ReactNode;
  /** How many of `children` are set (the phone's "Filters" button counts them). */
  active?: number;
}

/**
 * The one place of a list's filters (issue 26, item 4): a row of controls above the table on a
 * desktop; on a phone (< 576 px) the search box and a "Filters" button with the number of filters set,
 * which opens a drawer holding the rest, each under its name.
 */
export function ListFilterBar({ search, children, active = 0 }: BarProps) {
  const phone = Grid.useBreakpoint().sm === false;
  const [opened, setOpened] = useState<boolean | null>(null);
  if (!phone)
    return (
      <Flex wrap gap={8} className="list-filter-bar" style={{ marginBottom: 16 }}>
        {search}
        {children}
      </Flex>
    );
  const controls = Children.toArray(children).filter(isValidElement);
  return (
    <Flex gap={8} className="list-filter-bar" style={{ marginBottom: 12 }}>
      <div style={{ flex: 1, minWidth: 0 }} className="list-filter-search">
        {search}
      </div>
      {controls.length > 0 && (
        <Badge count={active} size="small">
          <Button
            icon={<FilterOutlined />}
            onClick={() => setOpened(true)}
            aria-label={active ? t('Filters ({n} set)', { n: active }) : undefined}
          >
            {t('Filters')}
          </Button>
        </Badge>
      )}
      {opened !== null && (
        <Suspense>
          <Drawer
            open={opened}
            onClose={() => setOpened(false)}
            placement="bottom"
            height="auto"
            title={t('Filters')}
            className="list-filter-drawer"
            footer={
              <Button type="primary" block onClick={() => setOpened(false)}>
                {t('Show results')}
              </Button>
            }
          >
            <Flex vertical gap={16}>
              {controls.map((control, i) => (
                <div key={i} className="list-filter-field">
                  {nameOf(control) && <span className="list-filter-label">{nameOf(control)}</span>}
                  {control}
                </div>
              ))}
            </Flex>
          </Drawer>
        </Suspense>
      )}
    </Flex>
  );
}

interface SearchProps {
  /** The accessible name. */
  label: string;
  placeholder: string;
  width: number;
  onSearch: (text: string) => void;
  /** The search as the list's address has it (a reload or a link keeps it in the box). */
  defaultValue?: string;
}

/** A clearable search box (full width on a phone). */
export function SearchFilter({ label, placeholder, width, onSearch, defaultValue }: SearchProps) {
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <Input.Search
      placeholder={placeholder}
      allowClear
      style={{ width: phone ? '100%' : width }}
      aria-label={label}
      defaultValue={defaultValue}
      onSearch={onSearch}
    />
  );
}

interface ChoiceProps {
  /** The accessible name, also the placeholder. */
  label: string;
  /** The codes, shown as their words in the user's language (codeLabel). */
  choices: readonly string[];
  value?: string;
  onChange: (v: unknown) => void;
  width?: number;
}

/** A clearable select of fixed codes (statuses, commodities), shown as words. */
export function ChoiceFilter({ label, choices, value, onChange, width = 140 }: ChoiceProps) {
  return (
    <Select
      style={{ width }}
      aria-label={label}
      allowClear
      placeholder={label}
      value={value}
      onChange={onChange}
      options={choices.map((s) => ({ value: s, label: codeLabel(s) }))}
    />
  );
}

/** Active / Inactive (cleared: both), filtering the `active` column; shows its placeholder until picked. */
export function ActiveFilter({ value, onChange }: { value?: boolean | string; onChange: (active: boolean | undefined) => void }) {
  const current = value === undefined || value === null || value === '' ? undefined : String(value);
  return (
    <Select
      allowClear
      placeholder={t('Active')}
      aria-label={t('Filter by active')}
      style={{ width: 120 }}
      value={current}
      options={[
        { value: 'true', label: t('Active') },
        { value: 'false', label: t('Inactive') },
      ]}
      onChange={(v?: string) => onChange(v === undefined ? undefined : v === 'true')}
    />
  );
}
