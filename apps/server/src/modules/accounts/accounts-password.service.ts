import { RESET_CODE_TTL_MS, type Language, type PasswordUpdateBody } from '@mintfront/domain';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import { newToken, sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import { usersRepo } from '../users/users.repo.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { accountsRepo } from './accounts.repo.ts';
import { checkCode, limitCodeSending, sendCode, type CodeSendingDeps } from './accounts-codes.ts';

type Caller = { user: UserRow; sessionId: number } | null;

async function newPasswordHash(user: UserRow, password: string) {
  // spec §5: a new password must differ from the old one
  if (await verifyPassword(password, user.passwordHash))
    throw fieldError('password', 'passwordSame');
  return hashPassword(password);
}

export const passwordService = {
  /**
   * POST /api/password/forgot/random: the same answer for an unknown address (nothing is
   * mailed then), so the call does not reveal who has an account (docs/api.md).
   */
  async sendResetCode(deps: CodeSendingDeps, input: { email: string; ip: string; lang: Language }) {
    await limitCodeSending(deps, input.email, 'reset', input.ip);
    const user = await usersRepo.findByEmail(deps.db, input.email);
    if (!user) return { expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS).toISOString() };
    const expiresAt = await sendCode(deps, {
      email: input.email,
      purpose: 'reset',
      ttlMs: RESET_CODE_TTL_MS,
      lang: input.lang,
    });
    return { expiresAt: expiresAt.toISOString() };
  },

  /** POST /api/password/verification: a checked reset code becomes a single-use reset token. */
  async exchangeResetCode(db: Db, input: { email: string; code: string; ip: string }) {
    const code = await checkCode(db, { ...input, purpose: 'reset' });
    const user = await usersRepo.findByEmail(db, input.email);
    if (!user) throw new AppError('CODE_WRONG');
    const token = newToken();
    await db.transaction(async (tx) => {
      if (!(await accountsRepo.consumeCode(tx, code.id))) throw new AppError('CODE_WRONG');
      await accountsRepo.insertResetToken(tx, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
      });
    });
    return { reset_token: token };
  },

  /** POST /api/password/update: by reset token (every session ends) or signed in (every other one ends). */
  async update(db: Db, body: PasswordUpdateBody, caller: Caller) {
    if ('reset_token' in body) {
      const reset = await accountsRepo.findResetToken(db, sha256(body.reset_token));
      const user = reset && (await usersRepo.findById(db, reset.userId));
      if (!reset || !user) throw new AppError('CODE_WRONG');
      const passwordHash = await newPasswordHash(user, body.password);
      await db.transaction(async (tx) => {
        if (!(await accountsRepo.consumeResetToken(tx, reset.id))) throw new AppError('CODE_WRONG');
        await usersRepo.update(tx, user.id, { passwordHash, updatedAt: new Date() });
        await revokeUserSessions(tx, user.id);
      });
      return {};
    }
    if (!caller) throw new AppError('UNAUTHORIZED');
    if (!(await verifyPassword(body.old_password, caller.user.passwordHash)))
      throw new AppError('E29');
    const passwordHash = await newPasswordHash(caller.user, body.password);
    await db.transaction(async (tx) => {
      await usersRepo.update(tx, caller.user.id, { passwordHash, updatedAt: new Date() });
      await revokeUserSessions(tx, caller.user.id, caller.sessionId);
    });
    return {};
  },
};
