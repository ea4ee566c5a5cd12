import { hash, randomBytes, randomInt } from 'node:crypto';

/** An opaque secret for the client: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token or code (one-shot: every signed-in call hashes its token). */
export function sha256(value: string): string {
  return hash('sha256', value, 'base64url');
}

/** A 6-digit e-mail code (spec §9), uniformly drawn. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
