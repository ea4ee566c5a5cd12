import { z } from 'zod';
import { LANGUAGES, REVENUE_BANDS } from '../constants.ts';
import { recordId } from './common.ts';
import { link, personName } from './fields.ts';
import { zString } from './text.ts';

const text = (max: number) => zString().trim().max(max, { error: 'tooLong' });

/** PUT /api/user/info: the public profile (artist bio and social links). */
export const userInfoBody = z.object({
  nickname: text(60).optional(),
  icon: text(500).optional(),
  introduce: text(3000).optional(),
  social_contact: z.record(zString(), link.or(z.literal(''))).optional(),
});

/** PUT /api/account/info: every field optional; an empty one clears it (My account's form sends them all). */
export const accountInfoBody = z.object({
  surname: personName.or(z.literal('')).optional(),
  name: personName.or(z.literal('')).optional(),
  country: text(60).optional(),
  area_code: zString()
    .trim()
    .regex(/^\+?\d{1,4}$/, { error: 'invalid' })
    .or(z.literal(''))
    .optional(),
  tel: zString()
    .trim()
    .regex(/^[\d -]{4,20}$/, { error: 'invalid' })
    .or(z.literal(''))
    .optional(),
});

/** The onboarding's details step (spec doc 1 §2 "user details"): the same request, names asked. */
export const onboardingDetailsBody = accountInfoBody.extend({
  surname: personName,
  name: personName,
});

export const languageBody = z.object({ language: z.enum(LANGUAGES, { error: 'oneOf' }) });

export const tutorialCompleteBody = z.object({
  bit: z.coerce
    .number({ error: 'number' })
    .int()
    .min(1, { error: 'invalid' })
    .max(2 ** 30, { error: 'invalid' }),
});

/** GET/POST /api/register/investigation: the onboarding survey. */
export const investigationBody = z.object({
  data: z.object({
    revenue: z.enum(REVENUE_BANDS, { error: 'oneOf' }),
    role: z
      .enum(['artist', 'brand', 'collector', 'agency', 'other'], { error: 'oneOf' })
      .optional(),
    experience: z.enum(['new', 'some', 'expert'], { error: 'oneOf' }).optional(),
  }),
});

export const classificationDefaultSetBody = z.object({
  classification_ids: z
    .array(recordId(z.coerce.number({ error: 'number' })), { error: 'required' })
    .min(1, { error: 'required' })
    .max(50, { error: 'tooMany' }),
});

/** User as the API answers it (spec doc 1 §3). */
export type User = {
  id: number;
  /** null for an account made by signing in with a wallet (it has `wallet` instead). */
  email: string | null;
  /** The wallet the user signs in with, checksummed; null for e-mail accounts. */
  wallet: string | null;
  username: string;
  nickname: string | null;
  icon: string | null;
  surname: string | null;
  name: string | null;
  country: string | null;
  areaCode: string | null;
  tel: string | null;
  introduce: string | null;
  language: 'en' | 'zh';
  createdAt: string;
  status: number;
  socialContact: Record<string, string>;
  tutorial: number;
  onboarded: boolean;
};
