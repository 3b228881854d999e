import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../lib/i18n';

type SetFilters = (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;

/**
 * Reading and setting a list's filters (Refine's `useTable` `filters` / `setFilters`, merged):
 * `value(field, operator?)` the current value; `bind(field)` the `value`/`onChange` of a select or
 * picker filtering by equality (cleared, '' or null → no filter); `contains(field)` the `onSearch`
 * of a search box (trimmed; empty → no filter).
 */
export function listFilters(filters: CrudFilter[], setFilters: SetFilters) {
  const value = (field: string, operator?: string) =>
    (filters.find((f) => 'field' in f && f.field === field && (!operator || f.operator === operator)) as LogicalFilter | undefined)
      ?.value as string | undefined;
  const set = (field: string, v: unknown) =>
    setFilters([{ field, operator: 'eq', value: v === '' || v === null ? undefined : v }], 'merge');
  return {
    value,
    set,
    bind: (field: string) => ({ value: value(field), onChange: (v: unknown) => set(field, v) }),
    contains: (field: string) => (text: string) => setFilters([{ field, operator: 'contains', value: text.trim() || undefined }], 'merge'),
  };
}

/** The row of filter controls above a list's table. */
export function ListFilterBar({ children }: { children: ReactNode }) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {children}
    </Space>
  );
}

interface SearchProps {
  /** The accessible name. */
  label: string;
  placeholder: string;
  width: number;
  onSearch: (text: string) => void;
}

/** A clearable search box. */
export function SearchFilter({ label, placeholder, width, onSearch }: SearchProps) {
  return <Input.Search placeholder={placeholder} allowClear style={{ width }} aria-label={label} onSearch={onSearch} />;
}

interface ChoiceProps {
  /** The accessible name, also the placeholder. */
  label: string;
  /** The values, shown as they are (e.g. statuses). */
  choices: readonly string[];
  value?: string;
  onChange: (v: unknown) => void;
  width?: number;
}

/** A clearable select of fixed values. */
export function ChoiceFilter({ label, choices, value, onChange, width = 140 }: ChoiceProps) {
  return (
    <Select
      style={{ width }}
      aria-label={label}
      allowClear
      placeholder={label}
      value={value}
      onChange={onChange}
      options={choices.map((s) => ({ value: s, label: s }))}
    />
  );
}

/** Active / Inactive (cleared: both), filtering the `active` column; shows its placeholder until picked. */
export function ActiveFilter({ onChange }: { onChange: (active: boolean | undefined) => void }) {
  return (
    <Select
      allowClear
      placeholder={t('Active')}
      aria-label={t('Filter by active')}
      style={{ width: 120 }}
      options={[
        { value: 'true', label: t('Active') },
        { value: 'false', label: t('Inactive') },
      ]}
      onChange={(v?: string) => onChange(v === undefined ? undefined : v === 'true')}
    />
  );
}
