import {
  CURRENCY_STATUS,
  CURRENCY_STATUS_NAMES,
  currencyRejectReason,
  type CurrenciesQuery,
  type Currency,
  type CurrencyBody,
  type CurrencyStatus,
  type CurrencyUpdateBody,
  type CurrencyVerification,
} from '@mintfront/domain';
import { getAddress, isAddress, type Address } from 'viem';
import { chainReader } from '../../platform/chain/chain-plugin.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { mapPage } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { fileUrl, uploadsService } from '../uploads/uploads.service.ts';
import { readErc20 } from './payment-tokens-chain.ts';
import { paymentTokensRepo } from './payment-tokens.repo.ts';
import type { CurrencyRow } from './payment-tokens.tables.ts';

/** `autoApproveLocal`: a verified token of a shop on the local development chain is Active at once. */
export type PaymentTokensDeps = {
  db: Db;
  chain: ChainClients | null;
  publicUrl: string;
  autoApproveLocal: boolean;
};
/** The platform's review works on the database alone (the operator CLI has no chain). */
type ReviewDeps = Pick<PaymentTokensDeps, 'db' | 'publicUrl'>;

const toCurrency = (publicUrl: string, row: CurrencyRow): Currency => ({
  id: row.id,
  symbol: row.symbol,
  name: row.name,
  address: row.address,
  decimals: row.decimals,
  icon: row.icon,
  iconUrl: row.icon ? fileUrl(publicUrl, row.icon) : null,
  status: row.status as CurrencyStatus,
  reviewReason: row.status === CURRENCY_STATUS.rejected ? row.reviewReason : null,
  isDefault: row.isDefault,
  rate: null,
  value: null,
  createdAt: row.createdAt.toISOString(),
});

/** Lower-case hex or its EIP-55 checksum (a mistyped mixed case is refused), stored checksummed. */
function checkedAddress(text: string): Address {
  if (!isAddress(text, { strict: true }))
    throw new AppError('VALIDATION', undefined, { field: 'address' });
  return getAddress(text.toLowerCase());
}

/** The icon must be a file this shop uploaded as `tokenIcon` (JPG, PNG, SVG, 2 MB). */
async function checkIcon(db: Db, shopId: number, icon: string | null | undefined) {
  await uploadsService.requireOwnFile(db, shopId, icon, 'tokenIcon', 'icon');
}

/**
 * spec doc 2 §5: the address must be an ERC-20 of the shop's chain (40076) whose symbol is the
 * one typed (40077, compared upper-cased), not yet a token of the shop (40078).
 */
async function verify(
  deps: PaymentTokensDeps,
  shop: ShopRow,
  addressText: string,
  symbol: string,
  exceptId?: number,
): Promise<CurrencyVerification> {
  const address = checkedAddress(addressText);
  if (await paymentTokensRepo.findByAddress(deps.db, shop.id, address, exceptId))
    throw new AppError('TOKEN_EXISTS');
  const { publicClient } = chainReader(deps.chain, shop.chain);
  const info = await readErc20(publicClient, address);
  if (!info) throw new AppError('TOKEN_NOT_ERC20');
  if (info.symbol.trim().toUpperCase() !== symbol)
    throw new AppError('TOKEN_SYMBOL_MISMATCH', { symbol: info.symbol }, { symbol: info.symbol });
  return { address, name: info.name, symbol: info.symbol, decimals: info.decimals };
}

async function load(deps: PaymentTokensDeps, shopId: number, id: number): Promise<CurrencyRow> {
  return paymentTokensRepo.findOrFail(deps.db, shopId, id);
}

/**
 * The state of a token that just passed verification: In Review for the platform to decide, or
 * Active at once on the local development chain, where there is no platform to ask (docs/decisions.md).
 */
const submittedStatus = (deps: PaymentTokensDeps, shop: ShopRow) =>
  deps.autoApproveLocal && shop.chain === 'local'
    ? CURRENCY_STATUS.active
    : CURRENCY_STATUS.inReview;

const stateError = (row: CurrencyRow) =>
  new AppError(
    'TOKEN_STATE',
    { state: CURRENCY_STATUS_NAMES[row.status as CurrencyStatus] },
    { status: row.status },
  );

export const paymentTokensService = {
  async list(deps: PaymentTokensDeps, shopId: number, q: CurrenciesQuery) {
    return mapPage(await paymentTokensRepo.list(deps.db, shopId, q), (r) =>
      toCurrency(deps.publicUrl, r),
    );
  },

  /** GET /api/currencys/verification/address: what the form shows before submitting. */
  verify: (deps: PaymentTokensDeps, shop: ShopRow, address: string, symbol: string) =>
    verify(deps, shop, address, symbol),

  /** POST /api/currencys: verified on chain, then In Review until the platform approves it (Active at once on the local chain). */
  async create(deps: PaymentTokensDeps, shop: ShopRow, body: CurrencyBody) {
    await checkIcon(deps.db, shop.id, body.icon);
    const found = await verify(deps, shop, body.address, body.symbol);
    try {
      const row = await paymentTokensRepo.insert(deps.db, shop.id, {
        symbol: body.symbol,
        name: body.name,
        address: found.address,
        decimals: found.decimals,
        icon: body.icon ?? null,
        status: submittedStatus(deps, shop),
      });
      return toCurrency(deps.publicUrl, row);
    } catch (err) {
      if (isUniqueViolation(err, 'currencies_shop_address_key')) throw new AppError('TOKEN_EXISTS');
      throw err;
    }
  },

  /**
   * PUT /api/currencys/{id} (spec doc 2 §4): a Rejected token is resubmitted with corrected
   * fields (verified again) and goes back to In Review; an Active one is deactivated (`status` 4,
   * losing the default) or made the default (`is_default`), the old default unset in the same
   * transaction. Anything else answers 40079 naming the token's state.
   */
  async update(deps: PaymentTokensDeps, shop: ShopRow, id: number, body: CurrencyUpdateBody) {
    const row = await load(deps, shop.id, id);
    const edits =
      body.symbol !== undefined ||
      body.name !== undefined ||
      body.address !== undefined ||
      body.icon !== undefined;

    if (row.status === CURRENCY_STATUS.rejected) {
      if (
        body.is_default ||
        (body.status !== undefined && body.status !== CURRENCY_STATUS.inReview)
      )
        throw stateError(row);
      const symbol = body.symbol ?? row.symbol;
      const icon = body.icon === undefined ? row.icon : body.icon;
      await checkIcon(deps.db, shop.id, icon);
      const found = await verify(deps, shop, body.address ?? row.address, symbol, row.id);
      try {
        const updated = await paymentTokensRepo.update(deps.db, shop.id, row.id, {
          symbol,
          name: body.name ?? row.name,
          address: found.address,
          decimals: found.decimals,
          icon,
          status: submittedStatus(deps, shop),
          reviewReason: null,
          updatedAt: new Date(),
        });
        return toCurrency(deps.publicUrl, updated!);
      } catch (err) {
        if (isUniqueViolation(err, 'currencies_shop_address_key'))
          throw new AppError('TOKEN_EXISTS');
        throw err;
      }
    }

    if (row.status !== CURRENCY_STATUS.active || edits || body.status === CURRENCY_STATUS.inReview)
      throw stateError(row);
    if (body.status === CURRENCY_STATUS.inactive && body.is_default) throw stateError(row);
    const updated = await deps.db.transaction(async (tx) => {
      if (body.status === CURRENCY_STATUS.inactive) {
        return paymentTokensRepo.update(tx, shop.id, row.id, {
          status: CURRENCY_STATUS.inactive,
          isDefault: false,
          updatedAt: new Date(),
        });
      }
      if (body.is_default === undefined || body.is_default === row.isDefault) return row;
      if (body.is_default) await paymentTokensRepo.clearDefault(tx, shop.id);
      return paymentTokensRepo.update(tx, shop.id, row.id, {
        isDefault: body.is_default,
        updatedAt: new Date(),
      });
    });
    return toCurrency(deps.publicUrl, updated!);
  },

  /** The platform's review queue: every shop's tokens in a state (all when undefined), oldest first. */
  async reviewQueue({ db, publicUrl }: ReviewDeps, status: CurrencyStatus | undefined) {
    return (await paymentTokensRepo.ofStatus(db, status)).map(({ token, shop }) => ({
      ...toCurrency(publicUrl, token),
      shop,
    }));
  },

  /** The platform approves a token In Review: it becomes Active (spec doc 2 §4). */
  approve: (deps: ReviewDeps, id: number) =>
    decide(deps, id, { status: CURRENCY_STATUS.active, reviewReason: null }),

  /** The platform rejects a token In Review with a reason the owner sees; the owner may resubmit it. */
  reject: (deps: ReviewDeps, id: number, reason: string) =>
    decide(deps, id, {
      status: CURRENCY_STATUS.rejected,
      reviewReason: currencyRejectReason.parse(reason),
    }),
};

/** Only a token In Review is decided on; anything else answers 40079 naming its state, or 40400. */
async function decide(
  { db, publicUrl }: ReviewDeps,
  id: number,
  values: { status: CurrencyStatus; reviewReason: string | null },
) {
  const found = await paymentTokensRepo.findForReview(db, id);
  if (!found) throw new AppError('NOT_FOUND');
  const row = await paymentTokensRepo.transition(
    db,
    found.shopId,
    id,
    CURRENCY_STATUS.inReview,
    values,
  );
  if (row) return toCurrency(publicUrl, row);
  throw stateError((await paymentTokensRepo.findForReview(db, id)) ?? found);
}
