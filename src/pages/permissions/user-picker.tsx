import { useSelect } from '../../components/crud/list-hooks';
import type { CrudFilter } from '@refinedev/core';
import { Select, type SelectProps } from 'antd';
import { t } from '../../lib/i18n';

type Person = { id: string; first_name: string | null; last_name: string | null; email: string | null };
export const personLabel = (p: Omit<Person, 'id'> | null | undefined) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(' ') + (p.email ? ` <${p.email}>` : '') : '—';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  roles?: number[];
  placeholder?: string;
  ariaLabel?: string;
}

/** A searchable user picker (optionally limited to some roles). */
export function UserPicker({ value, onChange, roles, placeholder = t('Pick a user'), ariaLabel }: Props) {
  const filters: CrudFilter[] = roles ? [{ field: 'role', operator: 'in', value: roles }] : [];
  const { selectProps } = useSelect<Person>({
    resource: 'profiles',
    optionLabel: (p) => personLabel(p),
    optionValue: 'id',
    filters,
    onSearch: (v) => [{ field: 'email', operator: 'contains', value: v }],
    meta: { select: 'id, first_name, last_name, email' },
    sorters: [{ field: 'email', order: 'asc' }],
    pagination: { pageSize: 50 },
  });
  return (
    <Select
      {...(selectProps as SelectProps)}
      value={value}
      onChange={(v) => onChange?.(v as string)}
      placeholder={placeholder}
      aria-label={ariaLabel ?? placeholder}
      style={{ minWidth: 260 }}
    />
  );
}
