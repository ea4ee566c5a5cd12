import { and, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { shopCrud } from '../../platform/db/repo-helper.ts';
import { discounts } from './discounts.tables.ts';

const base = shopCrud(discounts);

export const discountsRepo = {
  ...base,
  /** Whether another code of the shop has this text, case-insensitively. */
  codeTaken: async (db: Db, shopId: number, code: string, exceptId?: number) =>
    Boolean(
      await base.findOne(
        db,
        shopId,
        and(
          sql`lower(${discounts.code}) = lower(${code})`,
          exceptId ? ne(discounts.id, exceptId) : undefined,
        ),
      ),
    ),
};
