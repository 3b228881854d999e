import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { validationFailed, weakPassword } from './errors.ts';

/** GoTrue uses bcrypt's default cost. */
const COST = 10;

/** A bcrypt hash in the `$2a$` form pgcrypto's `crypt(pw, gen_salt('bf'))` produces and reads. */
export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

let dummy: Promise<string> | undefined;

/**
 * A bcrypt comparison whose answer is thrown away: password sign-in runs one for an unknown address
 * (or a user without a password) so that it takes as long as for a known one. GoTrue answers those at
 * once, before bcrypt; docs/security.md ("Auth's public endpoints") says why local-supabase does not.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummy ??= bcrypt.hash(randomBytes(18).toString('base64'), COST);
  await bcrypt.compare(password, await dummy);
}

/** Compares against bcrypt hashes written by GoTrue, pgcrypto or bcryptjs ($2a$/$2b$/$2y$). */
export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$\d\d\$/.test(hash)) return false;
  return bcrypt.compare(password, hash.replace(/^\$2[xy]\$/, '$2a$'));
}

/** bcrypt reads at most 72 bytes of a password (GoTrue's MaxPasswordLength). */
export const MAX_PASSWORD_BYTES = 72;

/**
 * GoTrue's checkPasswordStrength (AUTH: internal/api/password.go), used by sign-up, `PUT /user`
 * (recovery included) and `PUT /admin/users/{id}`: more than 72 bytes → 400 validation_failed; fewer
 * than `minimum_password_length` → 422 weak_password. Both count bytes (Go's `len`), not characters.
 */
export function checkPasswordStrength(password: string, minLength: number): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES) throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  if (bytes < minLength) throw weakPassword(`Password should be at least ${minLength} characters.`, ['length']);
}

/** The weak_password object a successful sign-in carries when the password no longer meets the rules (GoTrue's token.go). */
export function weakPasswordOf(password: string, minLength: number): { message: string; reasons: string[] } | undefined {
  if (Buffer.byteLength(password, 'utf8') >= minLength) return undefined;
  return { message: `Password should be at least ${minLength} characters.`, reasons: ['length'] };
}

/**
 * `POST /admin/users` checks no strength rule (GoTrue's adminUserCreate hashes whatever it is given):
 * only bcrypt's limit, which GoTrue hits as a panic (500); answered here as 400, like every bad input.
 */
export function checkAdminCreatePassword(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) throw validationFailed('bcrypt: password length exceeds 72 bytes');
}
