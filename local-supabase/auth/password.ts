import bcrypt from 'bcryptjs';
import { validationFailed, weakPassword } from './errors.ts';

/** GoTrue uses bcrypt's default cost. */
const COST = 10;

/** A bcrypt hash in the `$2a$` form pgcrypto's `crypt(pw, gen_salt('bf'))` produces and reads. */
export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/** Compares against bcrypt hashes written by GoTrue, pgcrypto or bcryptjs ($2a$/$2b$/$2y$). */
export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$\d\d\$/.test(hash)) return false;
  return bcrypt.compare(password, hash.replace(/^\$2[xy]\$/, '$2a$'));
}

/** GoTrue's password checks (AUTH: internal/api/password.go): byte limit, then minimum length. */
export function checkPasswordStrength(password: string, minLength: number): void {
  if (Buffer.byteLength(password, 'utf8') > 72) throw validationFailed('Password cannot be longer than 72 characters');
  if ([...password].length < minLength) throw weakPassword(`Password should be at least ${minLength} characters.`, ['length']);
}
