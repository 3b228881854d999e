/** Error codes with a user-facing text of their own (spec §8). */
const CODE_MESSAGES: Record<string, string> = {
  email_exists: 'Email Already Exists',
  user_already_exists: 'Email Already Exists',
};

export const ACCOUNT_DISABLED = 'Account disabled. Please contact your company to re-activate.';

/** What a user reads for a record that is missing or outside what they may see (one text everywhere). */
export const NOT_AVAILABLE = 'This record does not exist, or you may not see it.';

/** What a user reads when the rules refuse them a change. */
export const NOT_ALLOWED = 'You are not allowed to make this change.';

/**
 * Database and API codes whose server text is technical: the user reads a sentence instead, and the
 * code goes to error reporting (providers/monitoring). Codes whose message is written for users
 * (23514 from our check triggers, P0001 from RAISE in our functions, Auth's texts) keep their message.
 */
const TECHNICAL: Record<string, string> = {
  '42501': NOT_ALLOWED,
  '23505': 'This already exists.',
  '23503': 'This refers to a record that no longer exists, or is still in use elsewhere.',
  '23502': 'A required value is missing.',
  '22P02': 'One of the values is not valid.',
  '22007': 'One of the dates is not valid.',
  '22008': 'One of the dates is out of range.',
  '22003': 'One of the numbers is too large.',
  '22001': 'One of the texts is too long.',
  PGRST116: NOT_AVAILABLE,
  PGRST204: 'The form sent a field the server does not know. Reload the page and try again.',
  PGRST301: 'Your session has expired. Please sign in again.',
  PGRST303: 'Your session has expired. Please sign in again.',
};

/** Postgres's and PostgREST's own wording for those codes (a message our SQL raises reads differently). */
const TECHNICAL_TEXT =
  /^(duplicate key value|new row violates|permission denied|invalid input (syntax|value)|insert or update on table|update or delete on table|null value in column|value too long|date\/time field value out of range|numeric field overflow|.*out of range for type|JSON object requested|Cannot coerce|Could not find the|JWT|No suitable key)/i;

const NETWORK = 'The server cannot be reached. Check your connection and try again.';

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  error_code?: unknown;
  status?: unknown;
  statusCode?: unknown;
}

function codeOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as ErrorLike;
  return typeof e.code === 'string' ? e.code : typeof e.error_code === 'string' ? e.error_code : undefined;
}

/** True for a fetch that never reached the server (offline, DNS, CORS, reset). */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'TypeError' && /fetch|network|load failed/i.test(error.message);
}

/** A readable message for any thrown value, with the spec's code translations applied. */
export function errorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return NETWORK;
  if (error && typeof error === 'object') {
    const e = error as ErrorLike;
    const code = codeOf(error);
    if (code && CODE_MESSAGES[code]) return CODE_MESSAGES[code];
    const own = typeof e.message === 'string' && e.message && !TECHNICAL_TEXT.test(e.message);
    if (code && TECHNICAL[code] && !own) return TECHNICAL[code];
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/** antd's form validation failure (`validateFields` rejects with `{ errorFields }`): shown at the fields already. */
export const isValidationError = (error: unknown): boolean =>
  Boolean(error && typeof error === 'object' && Array.isArray((error as { errorFields?: unknown }).errorFields));

/** 'Prefix: message', as every failure notice reads (spec §8). */
export function prefixedError(prefix: string, error: unknown): string {
  return `${prefix}: ${errorMessage(error)}`;
}

/**
 * The HTTP status an error stands for, so the app can tell "will not work again" (4xx: not retried)
 * from "may work in a moment" (5xx, network). PostgREST's SQLSTATEs are mapped as PostgREST maps them.
 */
export function httpStatusOf(error: unknown): number {
  if (isNetworkFailure(error)) return 503;
  const e = (error && typeof error === 'object' ? error : {}) as ErrorLike;
  for (const v of [e.status, e.statusCode]) {
    const n = typeof v === 'string' && /^\d{3}$/.test(v) ? Number(v) : v;
    if (typeof n === 'number' && n >= 400 && n < 600) return n;
  }
  const code = codeOf(error);
  if (!code) return 500;
  if (code === 'PGRST116') return 406;
  if (/^PGRST3/.test(code)) return 401;
  if (/^PGRST[12]/.test(code)) return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return 403;
  if (code === '23505' || code === '23503') return 409;
  if (/^(22|23|P0001|42703|42P01|42883)/.test(code)) return 400;
  if (CODE_MESSAGES[code]) return 422;
  if (/^[a-z_]+$/.test(code)) return 400; // Auth's error codes (weak_password, email_exists, …)
  return 500;
}

/** Whether a failed read is worth retrying: server errors and lost connections only. */
export function isRetryable(error: unknown): boolean {
  return httpStatusOf(error) >= 500;
}
