import { tk } from '../../src/lib/i18n';

export type SubmissionStatus = 'draft' | 'submitted' | 'approved' | 'rejected';

export interface StatusAction {
  to: SubmissionStatus;
  /** A catalogue key (tk): the bar shows it through t(). */
  label: string;
  /** Permission the database requires for this move (besides pricing.EDIT on the row). */
  needs?: string;
  danger?: boolean;
  /** Asked before the move (irreversible, or it tells the submitter no): title and text (catalogue keys). */
  confirm?: { title: string; content: string };
}

/**
 * The moves offered from each status — the same rule the database enforces
 * (app.guard_submission_status): draft → submitted → approved | rejected, with withdraw and rework.
 */
export const NEXT: Record<SubmissionStatus, StatusAction[]> = {
  draft: [{ to: 'submitted', label: tk('Submit') }],
  submitted: [
    {
      to: 'approved',
      label: tk('Approve'),
      needs: 'pricing.ADMIN',
      confirm: {
        title: tk('Approve this submission?'),
        content: tk('An approved submission can no longer be edited or withdrawn; a contract can then be created from it.'),
      },
    },
    {
      to: 'rejected',
      label: tk('Reject'),
      needs: 'pricing.ADMIN',
      danger: true,
      confirm: {
        title: tk('Reject this submission?'),
        content: tk('The submitter sees it as rejected and must rework it before submitting again.'),
      },
    },
    { to: 'draft', label: tk('Withdraw') },
  ],
  approved: [],
  rejected: [{ to: 'draft', label: tk('Back to draft') }],
};

export const STATUS_COLORS: Record<SubmissionStatus, string> = { draft: 'default', submitted: 'blue', approved: 'green', rejected: 'red' };

/** The moves `status` allows for someone holding `can(permission)`. */
export function allowedMoves(status: SubmissionStatus, can: (permission: string) => boolean): StatusAction[] {
  return (NEXT[status] ?? []).filter((a) => !a.needs || can(a.needs));
}
