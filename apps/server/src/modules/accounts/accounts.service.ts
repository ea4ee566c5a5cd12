import { REGISTER_CODE_TTL_MS, type Language, type VerifyCodeBody } from '@mintfront/domain';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { createSession, revokeSession } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { clear, enforce, release, RATE_LIMITS } from '../../platform/rate-limit/rate-limit.ts';
import { usersRepo } from '../users/users.repo.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { toUser } from '../users/users.service.ts';
import { accountsRepo } from './accounts.repo.ts';
import { checkCode, limitCodeSending, sendCode, type CodeSendingDeps } from './accounts-codes.ts';

type Deps = CodeSendingDeps;

async function signedIn(db: Db, user: UserRow) {
  return { token: await createSession(db, user.id), uid: user.id, user: toUser(user) };
}

export const accountsService = {
  /** GET /api/registerVerification: mails a sign-up code (valid 24 h). */
  async sendRegisterCode(deps: Deps, input: { email: string; ip: string; lang: Language }) {
    if (await usersRepo.findByEmail(deps.db, input.email)) throw new AppError('E2');
    await limitCodeSending(deps, input.email, 'register', input.ip);
    const expiresAt = await sendCode(deps, {
      email: input.email,
      purpose: 'register',
      ttlMs: REGISTER_CODE_TTL_MS,
      lang: input.lang,
    });
    return { expiresAt: expiresAt.toISOString() };
  },

  async exists(db: Db, query: { email?: string; username?: string }) {
    const byEmail =
      query.email !== undefined && (await usersRepo.findByEmail(db, query.email)) !== undefined;
    const byName =
      query.username !== undefined &&
      (await usersRepo.findByUsername(db, query.username)) !== undefined;
    return { exists: byEmail || byName };
  },

  /** POST /api/verify/code: checks the code, creates the account and signs it in. */
  async register(deps: Deps, body: VerifyCodeBody, ctx: { ip: string; lang: Language }) {
    const { db } = deps;
    if (await usersRepo.findByEmail(db, body.email)) throw new AppError('E2');
    if (await usersRepo.findByUsername(db, body.username)) throw new AppError('E24');
    const code = await checkCode(db, {
      email: body.email,
      purpose: 'register',
      code: body.code,
      ip: ctx.ip,
    });
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      if (!(await accountsRepo.consumeCode(tx, code.id))) throw new AppError('CODE_WRONG');
      const user = await usersRepo
        .insert(tx, {
          email: body.email,
          username: body.username,
          passwordHash,
          language: ctx.lang,
          referralCode: body.referral_code ?? null,
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err, 'users_email_key')) throw new AppError('E2');
          if (isUniqueViolation(err, 'users_username_lower_key')) throw new AppError('E24');
          throw err;
        });
      return signedIn(tx, user);
    });
  },

  /**
   * POST /api/login with e-mail and password. Unknown e-mail and wrong password answer the
   * same E15. Each try takes a slot of two limits before the password is checked, so parallel
   * tries cannot pass them: ten per e-mail and client IP (an attacker elsewhere does not lock the
   * owner out) and twenty per client IP (42900); a success gives its slots back.
   * The wallet variant of the body is walletLogin (accounts-wallet.service.ts).
   */
  async login(db: Db, body: { email: string; password: string }, ip: string) {
    const perAddress = `${body.email}|${ip}`;
    await enforce(db, RATE_LIMITS.loginFailuresPerIp, ip);
    await enforce(db, RATE_LIMITS.loginFailures, perAddress);
    const user = await usersRepo.findByEmail(db, body.email);
    const valid = await verifyPassword(body.password, user?.passwordHash);
    if (!user || !valid) throw new AppError('E15');
    await clear(db, RATE_LIMITS.loginFailures, perAddress);
    await release(db, RATE_LIMITS.loginFailuresPerIp, ip);
    return signedIn(db, user);
  },

  async logout(db: Db, sessionId: number) {
    await revokeSession(db, sessionId);
    return {};
  },
};
