import type { UseFormProps } from '@refinedev/antd';
import { useDataProvider, useResourceParams, useWarnAboutChange, type BaseRecord, type HttpError } from '@refinedev/core';
import { createElement, Fragment, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../providers/auth-provider';
import { isConflict } from '../../providers/conflict';
import { isSessionError } from '../../providers/session-ended';
import { changedFields, clearDraft, readDraft, sameValue, saveDraft, type Draft } from '../lib/drafts';
import type { Choice, ReviewField } from './conflict-review';
import { ConflictNotice, DraftRestoreBanner, DraftRestoredNotice, SessionEndedNotice } from './form-notices';
import { untouchedValues, useForm } from './crud/use-form';
import { useLiveRecordChange } from './live-changes';
import { useIdentity } from './route-guard';
import { useCreateId } from './use-create-id';

// The review dialog (antd's Modal and Radio, the history's words) loads with the first conflict.
const ConflictReview = lazy(() => import('./conflict-review'));

/** How long typing settles before the draft is written (and at once when the page is hidden). */
const DRAFT_DELAY_MS = 400;

type Values = Record<string, unknown>;

export interface GuardedFormProps<T extends BaseRecord> extends UseFormProps<T, HttpError, T> {
  /**
   * Runs after a successful save and before the form lets go of its Save button (a partner's owner
   * invite, then the redirect): awaited, the button stays busy meanwhile.
   */
  afterSave?: (record: T) => Promise<void> | void;
  /** The row as the form holds it (news' publishing time, '' for "everyone"); default: the row itself. */
  toForm?: (row: T) => Values | undefined;
  /** Keep no draft of this form. */
  noDraft?: boolean;
}

type Phase = 'idle' | 'validating' | 'saving' | 'done';

/**
 * Refine's antd `useForm` with the rules every form of the portal follows (issue 24; docs/frontend.md
 * "Saving"):
 *
 * - **One save at a time.** Save is busy from the first click (before the form's validation) until the
 *   save settles — and for good after a create, or a save that leaves the page: a second click, Enter,
 *   or the same instant's double click does nothing. `afterSave` runs inside that.
 * - **Creates happen once.** A create carries an id made when the form opened (kept for retries, and in
 *   the draft): a double click, a retry after a timeout or a replayed request meets its own row
 *   (providers/create-once.ts). An id whose record was deleted since gets a clear error and a new id.
 * - **No lost updates.** An edit carries the `updated_at` it was loaded with (providers/conflict.ts); a
 *   stale save is refused, the form keeps every edit, the unsaved-changes guard stays on, and
 *   *Review* shows theirs and mine per field ("Keep mine" / "Take theirs") and saves the result against
 *   their version. Someone else's save of the open record is announced at once (Realtime): Reload, or
 *   Review when the form holds unsaved changes.
 * - **A lost session is not a conflict.** A save without a valid session says "Your session has ended —
 *   sign in to save your changes"; *Sign in* keeps the draft, and after sign-in the form comes back
 *   with it restored.
 * - **Drafts.** Edits are kept in this browser per user and record (src/lib/drafts.ts) and offered back
 *   on return ("Restore unsaved changes from 14:32?"); cleared on save, on Discard and on sign-out.
 *
 * An edit form that stays open after its save (`redirect: false`) does not refetch its record: the
 * refetch would reset the fields and silently drop whatever the user typed meanwhile; the next save's
 * stamp comes from the save's own answer.
 *
 * Render `notices` above the form's fields (draft, session, conflict and live notices, and the review).
 */
export function useGuardedForm<T extends BaseRecord = BaseRecord>(props: GuardedFormProps<T>) {
  const { afterSave, toForm, noDraft, ...formOptions } = props;
  const identity = useIdentity();
  const user = identity?.id;
  const navigate = useNavigate();
  const location = useLocation();
  const { setWarnWhen, warnWhen } = useWarnAboutChange();
  const dataProvider = useDataProvider();
  const [stamp, setStamp] = useState<string>();
  const stampRef = useRef(stamp);
  stampRef.current = stamp;
  const live = useLiveRecordChange(stamp);
  const edit = props.action === 'edit';
  const { identifier, id: routeId } = useResourceParams({ resource: props.resource, id: props.id });
  const recordId = props.id ?? routeId;
  const formKey = `${identifier ?? 'form'}:${edit ? `edit:${String(recordId ?? '')}` : 'create'}`;

  const [createId, renewCreateId, setCreateId] = useCreateId();
  const createIdRef = useRef(createId);
  createIdRef.current = createId;
  const phase = useRef<Phase>('idle');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'conflict' | 'session' | null>(null);
  const [offer, setOffer] = useState<Draft | null>(null);
  const [restored, setRestored] = useState(false);
  const [review, setReview] = useState<{ fields: ReviewField[]; theirs: Values; stamp?: string } | null>(null);
  const [reviewLoading, setReviewLoading] = useState(false);
  /** What the edits are made against: the record as loaded (edit), the form as it opened (create). */
  const base = useRef<Values | null>(null);

  const form = useForm<T, HttpError, T>({
    warnWhenUnsavedChanges: true,
    // Others' saves and deletes of this record are announced while it is open (live-changes.tsx).
    ...(edit ? { liveMode: 'manual' as const, onLiveEvent: live.onLiveEvent } : {}),
    ...(edit && props.redirect === false ? { invalidates: ['list', 'many'] as const } : {}),
    ...formOptions,
    // Read when the save starts (refine spreads it then): a review's new stamp counts at once.
    mutationMeta: edit
      ? {
          ...props.mutationMeta,
          get expectedUpdatedAt() {
            return stampRef.current;
          },
        }
      : props.mutationMeta,
    onMutationSuccess: (data, variables, context, isAutoSave) => {
      const next = (data.data as { updated_at?: string } | undefined)?.updated_at;
      if (next) setStamp(next);
      props.onMutationSuccess?.(data, variables, context, isAutoSave);
    },
  });
  const antdForm = form.form;

  const record = form.query?.data?.data;
  const loaded = (record as { updated_at?: string } | undefined)?.updated_at;
  useEffect(() => {
    if (loaded) setStamp(loaded);
  }, [loaded]);

  /** A newer `updated_at` of this record saved by the user elsewhere on the page (the profile's preferences). */
  const adoptStamp = useCallback((next: string | null | undefined) => {
    if (next && (!stampRef.current || Date.parse(next) > Date.parse(stampRef.current))) setStamp(next);
  }, []);

  const asForm = useCallback((row: T): Values => ({ ...(row as Values), ...(toForm?.(row) ?? {}) }), [toForm]);

  // --- Drafts -------------------------------------------------------------------------------------
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Edits the delay has not written yet (a hidden or closed page writes them at once). */
  const pendingDraft = useRef(false);
  const writeDraft = useCallback(
    (extra: Partial<Draft> = {}) => {
      clearTimeout(draftTimer.current);
      // This write covers whatever was pending (so leaving the page does not write it again without `extra`).
      pendingDraft.current = false;
      if (noDraft || !user || !base.current) return;
      const values = changedFields(antdForm.getFieldsValue(true) as Values, base.current);
      saveDraft(user, formKey, {
        savedAt: Date.now(),
        values,
        base: base.current,
        stamp: edit ? (stampRef.current ?? null) : undefined,
        createId: edit ? undefined : createIdRef.current,
        ...extra,
      });
    },
    [antdForm, edit, formKey, noDraft, user],
  );
  const scheduleDraft = () => {
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => writeDraft(), DRAFT_DELAY_MS);
  };
  useEffect(() => {
    // A hidden or closed page writes at once what the delay has not written yet.
    const flush = () => {
      if (pendingDraft.current) writeDraft();
      pendingDraft.current = false;
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [writeDraft]);

  // A record whose form values differ from its row (toForm) is put in the form in that shape, each time
  // it arrives (before the draft is looked at), in the fields the user has not touched (as useForm does).
  useEffect(() => {
    if (edit && record && toForm) antdForm.setFieldsValue(untouchedValues(antdForm, toForm(record) ?? {}) as never);
  }, [antdForm, edit, record, toForm]);

  // The base, once the form holds what it opened with; then the draft kept of it, if any, is offered.
  const ready = edit ? Boolean(record) : true;
  const offered = useRef(false);
  useEffect(() => {
    if (!ready || base.current) return;
    base.current = edit && record ? asForm(record) : (antdForm.getFieldsValue(true) as Values);
    if (noDraft || !user || offered.current) return;
    offered.current = true;
    const draft = readDraft(user, formKey);
    if (!draft || !Object.keys(draft.values).length) return;
    if (draft.resume) restoreDraft(draft, true);
    else setOffer(draft);
    // Once, when ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, user]);

  /** The form's fields as a row would hold them, for comparing with theirs. */
  const fieldNames = () => Object.keys(antdForm.getFieldsValue() as Values);

  function restoreDraft(draft: Draft, silently = false) {
    setOffer(null);
    if (!edit && draft.createId) setCreateId(draft.createId);
    const current = base.current ?? {};
    // Fields someone else changed since the draft was made are compared, not overwritten.
    const clashes = Object.keys(draft.values).filter(
      (k) => k in draft.base && !sameValue(current[k], draft.base[k]) && !sameValue(current[k], draft.values[k]),
    );
    const clean = Object.fromEntries(Object.entries(draft.values).filter(([k]) => !clashes.includes(k)));
    antdForm.setFieldsValue(clean as never);
    setWarnWhen(true);
    if (silently) setRestored(true);
    if (clashes.length)
      setReview({
        theirs: current,
        stamp: stampRef.current,
        fields: clashes.map((name) => ({ name, mine: draft.values[name], theirs: current[name], initial: 'mine' })),
      });
    // The restored edits are the draft again (the resume flag goes).
    writeDraft({ resume: false });
  }

  const discardDraft = () => {
    setOffer(null);
    if (user) clearDraft(user, formKey);
  };

  // --- Saving ---------------------------------------------------------------------------------------
  const release = () => {
    phase.current = 'idle';
    setBusy(false);
  };

  const onSaved = async (saved: T | undefined) => {
    if (user) clearDraft(user, formKey);
    pendingDraft.current = false;
    clearTimeout(draftTimer.current);
    setProblem(null);
    setOffer(null);
    setRestored(false);
    live.dismiss();
    if (edit && saved) base.current = asForm(saved);
    if (saved) await afterSave?.(saved);
    // A create is done for good (its id is used); so is a save that leaves the page. An edit that stays may save again.
    if (!edit || props.redirect !== false) phase.current = 'done';
    else release();
  };

  const onFailed = (error: unknown) => {
    release();
    // The user's work is still in the form: the guard stays on, and the draft is written now.
    setWarnWhen(true);
    if (isConflict(error)) setProblem('conflict');
    else if (isSessionError(error)) setProblem('session');
    renewCreateId(error);
    writeDraft();
  };

  const onFinish = async (values: T): Promise<void> => {
    if (phase.current === 'saving' || phase.current === 'done') return;
    phase.current = 'saving';
    setBusy(true);
    let out: Awaited<ReturnType<typeof form.onFinish>>;
    try {
      out = await form.onFinish((edit ? values : { ...values, id: createIdRef.current }) as T);
    } catch (error) {
      onFailed(error);
      return;
    }
    await onSaved((out as { data?: T } | undefined)?.data).catch((error: unknown) => {
      release();
      throw error;
    });
  };

  const submit = () => {
    if (phase.current !== 'idle') return;
    phase.current = 'validating';
    setBusy(true);
    antdForm.submit();
  };

  // --- Review ---------------------------------------------------------------------------------------
  const openReview = async () => {
    if (!recordId || !identifier) return;
    setReviewLoading(true);
    try {
      const { data } = await dataProvider(props.dataProviderName).getOne<T>({
        resource: identifier,
        id: recordId,
        meta: { ...props.meta, ...props.queryMeta },
      });
      const theirs = asForm(data);
      const mine = antdForm.getFieldsValue(true) as Values;
      const was = base.current ?? {};
      const fields = fieldNames()
        .filter((name) => name in theirs && !sameValue(mine[name], theirs[name]))
        .map<ReviewField>((name) => ({
          name,
          mine: mine[name],
          theirs: theirs[name],
          // A field the user did not touch takes their value; one they edited keeps theirs only if chosen.
          initial: sameValue(mine[name], was[name]) ? 'theirs' : 'mine',
        }));
      setReview({ fields, theirs, stamp: (data as { updated_at?: string }).updated_at });
    } catch (error) {
      onFailed(error);
    } finally {
      setReviewLoading(false);
    }
  };

  const saveReviewed = (choices: Record<string, Choice>) => {
    if (!review) return;
    const taken = Object.fromEntries(review.fields.filter((f) => choices[f.name] === 'theirs').map((f) => [f.name, f.theirs]));
    antdForm.setFieldsValue(taken as never);
    // What is kept is now saved against their version.
    base.current = review.theirs;
    if (review.stamp) {
      stampRef.current = review.stamp;
      setStamp(review.stamp);
    }
    setProblem(null);
    live.dismiss();
    setReview(null);
    submit();
  };

  // --- Sign-in ----------------------------------------------------------------------------------------
  // The draft is kept, so going to sign in is no leaving: the guard goes off first, and the navigation
  // waits for that render (refine's notifier intercepts navigations until its effect is cleaned up).
  const [signingIn, setSigningIn] = useState<string | null>(null);
  const signIn = () => {
    writeDraft({ resume: true });
    setWarnWhen(false);
    setSigningIn(`${LOGIN_PATH}?next=${encodeURIComponent(location.pathname + location.search)}`);
  };
  useEffect(() => {
    if (signingIn && !warnWhen) navigate(signingIn);
  }, [signingIn, warnWhen, navigate]);

  const dirty = warnWhen;
  const notices: ReactNode = createElement(
    Fragment,
    null,
    problem === 'session' && createElement(SessionEndedNotice, { onSignIn: signIn }),
    problem === 'conflict' && createElement(ConflictNotice, { onReview: () => void openReview(), loading: reviewLoading }),
    offer && createElement(DraftRestoreBanner, { savedAt: offer.savedAt, onRestore: () => restoreDraft(offer), onDiscard: discardDraft }),
    restored && createElement(DraftRestoredNotice, { onClose: () => setRestored(false) }),
    edit && live.notice({ reload: () => void form.query?.refetch(), review: dirty ? () => void openReview() : undefined }),
    review &&
      createElement(
        Suspense,
        { fallback: null },
        createElement(ConflictReview, {
          open: true,
          table: identifier ?? '',
          fields: review.fields,
          by: live.author,
          saving: busy,
          onSave: saveReviewed,
          onCancel: () => setReview(null),
        }),
      ),
  );

  const onValuesChange = (changed: object, all: T) => {
    // Editing without answering "Restore unsaved changes?" is an answer: these edits become the draft.
    if (offer) setOffer(null);
    pendingDraft.current = true;
    scheduleDraft();
    return form.formProps.onValuesChange?.(changed, all);
  };

  return {
    ...form,
    formProps: {
      ...form.formProps,
      onFinish,
      onValuesChange,
      onFinishFailed: () => {
        if (phase.current === 'validating') release();
      },
      // An edit form takes no typing until its record is in: the record would overwrite it on arrival.
      disabled: Boolean((form.formProps as { disabled?: boolean }).disabled) || !ready,
    },
    saveButtonProps: {
      ...form.saveButtonProps,
      disabled: form.saveButtonProps.disabled || busy,
      loading: busy,
      onClick: submit,
    },
    onFinish,
    /** Whether a save is under way (or done, for a create). */
    saving: busy,
    /** The `updated_at` the next save expects (the loaded one, then each save's answer). */
    stamp,
    adoptStamp,
    /** The id this create will have (made when the form opened). */
    createId,
    /** Draft, session, conflict and live notices, and the review: render them above the form. */
    notices,
    /** The same as `notices` (the name pages used before). */
    liveNotice: notices,
  };
}
