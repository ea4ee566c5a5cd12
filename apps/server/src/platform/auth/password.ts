import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(
  password: string,
  salt: Buffer,
  opts: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

const maxmem = (N: number, r: number) => 256 * N * r;

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PARAMS;
  const key = await derive(password, salt, { N, r, p, maxmem: maxmem(N, r) }, KEY_LENGTH);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same work as a real check, so an unknown account takes as long as a wrong password.
    await hashPassword(password);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n),
    R = Number(r),
    P = Number(p);
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N, r: R, p: P, maxmem: maxmem(N, R) },
    expected.length,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}
