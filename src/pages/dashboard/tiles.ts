// What rpc dashboard_tiles returns (migration …_dashboard_today): shared by the dashboard and its
// backend test (tests/backend/dashboard-tiles.test.ts), so the two read the same shape.

/** A contract ending soon, with what its Renew link needs. */
export interface EndingContract {
  id: string;
  account_id: string;
  number: string | null;
  commodity: string;
  volume: number | null;
  end_date: string;
  account_name: string | null;
}

/**
 * The dashboard's tiles: each count the total of the list its tile links to, counted as that list
 * counts (estimated above 1,000 for callers who see whole organizations); null for a menu or a duty
 * the caller does not have.
 */
export interface Tiles {
  open_pricing_requests: number | null;
  submissions: Record<'draft' | 'submitted' | 'approved' | 'rejected', number> | null;
  contracts_ending: Record<'30' | '60' | '90' | '180', number> | null;
  tasks: { due_today: number; overdue: number } | null;
  approvals: number | null;
  registrations: number | null;
  ending_soon: EndingContract[] | null;
  pricing_per_week: number[] | null;
}
