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
import { mapPage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { invitationMail } from './collaborators-mail.ts';
import { collaboratorsRepo as repo, type Listed } from './collaborators.repo.ts';

export type CollaboratorDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  planLimits: PlanLimits;
};

/** The shop's collaborator cap (spec doc 2 §6); shops have no plan yet: all are on the default one. */
const collaboratorCap = (planLimits: PlanLimits) => planLimits[DEFAULT_PLAN].collaborators;

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

async function findLive(db: Db, shopId: number, id: number): Promise<Listed> {
  const found = await repo.findLive(db, shopId, id, new Date());
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
  async list(db: Db, shopId: number, at: PagingQuery, planLimits: PlanLimits) {
    return {
      ...mapPage(await repo.page(db, shopId, at, new Date()), toCollaborator),
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
      await repo.lockShop(tx, shop.id);
      const now = new Date();
      const rows = await repo.liveOfShop(tx, shop.id, now);
      if (rows.some((r) => r.email === body.email)) throw new AppError('COLLABORATOR_EXISTS');
      // spec doc 2 §6: the plan sets the maximum (E71); pending invitations count.
      if (rows.length >= collaboratorCap(deps.planLimits)) throw new AppError('E71');
      const row = await repo.insert(tx, shop.id, {
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
        await repo.update(tx, shopId, id, values);
        if (row.acceptedAt && row.userId) await repo.updateMember(tx, shopId, row.userId, values);
      });
    }
    return this.get(db, shopId, id);
  },

  /** DELETE: cancels an invitation (Inviting) or removes a user (Joined), whose access ends at once. */
  async remove(db: Db, shopId: number, id: number) {
    const { row } = await findLive(db, shopId, id);
    await db.transaction(async (tx) => {
      await repo.update(tx, shopId, id, { endedAt: new Date() });
      if (row.userId) await repo.removeMember(tx, shopId, row.userId);
    });
    return {};
  },

  /** POST /api/collaborators/accept: the signed-in user whose e-mail was invited joins the shop. */
  async accept(db: Db, user: UserRow, token: string) {
    return db.transaction(async (tx) => {
      const row = await repo.findByTokenForUpdate(tx, sha256(token));
      if (!row || row.acceptedAt || row.endedAt || row.expiresAt <= new Date())
        throw new AppError('INVITATION_INVALID');
      if (!user.email || user.email.toLowerCase() !== row.email)
        throw new AppError('INVITATION_EMAIL_MISMATCH');
      const shop = await repo.findShop(tx, row.shopId);
      if (!shop || shop.ownerId === user.id) throw new AppError('INVITATION_INVALID');
      const terms = {
        allows: row.allows,
        role: row.role,
        storeFee: row.storeFee,
        requireApproval: row.requireApproval,
        status: 'active' as const,
      };
      await repo.join(tx, row.shopId, user.id, terms);
      await repo.update(tx, row.shopId, row.id, { acceptedAt: new Date(), userId: user.id });
      return { shopId: row.shopId, shopName: shop.name, allows: row.allows };
    });
  },
};
