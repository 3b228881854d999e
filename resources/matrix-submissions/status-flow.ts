export type SubmissionStatus = 'draft' | 'submitted' | 'approved' | 'rejected';

export interface StatusAction {
  to: SubmissionStatus;
  label: string;
  /** Permission the database requires for this move (besides pricing.EDIT on the row). */
  needs?: string;
  danger?: boolean;
  /** Asked before the move (irreversible, or it tells the submitter no): title and text. */
  confirm?: { title: string; content: string };
}

/**
 * The moves offered from each status — the same rule the database enforces
 * (app.guard_submission_status): draft → submitted → approved | rejected, with withdraw and rework.
 */
export const NEXT: Record<SubmissionStatus, StatusAction[]> = {
  draft: [{ to: 'submitted', label: 'Submit' }],
  submitted: [
    {
      to: 'approved',
      label: 'Approve',
      needs: 'pricing.ADMIN',
      confirm: {
        title: 'Approve this submission?',
        content: 'An approved submission can no longer be edited or withdrawn; a contract can then be created from it.',
      },
    },
    {
      to: 'rejected',
      label: 'Reject',
      needs: 'pricing.ADMIN',
      danger: true,
      confirm: {
        title: 'Reject this submission?',
        content: 'The submitter sees it as rejected and must rework it before submitting again.',
      },
    },
    { to: 'draft', label: 'Withdraw' },
  ],
  approved: [],
  rejected: [{ to: 'draft', label: 'Back to draft' }],
};

export const STATUS_COLORS: Record<SubmissionStatus, string> = { draft: 'default', submitted: 'blue', approved: 'green', rejected: 'red' };

/** The moves `status` allows for someone holding `can(permission)`. */
export function allowedMoves(status: SubmissionStatus, can: (permission: string) => boolean): StatusAction[] {
  return (NEXT[status] ?? []).filter((a) => !a.needs || can(a.needs));
}
