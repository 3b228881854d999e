import { t } from '../src/lib/i18n';
import { supabaseClient } from './supabase-client';

/** What a save without a valid session says (issue 24, item 4). */
export const SESSION_ENDED_SAVE = 'Your session has ended — sign in to save your changes';
/** What a read without a valid session says (it then goes to the sign-in page). */
export const SESSION_ENDED_READ = 'Your session has ended — please sign in again';
export const SESSION_ENDED_CODE = 'session_ended';

/**
 * The request had no valid session: none in this tab (signed out elsewhere, storage cleared, the
 * refresh refused), or the server refused its token (401, PGRST301/PGRST303). Never a conflict, never
 * "not allowed": the user's work is kept and they are asked to sign in (docs/frontend.md, "Saving").
 */
export class SessionEndedError extends Error {
  readonly statusCode = 401;
  readonly code = SESSION_ENDED_CODE;
  constructor(readonly during: 'read' | 'write') {
    super(t(during === 'write' ? SESSION_ENDED_SAVE : SESSION_ENDED_READ));
    this.name = 'SessionEnded';
  }
}

interface ErrorLike {
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
  message?: unknown;
  name?: unknown;
}

/** Whether an error says the session is missing or no longer accepted (rather than anything about the data). */
export function isSessionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as ErrorLike;
  if (e.code === SESSION_ENDED_CODE || e.name === 'SessionEnded') return true;
  if (e.code === 'PGRST301' || e.code === 'PGRST302' || e.code === 'PGRST303') return true;
  if (e.code === 'session_not_found' || e.code === 'refresh_token_not_found' || e.code === 'refresh_token_already_used') return true;
  if (e.status === 401 || e.statusCode === 401) return true;
  return typeof e.message === 'string' && /^(JWT expired|Invalid JWT|JWSError|Auth session missing)/i.test(e.message);
}

/** The error a user reads for a session problem met during a read or a write. */
export const sessionEnded = (during: 'read' | 'write') => new SessionEndedError(during);

/**
 * Throws SessionEndedError unless this tab holds a session (refreshed first when its access token is
 * expiring; a refused refresh leaves none). Called before every data request: without it, a request
 * would go out as `anon`, and RLS would answer an update with zero rows (read as a conflict) and a
 * read with "permission denied" (a raw table name on the sign-in page).
 */
export async function requireSession(during: 'read' | 'write'): Promise<void> {
  const { data, error } = await supabaseClient.auth.getSession();
  if (error || !data.session) throw sessionEnded(during);
}

/** Whether a notice's text is one of the session-ended sentences (in either language). */
export function isSessionEndedText(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  return [SESSION_ENDED_SAVE, SESSION_ENDED_READ].some((s) => text.includes(s) || text.includes(t(s)));
}

/** The session-ended sentence a notice holds, as shown. */
export function sessionEndedText(text: string): string {
  return text.includes(SESSION_ENDED_READ) || text.includes(t(SESSION_ENDED_READ)) ? t(SESSION_ENDED_READ) : t(SESSION_ENDED_SAVE);
}
