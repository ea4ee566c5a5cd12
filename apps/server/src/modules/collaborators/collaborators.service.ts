import { and, count, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  COLLABORATOR_STATE,
  DEFAULT_COLLABORATOR_ALLOWS,
  DEFAULT_PLAN,
  INVITATION_TTL_MS,
  PERMISSIONS,
  hundredthsToPercent,
  type Collaborator,
  type CollaboratorInviteBody,
  type CollaboratorUpdateBody,
  type Language,
  type PagingQuery,
  type Permissions,
  type PlanLimits,
} from '@mintfront/domain';
import { newToken, sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { crud } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { shopMembers, shops, type ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { users, type UserRow } from '../../platform/tenancy/users.tables.ts';
import { invitationMail } from './collaborators-mail.ts';
import {
  collaboratorInvitations as inv,
  type CollaboratorInvitationRow,
} from './collaborators.tables.ts';

const repo = crud(inv);
export type CollaboratorDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  planLimits: PlanLimits;
};

/** The shop's collaborator cap (spec doc 2 §6); shops have no plan yet: all are on the default one. */
const collaboratorCap = (planLimits: PlanLimits) => planLimits[DEFAULT_PLAN].collaborators;

/** Rows that count: a pending unexpired invitation, or an accepted one not ended. */
const live = (now: Date) =>
  and(isNull(inv.endedAt), or(isNotNull(inv.acceptedAt), gt(inv.expiresAt, now)));

type Listed = { row: CollaboratorInvitationRow; nickname: string | null; wallet: string | null };

function toCollaborator({ row, nickname, wallet }: Listed): Collaborator {
  return {
    id: row.id,
    email: row.email,
    userId: row.userId,
    nickname,
    wallet,
    allows: row.allows,
    role: row.role,
    storeFee: row.storeFee,
    requireApproval: row.requireApproval,
    state: row.acceptedAt ? COLLABORATOR_STATE.joined : COLLABORATOR_STATE.inviting,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const listed = (db: Db) =>
  db
    .select({
      row: inv,
      nickname: sql<string | null>`coalesce(${users.nickname}, ${users.username})`,
      wallet: users.wallet,
    })
    .from(inv)
    .leftJoin(users, eq(users.id, inv.userId));

async function findLive(db: Db, shopId: number, id: number): Promise<Listed> {
  const [found] = await listed(db)
    .where(and(eq(inv.shopId, shopId), eq(inv.id, id), live(new Date())))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export const collaboratorsService = {
  /** GET /api/permissions: the checkboxes of spec doc 1 §6 in the caller's language. */
  permissions(lang: Language): Permissions {
    return {
      list: PERMISSIONS.map((p) => ({ key: p.key, mask: p.mask, label: p[lang] })),
      defaultAllows: DEFAULT_COLLABORATOR_ALLOWS,
    };
  },

  /** One page of the live collaborators, newest first (API.md list contract). */
  async list(db: Db, shopId: number, { page, limit }: PagingQuery, planLimits: PlanLimits) {
    const where = and(eq(inv.shopId, shopId), live(new Date()));
    const rows = await listed(db)
      .where(where)
      .orderBy(desc(inv.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [counted] = await db.select({ n: count() }).from(inv).where(where);
    const total = Number(counted?.n ?? 0);
    return {
      list: rows.map(toCollaborator),
      total,
      lastPage: Math.max(1, Math.ceil(total / limit)),
      limit: collaboratorCap(planLimits),
    };
  },

  get: async (db: Db, shopId: number, id: number) => toCollaborator(await findLive(db, shopId, id)),

  /** POST /api/collaborators: an invitation mailed with a single-use link valid 7 days. */
  async invite(
    deps: CollaboratorDeps,
    shop: ShopRow,
    owner: UserRow,
    body: CollaboratorInviteBody,
    lang: Language,
  ) {
    const { db } = deps;
    // spec doc 2 §5: the collaborator's e-mail must not equal the owner's (E155).
    if (owner.email && owner.email.toLowerCase() === body.email) throw new AppError('E155');
    const token = newToken();
    const id = await db.transaction(async (tx) => {
      // Serialises invitations of one shop, so that two at once cannot pass the plan cap.
      await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shop.id)).for('update');
      const now = new Date();
      const rows = await tx
        .select()
        .from(inv)
        .where(and(eq(inv.shopId, shop.id), live(now)));
      if (rows.some((r) => r.email === body.email)) throw new AppError('COLLABORATOR_EXISTS');
      // spec doc 2 §6: the plan sets the maximum (E71); pending invitations count.
      if (rows.length >= collaboratorCap(deps.planLimits)) throw new AppError('E71');
      const row = await repo.insert(tx, {
        shopId: shop.id,
        email: body.email,
        tokenHash: sha256(token),
        allows: body.allows,
        role: body.role,
        storeFee: hundredthsToPercent(body.store_fee),
        requireApproval: body.require_approval,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      });
      return row.id;
    });
    const link = `${deps.publicUrl.replace(/\/$/, '')}/invite?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(invitationMail(body.email, shop.name, link, lang));
    return this.get(db, shop.id, id);
  },

  /** PUT /api/collaborators/{id}: permissions and terms, on the membership too once joined. */
  async update(db: Db, shopId: number, id: number, body: CollaboratorUpdateBody) {
    const { row } = await findLive(db, shopId, id);
    const values = {
      ...(body.allows !== undefined ? { allows: body.allows } : {}),
      ...(body.role !== undefined ? { role: body.role } : {}),
      ...(body.store_fee !== undefined ? { storeFee: hundredthsToPercent(body.store_fee) } : {}),
      ...(body.require_approval !== undefined ? { requireApproval: body.require_approval } : {}),
    };
    if (Object.keys(values).length > 0) {
      await db.transaction(async (tx) => {
        await repo.update(tx, id, values);
        if (row.acceptedAt && row.userId)
          await tx
            .update(shopMembers)
            .set(values)
            .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, row.userId)));
      });
    }
    return this.get(db, shopId, id);
  },

  /** DELETE: cancels an invitation (Inviting) or removes a user (Joined), whose access ends at once. */
  async remove(db: Db, shopId: number, id: number) {
    const { row } = await findLive(db, shopId, id);
    await db.transaction(async (tx) => {
      await repo.update(tx, id, { endedAt: new Date() });
      if (row.userId)
        await tx
          .delete(shopMembers)
          .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, row.userId)));
    });
    return {};
  },

  /** POST /api/collaborators/accept: the signed-in user whose e-mail was invited joins the shop. */
  async accept(db: Db, user: UserRow, token: string) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(inv)
        .where(eq(inv.tokenHash, sha256(token)))
        .for('update')
        .limit(1);
      if (!row || row.acceptedAt || row.endedAt || row.expiresAt <= new Date())
        throw new AppError('INVITATION_INVALID');
      if (!user.email || user.email.toLowerCase() !== row.email)
        throw new AppError('INVITATION_EMAIL_MISMATCH');
      const [shop] = await tx.select().from(shops).where(eq(shops.id, row.shopId));
      if (!shop || shop.ownerId === user.id) throw new AppError('INVITATION_INVALID');
      const terms = {
        allows: row.allows,
        role: row.role,
        storeFee: row.storeFee,
        requireApproval: row.requireApproval,
        status: 'active' as const,
      };
      await tx
        .insert(shopMembers)
        .values({ shopId: row.shopId, userId: user.id, ...terms })
        .onConflictDoUpdate({ target: [shopMembers.shopId, shopMembers.userId], set: terms });
      await repo.update(tx, row.id, { acceptedAt: new Date(), userId: user.id });
      return { shopId: row.shopId, shopName: shop.name, allows: row.allows };
    });
  },
};
