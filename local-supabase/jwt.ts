import { SignJWT, jwtVerify, errors } from 'jose';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

/** Why a token was refused; each surface maps this to its own error shape. */
export class JwtError extends Error {
  constructor(
    readonly reason: 'malformed' | 'signature' | 'expired' | 'claims',
    message: string,
  ) {
    super(message);
  }
}

const encoder = new TextEncoder();

export function secretKey(secret: string): Uint8Array {
  return encoder.encode(secret);
}

export async function signJwt(secret: string, claims: JwtClaims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

/** Verifies an HS256 token with PostgREST's 30 s clock skew. */
export async function verifyJwt(secret: string, token: string): Promise<JwtClaims> {
  if (token.split('.').length !== 3) throw new JwtError('malformed', 'Expected 3 parts in JWT; got ' + token.split('.').length);
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'], clockTolerance: 30 });
    return payload as JwtClaims;
  } catch (e) {
    if (e instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    if (e instanceof errors.JWSSignatureVerificationFailed) throw new JwtError('signature', 'JWSError JWSInvalidSignature');
    if (e instanceof errors.JWTClaimValidationFailed) throw new JwtError('claims', e.message);
    throw new JwtError('malformed', e instanceof Error ? e.message : String(e));
  }
}

/** The anon and service_role keys, deterministic like the Supabase CLI's local keys. */
export async function projectKeys(secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const exp = 1983812996;
  const mk = (role: string) =>
    new SignJWT({ iss: 'supabase-demo', role, exp }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
  return { anonKey: await mk('anon'), serviceRoleKey: await mk('service_role') };
}
