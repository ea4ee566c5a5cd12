import type { Language, WalletLoginBody } from '@mintfront/domain';
import { createSession } from '../../platform/auth/sessions.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { usersRepo } from '../users/users.repo.ts';
import { toUser } from '../users/users.service.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { walletsService, type SiweSite } from '../wallets/wallets.service.ts';

export type WalletLoginDeps = { db: Db; site: SiweSite; clients: ChainClients | null };

/**
 * A new wallet-only account (docs/decisions.md "Wallet-only accounts"): no e-mail, no password;
 * its username is the lower-case address (letters and digits, unique), or a variant when a
 * person already took that name.
 */
async function createWalletUser(db: Db, address: string, language: Language): Promise<UserRow> {
  const base = address.toLowerCase();
  for (const username of [base, `${base.slice(0, 40)}${Math.floor(Math.random() * 1e6)}`]) {
    if (await usersRepo.findByUsername(db, username)) continue;
    try {
      return await usersRepo.insert(db, {
        email: null,
        username,
        passwordHash: null,
        wallet: address,
        language,
      });
    } catch (err) {
      // Two first sign-ins of one wallet at once: the other one created the account.
      if (isUniqueViolation(err, 'users_wallet_lower_key'))
        return (await usersRepo.findByWallet(db, address))!;
      if (!isUniqueViolation(err, 'users_username_lower_key')) throw err;
    }
  }
  throw new Error(`no free username for wallet ${address}`);
}

/** POST /api/login with a wallet (API.md): verifies the EIP-4361 proof, creates the account on first use. */
export async function walletLogin(deps: WalletLoginDeps, body: WalletLoginBody, lang: Language) {
  const { address } = await walletsService.verify(deps.db, deps, body, { purpose: 'login' });
  const user =
    (await usersRepo.findByWallet(deps.db, address)) ??
    (await createWalletUser(deps.db, address, lang));
  return { token: await createSession(deps.db, user.id), uid: user.id, user: toUser(user) };
}
