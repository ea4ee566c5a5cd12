import {
  CHAINS,
  WALLET_MESSAGE_TTL_MS,
  chainByKey,
  type ChainKey,
  type WalletMessage,
} from '@mintfront/domain';
import { getAddress, isAddressEqual, verifyMessage, type Address, type Hex } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import { sha256 } from '../../platform/auth/tokens.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enforce, RATE_LIMITS } from '../../platform/rate-limit/rate-limit.ts';
import { shopIdForHost } from '../domains/index.ts';
import { shopsRepo } from '../shops/shops.repo.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { walletsRepo } from './wallets.repo.ts';

/**
 * Where the server answers: the EIP-4361 domain (PUBLIC_URL's host) and URI, and which other
 * hosts are a store's (`<subdomain>.<store domain>` or its verified domain), whose buyers sign in
 * with a message naming the host they are on.
 */
export type SiweSite = {
  domain: string;
  uri: string;
  storeHost?: (host: string) => Promise<boolean>;
};

export function siweSite(publicUrl: string, storeHost?: SiweSite['storeHost']): SiweSite {
  const url = new URL(publicUrl);
  return { domain: url.host, uri: url.origin, ...(storeHost ? { storeHost } : {}) };
}

/** A store's site: PUBLIC_URL's one with the store hosts of `storeDomain` (for sign-in). */
export const siweSiteWithStores = (db: Db, publicUrl: string, storeDomain: string) =>
  siweSite(
    publicUrl,
    async (host) => (await shopIdForHost(db, host, storeDomain).catch(() => null)) !== null,
  );

/**
 * The site a login message names: the store's host when the buyer asks from one (so the wallet
 * sees the domain it is on, EIP-4361 §"domain" / wallets' phishing check), else PUBLIC_URL's.
 */
export async function loginSite(site: SiweSite, host: string | undefined): Promise<SiweSite> {
  if (!host || host === site.domain || !site.storeHost || !(await site.storeHost(host)))
    return site;
  return { ...site, domain: host, uri: `${new URL(site.uri).protocol}//${host}` };
}

type Purpose = 'login' | 'bind';
const STATEMENTS: Record<Purpose, string> = {
  login: 'Sign in to Mintfront with this wallet.',
  bind: 'Link this wallet to your Mintfront store.',
};

export type SignedMessage = { wallet: string; message: string; signature: string };

/** A signature by an EOA (ECDSA), or by a contract wallet (ERC-1271/6492) when its chain is reachable. */
async function signatureValid(
  clients: ChainClients | null,
  chainId: number,
  address: Address,
  message: string,
  signature: Hex,
) {
  if (await verifyMessage({ address, message, signature }).catch(() => false)) return true;
  const chain = CHAINS.find((c) => c.evm && c.chainId === chainId);
  const key = chain?.key as Exclude<ChainKey, 'cardano'> | undefined;
  if (!clients || !key || !clients.keys.includes(key)) return false;
  return clients
    .publicClient(key)
    .verifyMessage({ address, message, signature })
    .catch(() => false);
}

export const walletsService = {
  /**
   * GET /api/wallet/random (login) and GET /api/wallet/sign (bind): an EIP-4361 message with a
   * single-use nonce; each is a stored row, so calls are limited per client IP and per wallet (42900).
   */
  async issueMessage(
    db: Db,
    site: SiweSite,
    input: { wallet: string; chainId: number; purpose: Purpose; userId?: number; ip: string },
  ): Promise<WalletMessage> {
    const address = getAddress(input.wallet);
    await enforce(db, RATE_LIMITS.walletMessagesPerIp, input.ip);
    await enforce(db, RATE_LIMITS.walletMessagesPerWallet, address);
    const nonce = generateSiweNonce();
    const issuedAt = new Date();
    // Expired messages are refused anyway (WALLET_MESSAGE_EXPIRED or, once deleted, WALLET_NONCE_INVALID).
    await walletsRepo.deleteExpired(db, issuedAt);
    const expiresAt = new Date(issuedAt.getTime() + WALLET_MESSAGE_TTL_MS);
    const message = createSiweMessage({
      domain: site.domain,
      uri: site.uri,
      address,
      chainId: input.chainId,
      nonce,
      version: '1',
      statement: STATEMENTS[input.purpose],
      issuedAt,
      expirationTime: expiresAt,
    });
    await walletsRepo.insert(db, {
      purpose: input.purpose,
      nonceHash: sha256(nonce),
      messageHash: sha256(message),
      wallet: address,
      chainId: input.chainId,
      userId: input.userId ?? null,
      expiresAt,
    });
    return { message, nonce, expiresAt: expiresAt.toISOString() };
  },

  /**
   * Checks a signed message the server issued: its nonce (known, unused, this purpose and
   * user), domain, wallet, chain id, expiry, that it is the very text issued, and the signature;
   * then uses the nonce up. Each failure answers its own error (errors.ts WALLET_*).
   */
  async verify(
    db: Db,
    deps: { site: SiweSite; clients: ChainClients | null },
    input: SignedMessage,
    expect: { purpose: Purpose; userId?: number; chainId?: number },
  ): Promise<{ address: Address; chainId: number }> {
    const parsed = parseSiweMessage(input.message);
    if (
      !parsed.nonce ||
      !parsed.address ||
      !parsed.domain ||
      parsed.chainId === undefined ||
      parsed.version !== '1'
    ) {
      throw new AppError('WALLET_MESSAGE_INVALID');
    }
    const row = await walletsRepo.findByNonceHash(db, sha256(parsed.nonce));
    if (!row || row.usedAt || row.purpose !== expect.purpose)
      throw new AppError('WALLET_NONCE_INVALID');
    if (expect.purpose === 'bind' && row.userId !== expect.userId)
      throw new AppError('WALLET_NONCE_INVALID');
    // A login may name a store's host (loginSite); any other message names PUBLIC_URL's.
    const storeLogin =
      expect.purpose === 'login' &&
      parsed.domain !== deps.site.domain &&
      !!deps.site.storeHost &&
      (await deps.site.storeHost(parsed.domain));
    if (parsed.domain !== deps.site.domain && !storeLogin)
      throw new AppError('WALLET_DOMAIN_MISMATCH');
    const wallet = getAddress(input.wallet);
    if (!isAddressEqual(parsed.address, wallet) || !isAddressEqual(row.wallet as Address, wallet))
      throw new AppError('WALLET_ADDRESS_MISMATCH');
    if (parsed.chainId !== row.chainId) throw new AppError('WALLET_CHAIN_MISMATCH');
    const now = new Date();
    if (
      row.expiresAt <= now ||
      (parsed.expirationTime && parsed.expirationTime <= now) ||
      (parsed.notBefore && parsed.notBefore > now)
    ) {
      throw new AppError('WALLET_MESSAGE_EXPIRED');
    }
    if (sha256(input.message) !== row.messageHash) throw new AppError('WALLET_MESSAGE_TAMPERED');
    // spec doc 1 §8 chain-mismatch rule: the wallet signs on the network the action needs.
    if (expect.chainId !== undefined && parsed.chainId !== expect.chainId)
      throw new AppError('CHAIN_MISMATCH');
    if (
      !(await signatureValid(
        deps.clients,
        row.chainId,
        wallet,
        input.message,
        input.signature as Hex,
      ))
    ) {
      throw new AppError('WALLET_SIGNATURE_INVALID');
    }
    if (!(await walletsRepo.consume(db, row.id))) throw new AppError('WALLET_NONCE_INVALID');
    return { address: wallet, chainId: row.chainId };
  },

  /**
   * POST /api/shop/wallet/bind: after the same proof, the wallet becomes the store owner's
   * (storeOwnerWallet). It must have signed on the store's chain (chain-mismatch rule, spec §8).
   */
  async bindShopWallet(
    db: Db,
    deps: { site: SiweSite; clients: ChainClients | null },
    shop: ShopRow,
    userId: number,
    input: SignedMessage,
  ) {
    const chainId = shopChainId(shop.chain);
    if (chainId === undefined) throw new AppError('CHAIN_UNSUPPORTED');
    const { address } = await this.verify(db, deps, input, { purpose: 'bind', userId, chainId });
    await shopsRepo.update(db, shop.id, { ownerWallet: address });
    return address;
  },
};

/** The chain id a store's wallet must sign on (its shop's chain). */
export function shopChainId(chain: string): number | undefined {
  const entry = CHAINS.find((c) => c.key === chain);
  return entry?.evm ? chainByKey(entry.key).chainId : undefined;
}
