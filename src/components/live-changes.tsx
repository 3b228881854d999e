import type { LiveEvent } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { supabaseClient } from '../../providers/supabase-client';
import { useIdentity } from './route-guard';
import { t } from '../lib/i18n';

/** Who a change came from: the row's `updated_by` (null: the service role, or a delete). */
const authorOf = (e: LiveEvent) => (e.payload as { updated_by?: string | null } | undefined)?.updated_by ?? null;

/**
 * A list's live changes (issue 18, item 2): others' new, changed or removed rows are counted, not
 * shown — rows never jump under the cursor — and "3 new, 1 changed — Show" brings them in. The
 * user's own saves are not counted (they already see them).
 */
export function useLiveListChanges() {
  const me = useIdentity()?.id;
  const meRef = useRef(me);
  meRef.current = me;
  const [counts, setCounts] = useState({ created: 0, changed: 0 });
  // refine subscribes once and keeps this callback: it reads the identity through a ref.
  const onLiveEvent = useCallback((e: LiveEvent) => {
    if (authorOf(e) && authorOf(e) === meRef.current) return;
    setCounts((c) => (e.type === 'created' ? { ...c, created: c.created + 1 } : { ...c, changed: c.changed + 1 }));
  }, []);
  const reset = useCallback(() => setCounts({ created: 0, changed: 0 }), []);
  const banner = (onShow: () => void): ReactNode => {
    if (!counts.created && !counts.changed) return null;
    const parts = [counts.created && t('{n} new', { n: counts.created }), counts.changed && t('{n} changed', { n: counts.changed })].filter(
      Boolean,
    );
    return (
      <Alert
        type="info"
        showIcon
        data-testid="live-banner"
        style={{ marginBottom: 12 }}
        message={t('{changes} since you opened this list', { changes: parts.join(', ') })}
        action={
          <Button
            size="small"
            type="primary"
            onClick={() => {
              reset();
              onShow();
            }}
          >
            {t('Show')}
          </Button>
        }
      />
    );
  };
  return { onLiveEvent, banner, pending: counts.created + counts.changed };
}

/** "First Last" of a profile the user may see, else null. */
async function nameOf(id: string): Promise<string | null> {
  const { data } = await supabaseClient.from('profiles').select('first_name, last_name, email').eq('id', id).maybeSingle();
  if (!data) return null;
  return [data.first_name, data.last_name].filter(Boolean).join(' ') || data.email || null;
}

/**
 * An open record changed or deleted by someone else (issue 18, item 2): "Changed by Sam Delgado just
 * now — Reload", before a save from this page would be refused as stale. `stamp` is the `updated_at`
 * the page holds (after its own saves too), so the page's own saves never raise it.
 */
export function useLiveRecordChange(stamp: string | undefined) {
  const me = useIdentity()?.id;
  const refs = useRef({ me, stamp });
  refs.current = { me, stamp };
  const [change, setChange] = useState<{ kind: 'updated' | 'deleted'; by: string | null } | null>(null);
  const [byName, setByName] = useState<string | null>(null);

  const onLiveEvent = useCallback((e: LiveEvent) => {
    if (e.type !== 'updated' && e.type !== 'deleted') return;
    const by = authorOf(e);
    if (e.type === 'updated') {
      const at = (e.payload as { updated_at?: string }).updated_at;
      if ((by && by === refs.current.me) || (at && at === refs.current.stamp)) return;
    }
    setChange({ kind: e.type, by });
  }, []);

  useEffect(() => {
    setByName(null);
    if (change?.by) void nameOf(change.by).then(setByName);
  }, [change]);

  /**
   * The notice: Reload (the form has nothing unsaved, so showing theirs loses nothing), or Review when the
   * form holds unsaved changes (theirs and mine side by side: src/components/conflict-review.tsx) — a
   * reload would throw the user's work away.
   */
  const notice = ({ reload, review }: { reload: () => void; review?: () => void }): ReactNode => {
    if (!change) return null;
    const who = byName ?? t('someone else');
    const deleted = change.kind === 'deleted';
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="live-record-change"
        style={{ marginBottom: 12 }}
        message={deleted ? t('Deleted by {who} just now', { who }) : t('Changed by {who} just now', { who })}
        description={
          deleted
            ? t('This record no longer exists; what you type here cannot be saved.')
            : review
              ? t('Your changes are kept: review them next to theirs, then save.')
              : t('Reload to see their changes; a save from this page would be refused as stale.')
        }
        action={
          !deleted && (
            <Button
              size="small"
              type={review ? 'primary' : 'default'}
              onClick={() => {
                if (review) return review();
                setChange(null);
                reload();
              }}
            >
              {review ? t('Review') : t('Reload')}
            </Button>
          )
        }
      />
    );
  };
  /** Who changed the record ("Sam Delgado"), once known. */
  const author = change ? byName : null;
  const dismiss = useCallback(() => setChange(null), []);
  return { onLiveEvent, notice, author, dismiss, changed: change?.kind ?? null };
}
