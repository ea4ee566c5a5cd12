import { z } from 'zod';
import { anyPassword, code, email, password, username } from './fields.ts';
import { walletLoginBody } from './wallets.ts';
import { zString } from './text.ts';

// Login API of API.md "Accounts".

export const registerVerificationQuery = z.object({ email });

export const accountCheckQuery = z
  .object({ email: email.optional(), username: username.optional() })
  .refine((q) => q.email !== undefined || q.username !== undefined, {
    error: 'required',
    path: ['email'],
  });

/** POST /api/verify/code: creates the account. Username may not equal the password (spec §5). */
export const verifyCodeBody = z
  .object({
    email,
    code,
    password,
    username,
    agree_terms: z.literal(true, { error: 'agreeTerms' }),
    referral_code: zString().trim().max(64, { error: 'invalid' }).optional(),
  })
  .refine((b) => b.username !== b.password, { error: 'usernameIsPassword', path: ['username'] });
export type VerifyCodeBody = z.infer<typeof verifyCodeBody>;

/** POST /api/login with e-mail and password. */
export const emailLoginBody = z.object({ email, password: anyPassword });
export type EmailLoginBody = z.infer<typeof emailLoginBody>;
/** POST /api/login (API.md): e-mail and password, or a signed EIP-4361 message of a wallet. */
export const loginBody = z.union([emailLoginBody, walletLoginBody], { error: 'invalid' });
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email });
export const passwordVerificationBody = z.object({ email, code });

/** POST /api/password/update with the token of a reset code (forgot password). */
export const resetPasswordBody = z.object({
  reset_token: zString().min(16, { error: 'invalid' }).max(200, { error: 'invalid' }),
  password,
});
/** POST /api/password/update signed in: the old password, and a new one that differs from it. */
export const changePasswordBody = z
  .object({ old_password: anyPassword, password })
  .refine((b) => b.old_password !== b.password, { error: 'passwordSame', path: ['password'] });
/** POST /api/password/update: with a reset token, or signed in with the old password. */
export const passwordUpdateBody = z.union([resetPasswordBody, changePasswordBody]);
export type PasswordUpdateBody = z.infer<typeof passwordUpdateBody>;
