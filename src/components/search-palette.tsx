import { useResourceParams } from '@refinedev/core';
import { Modal, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { globalSearch, type SearchHit } from '../../providers/global-search';
import { supabaseClient } from '../../providers/supabase-client';
import { errorMessage } from '../lib/error-message';
import { hitPath, matchScreens, MAX_TERM, recordSearchable, searchKindsFor, type SearchableResource } from '../lib/search-kinds';
import { useIdentity } from './route-guard';
import { MagnifierIcon } from './magnifier-icon';
import { useAllowedMenuItems } from './use-menu-access';
import { t } from '../lib/i18n';

/** One line of the palette: a screen or a record. */
interface Option {
  key: string;
  group: string;
  /** The record's kind (none for screens). */
  kind?: SearchHit['kind'];
  title: string;
  detail?: string | null;
  inactive?: boolean;
  path: string;
}

const DEBOUNCE_MS = 150;

/** The records of one search, or why there are none. */
function useRecordSearch(term: string, resources: readonly SearchableResource[]) {
  const identity = useIdentity();
  const kinds = useMemo(() => (identity ? searchKindsFor(resources, identity.ability) : []), [identity, resources]);
  const [state, setState] = useState<{ term: string; hits: SearchHit[]; error?: string }>({ term: '', hits: [] });
  const searchable = recordSearchable(term);

  useEffect(() => {
    if (!searchable) return;
    let live = true;
    const timer = setTimeout(() => {
      globalSearch(supabaseClient, term.trim(), kinds)
        .then((hits) => live && setState({ term, hits }))
        .catch((e: unknown) => live && setState({ term, hits: [], error: errorMessage(e) }));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term, kinds, searchable]);

  const current = searchable && state.term === term;
  return { searchable, loading: searchable && !current, hits: current ? state.hits : [], error: current ? state.error : undefined };
}

/**
 * The Ctrl-K / ⌘-K palette (issue 18 §3; loaded only when first opened): screens the user may open and
 * the records `global_search` finds, grouped by kind; typed and driven from the keyboard — ↑/↓ move,
 * Enter opens, Esc closes — or with the mouse.
 */
export default function SearchPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { resources } = useResourceParams();
  const menu = useAllowedMenuItems();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { searchable, loading, hits, error } = useRecordSearch(text, resources as SearchableResource[]);

  const options = useMemo(() => {
    const screens = [
      ...menu.map((m) => ({ label: t(String(m.label ?? m.name)), path: String(m.route) })),
      { label: t('Settings'), path: '/settings' },
    ];
    const list: Option[] = matchScreens(screens, text).map((s) => ({
      key: `screen:${s.path}`,
      group: t('Screens'),
      title: s.label,
      path: s.path,
    }));
    for (const hit of hits) {
      const resource = resources.find((r) => r.name === hit.kind) as SearchableResource | undefined;
      const path = hitPath(resource, hit.id);
      if (!path) continue;
      list.push({
        key: `${hit.kind}:${hit.id}`,
        kind: hit.kind,
        group: t(resource?.meta?.label ?? hit.kind),
        title: hit.title,
        detail: hit.detail,
        inactive: !hit.active,
        path,
      });
    }
    return list;
  }, [menu, hits, resources, text]);
  const more = useMemo(() => new Set(hits.filter((h) => h.more).map((h) => h.kind)), [hits]);

  // A new answer starts at its first line (the menu's array is rebuilt each render: not a reason).
  useEffect(() => setActive(0), [text, hits]);
  useEffect(() => {
    document.getElementById(`search-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const go = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    navigate(option.path);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(options[active]);
    }
  };

  const groups: { name: string; items: { option: Option; index: number }[] }[] = [];
  options.forEach((option, index) => {
    const g = groups.find((x) => x.name === option.group) ?? groups[groups.push({ name: option.group, items: [] }) - 1]!;
    g.items.push({ option, index });
  });
  const status = !text.trim()
    ? t('Type a name, e-mail, phone, contract number — or the name of a screen.')
    : !searchable
      ? t('Type at least three letters or digits to search records.')
      : error
        ? t('Search failed: {error}', { error })
        : !loading && !options.length
          ? t('No matches.')
          : undefined;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      title={null}
      width={640}
      destroyOnHidden
      afterOpenChange={(visible) => visible && input.current?.focus()}
      className="search-palette"
      styles={{ body: { padding: 0 } }}
    >
      {/* A plain input: antd's Input is shared with the login page, and importing it here would re-split its chunks. */}
      <label className="search-palette-field">
        <MagnifierIcon />
        <input
          ref={input}
          className="search-palette-input"
          placeholder={t('Search accounts, requests, contracts, people, screens…')}
          value={text}
          maxLength={MAX_TERM}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-label={t('Search')}
          aria-expanded={options.length > 0}
          aria-controls="search-results"
          aria-activedescendant={options.length ? `search-option-${active}` : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
        />
        {loading && <Spin size="small" />}
      </label>
      <div id="search-results" role="listbox" aria-label={t('Search results')} className="search-palette-results">
        {groups.map((g) => (
          <div key={g.name} role="group" aria-label={g.name}>
            <div className="search-palette-group" aria-hidden>
              {g.name}
            </div>
            {g.items.map(({ option, index }) => (
              <div
                key={option.key}
                id={`search-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'search-palette-option active' : 'search-palette-option'}
                onMouseMove={() => setActive(index)}
                onClick={() => go(option)}
              >
                <span className="search-palette-title">{option.title}</span>
                {option.inactive && <Tag>{t('Inactive')}</Tag>}
                {option.detail && (
                  <Typography.Text type="secondary" ellipsis className="search-palette-detail">
                    {option.detail}
                  </Typography.Text>
                )}
              </div>
            ))}
            {g.items.some(({ option }) => option.kind && more.has(option.kind)) && (
              <div className="search-palette-more">
                {t('More {what} match — type more to narrow the search.', { what: g.name.toLowerCase() })}
              </div>
            )}
          </div>
        ))}
        {status && (
          <Typography.Text type={error ? 'danger' : 'secondary'} className="search-palette-status" role="status">
            {status}
          </Typography.Text>
        )}
      </div>
    </Modal>
  );
}
