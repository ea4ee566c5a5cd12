import type { z } from 'zod';
import type { User, accountInfoBody, investigationBody, userInfoBody } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { uploadsService } from '../uploads/uploads.service.ts';
import { usersRepo } from './users.repo.ts';

/** The User of spec doc 1 §3 as the API answers it: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    wallet: row.wallet,
    username: row.username,
    nickname: row.nickname,
    icon: row.icon,
    surname: row.surname,
    name: row.name,
    country: row.country,
    areaCode: row.areaCode,
    tel: row.tel,
    introduce: row.introduce,
    language: row.language === 'zh' ? 'zh' : 'en',
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    socialContact: row.socialContact,
    tutorial: row.tutorial,
    // Onboarding is done once the survey is answered (spec doc 1 §2, the three steps).
    onboarded: row.investigation !== null,
  };
}

async function save(db: Db, userId: number, values: Partial<UserRow>): Promise<User> {
  const row = await usersRepo.update(db, userId, { ...values, updatedAt: new Date() });
  if (!row) throw new AppError('UNAUTHORIZED');
  return toUser(row);
}

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
const emptyToNull = (s: string | undefined) => (s === undefined ? undefined : s === '' ? null : s);

export const usersService = {
  async get(db: Db, userId: number): Promise<User> {
    const row = await usersRepo.findById(db, userId);
    if (!row) throw new AppError('UNAUTHORIZED');
    return toUser(row);
  },
  async updateProfile(db: Db, userId: number, body: z.infer<typeof userInfoBody>) {
    // The icon kept from before is not checked again (it may predate this rule).
    const icon = emptyToNull(body.icon);
    if (icon && icon !== (await usersRepo.findById(db, userId))?.icon)
      await uploadsService.requireUsersFile(db, userId, icon, 'photo', 'icon');
    return save(
      db,
      userId,
      defined({
        nickname: emptyToNull(body.nickname),
        icon,
        introduce: emptyToNull(body.introduce),
        socialContact: body.social_contact,
      }),
    );
  },
  updateAccount(db: Db, userId: number, body: z.infer<typeof accountInfoBody>) {
    return save(
      db,
      userId,
      defined({
        surname: emptyToNull(body.surname),
        name: emptyToNull(body.name),
        country: emptyToNull(body.country),
        areaCode: emptyToNull(body.area_code),
        tel: emptyToNull(body.tel),
      }),
    );
  },
  setLanguage(db: Db, userId: number, language: 'en' | 'zh') {
    return save(db, userId, { language });
  },
  async completeTutorial(db: Db, userId: number, bit: number): Promise<User> {
    const row = await usersRepo.setTutorialBit(db, userId, bit);
    if (!row) throw new AppError('UNAUTHORIZED');
    return toUser(row);
  },
  async getInvestigation(db: Db, userId: number) {
    const row = await usersRepo.findById(db, userId);
    return { data: row?.investigation ?? null };
  },
  async saveInvestigation(db: Db, userId: number, body: z.infer<typeof investigationBody>) {
    await save(db, userId, { investigation: defined(body.data) as Record<string, string> });
    return { data: body.data };
  },
};
