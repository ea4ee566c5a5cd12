import { mintfrontErc721Abi } from '@mintfront/contracts';
import {
  chainByKey,
  DISCOUNT_STATE,
  discountState,
  NFT_TYPES,
  SALE_LIMITS,
  SALE_STATUS,
  SALE_TYPE,
  type ChainKey,
  type SaleCreateBody,
} from '@mintfront/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { encodeFunctionData, parseUnits, zeroAddress, type Address } from 'viem';
import { chainReader, chainWriter } from '../../platform/chain/chain-plugin.ts';
import type { SalesDeps } from './sales.types.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError, RequestValidationError } from '../../platform/http/validation.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { shopMembers } from '../../platform/tenancy/shops.tables.ts';
import { discounts } from '../discounts/discounts.tables.ts';
import {
  findNftInShop,
  nftHeldBy,
  nftOnChain,
  putNftOnSale,
  storeWalletOf,
} from '../nfts/index.ts';
import { currencies } from '../payment-tokens/payment-tokens.tables.ts';
import { payoutGroups } from '../payout-groups/payout-groups.tables.ts';
import { whitelists } from '../whitelists/whitelists.tables.ts';
import { boxSeries } from '../mystery-boxes/index.ts';
import { commitBoxOrder } from './sales-box.ts';
import { sendAsOperator } from './sales-chain.ts';
import { marketOf } from './sales-market.ts';
import { saleEvents, sales, type SaleRow } from './sales.tables.ts';

const DAY_MS = 86_400_000;
/** Token statuses (spec doc 2 §3: 2 is active). */
const TOKEN_ACTIVE = 2;

const fieldIssue = (field: string, message: string, params: Record<string, string | number> = {}) =>
  new RequestValidationError('body', [{ path: [field], message, params }]);

/** What a sale is paid in: a store token (Active only) or the chain's native coin. */
async function currencyOf(db: Db, shop: ShopRow, id: number | undefined) {
  if (id === undefined) {
    const symbol = chainByKey(shop.chain as ChainKey)?.nativeSymbol ?? 'ETH';
    return { id: null, address: zeroAddress as string, symbol, decimals: 18 };
  }
  const [row] = await db
    .select()
    .from(currencies)
    .where(and(eq(currencies.shopId, shop.id), eq(currencies.id, id)));
  if (!row) throw fieldError('shop_currency_id', 'invalid');
  if (row.status !== TOKEN_ACTIVE) throw fieldError('shop_currency_id', 'currencyNotActive');
  return { id: row.id, address: row.address, symbol: row.symbol, decimals: row.decimals };
}

async function checkReferences(db: Db, shopId: number, body: SaleCreateBody, now: Date) {
  if (body.discount_id !== undefined) {
    const [d] = await db
      .select()
      .from(discounts)
      .where(and(eq(discounts.shopId, shopId), eq(discounts.id, body.discount_id)));
    if (!d) throw fieldError('discount_id', 'invalid');
    // spec doc 2 §3: a code whose state is 3 (Expired) is excluded from the choices.
    if (discountState(d.startAt, d.endAt, now) === DISCOUNT_STATE.expired)
      throw fieldError('discount_id', 'discountExcluded');
  }
  if (body.white_id !== undefined) {
    const [w] = await db
      .select({ id: whitelists.id })
      .from(whitelists)
      .where(and(eq(whitelists.shopId, shopId), eq(whitelists.id, body.white_id)));
    if (!w) throw fieldError('white_id', 'invalid');
  }
  if (body.payment_id !== undefined) {
    const [g] = await db
      .select({ id: payoutGroups.id })
      .from(payoutGroups)
      .where(and(eq(payoutGroups.shopId, shopId), eq(payoutGroups.id, body.payment_id)));
    if (!g) throw fieldError('payment_id', 'invalid');
  }
}

/** spec doc 2 §5 timing: end not before start (schema), auction ≤ 7 days, box ≤ 365 days, open date set for boxes. */
function checkTiming(body: SaleCreateBody, start: Date) {
  const days = (end: Date) => (end.getTime() - start.getTime()) / DAY_MS;
  if (body.end_date && body.end_date < start) throw fieldError('end_date', 'endBeforeStart');
  if (body.type === SALE_TYPE.auction && !body.offer_mode) {
    if (!body.end_date) throw fieldError('end_date', 'required');
    if (days(body.end_date) > SALE_LIMITS.auctionMaxDays)
      throw fieldError('end_date', 'auctionTooLong');
  }
  if (body.type === SALE_TYPE.timed && !body.end_date) throw fieldError('end_date', 'required');
  if (body.type === SALE_TYPE.mysteryBox) {
    if (!body.end_date) throw fieldError('end_date', 'required');
    if (days(body.end_date) > SALE_LIMITS.boxMaxDays) throw fieldError('end_date', 'boxTooLong');
    if (!body.open_date) throw fieldError('open_date', 'required');
  }
}

/** The distinct contracts of a box's series. */
async function boxContentContracts(db: Db, shopId: number, boxId: number) {
  const contracts = new Set<string>();
  for (const { nftId } of await boxSeries(db, boxId)) {
    const row = await findNftInShop(db, shopId, nftId);
    const at = row && (await nftOnChain(db, row));
    if (at) contracts.add(at.contract);
  }
  return [...contracts];
}

/** The approval transaction the store wallet sends once per collection, when it has not yet. */
export async function checkApproval(
  deps: SalesDeps,
  shop: ShopRow,
  contract: Address,
  seller: Address,
) {
  const market = await marketOf(deps.db, shop.chain);
  const { publicClient } = chainReader(deps.chain, shop.chain);
  const approved = await publicClient.readContract({
    address: contract,
    abi: mintfrontErc721Abi,
    functionName: 'isApprovedForAll',
    args: [seller, market],
  });
  if (approved) return;
  const data = encodeFunctionData({
    abi: mintfrontErc721Abi,
    functionName: 'setApprovalForAll',
    args: [market, true],
  });
  const { walletClient } = chainWriter(deps.chain, shop.chain);
  if (walletClient.account.address.toLowerCase() !== seller.toLowerCase())
    throw new AppError('MARKET_APPROVAL_REQUIRED', {}, { to: contract, data, from: seller });
  // The store wallet is the platform operator's (no wallet bound): the platform approves for it.
  const hash = await sendAsOperator(walletClient, () =>
    walletClient.sendTransaction({ to: contract, data }),
  );
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new AppError('E65');
}

/** POST /api/sales: every rule of spec doc 2 §5, then the sale (Active) and its NFT On Sale. */
export async function createSale(
  deps: SalesDeps,
  shop: ShopRow,
  userId: number,
  body: SaleCreateBody,
  now = new Date(),
): Promise<SaleRow> {
  const { db } = deps;
  if (body.type === SALE_TYPE.airdrop) throw fieldError('type', 'saleAirdrop');
  const nft = await findNftInShop(db, shop.id, body.goods_id);
  if (!nft) throw fieldError('goods_id', 'invalid');
  const isBox = nft.type === NFT_TYPES.box;
  if (isBox !== (body.type === SALE_TYPE.mysteryBox)) throw fieldError('goods_id', 'saleGoodsType');
  if (body.type !== SALE_TYPE.auction && body.price === undefined)
    throw fieldError('price', 'required');
  const currency = await currencyOf(db, shop, body.shop_currency_id);
  // spec doc 2 §5: on Cardano at least 3 ADA (E145); Cardano stores cannot sell on chain here yet.
  if (shop.chain === 'cardano') {
    if (body.price !== undefined && Number(body.price) < SALE_LIMITS.cardanoMinPrice)
      throw new AppError('E145');
    throw new AppError('CHAIN_UNSUPPORTED');
  }
  const start = body.start_date ?? now;
  checkTiming(body, start);
  await checkReferences(db, shop.id, body, now);
  const on = await nftOnChain(db, nft);
  if (!on) throw fieldError('goods_id', 'saleNftNotMinted');
  if (body.type === SALE_TYPE.auction && body.offer_mode && on.standard !== 721)
    throw fieldError('offer_mode', 'offerModeErc721');
  if (body.type === SALE_TYPE.auction && on.standard === 721 && body.quantity !== 1)
    throw fieldError('quantity', 'erc721One');
  // An auction or offer sells to the one chosen bid: a per-wallet limit means nothing there.
  if (body.type === SALE_TYPE.auction && body.wallet_limit !== undefined)
    throw fieldError('wallet_limit', 'invalid');
  // spec doc 2 §5: an NFT with an order (Active or Open) is not listed again (E86).
  const [existing] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(
      and(eq(sales.nftId, nft.id), inArray(sales.status, [SALE_STATUS.Active, SALE_STATUS.Open])),
    );
  if (existing) throw new AppError('E86');
  const seller = storeWalletOf(deps, shop);
  if (!seller) throw new AppError('CHAIN_UNAVAILABLE');
  const held = await nftHeldBy(db, on, seller);
  if (body.quantity > held) throw fieldIssue('quantity', 'saleStock', { max: held });
  await checkApproval(deps, shop, on.contract as Address, seller);
  // A box's NFTs are delivered by the market from the store wallet too (sales-box-delivery.job.ts).
  if (isBox)
    for (const contract of await boxContentContracts(db, shop.id, nft.id))
      if (contract.toLowerCase() !== on.contract.toLowerCase())
        await checkApproval(deps, shop, contract as Address, seller);
  const [member] = await db
    .select({ storeFee: shopMembers.storeFee })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shop.id), eq(shopMembers.userId, userId)));
  const feeBps = shop.ownerId === userId ? 0 : Math.round(Number(member?.storeFee ?? 0) * 100);
  const units = (v: string | undefined) =>
    v === undefined ? null : parseUnits(v, currency.decimals).toString();
  const material =
    body.material_is_must !== undefined || body.material_name || body.material_pics?.length
      ? {
          isMust: body.material_is_must ?? false,
          message: body.material_message ?? null,
          name: body.material_name ?? null,
          pics: body.material_pics ?? [],
          desc: body.material_desc ?? null,
        }
      : null;
  // Type 4: which NFT each box reveals is fixed now, before the sale opens.
  const commitment = isBox ? await commitBoxOrder(db, nft.id) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sales)
      .values({
        shopId: shop.id,
        creatorId: userId,
        nftId: nft.id,
        chain: on.chain,
        type: body.type as SaleRow['type'],
        offerMode: body.type === SALE_TYPE.auction && (body.offer_mode ?? false),
        status: SALE_STATUS.Active,
        quantity: body.quantity,
        contract: on.contract,
        standard: on.standard,
        seller,
        currencyId: currency.id,
        currencyAddress: currency.address,
        currencySymbol: currency.symbol,
        currencyDecimals: currency.decimals,
        price: units(body.price),
        minimumPrice: units(body.minimum_price),
        incrementBps: Math.round((body.increment_rate ?? 0) * 100),
        serviceFeeBps: feeBps,
        paymentId: body.payment_id ?? null,
        discountId: body.discount_id ?? null,
        whiteId: body.white_id ?? null,
        startAt: start,
        endAt: body.end_date ?? null,
        openAt: body.open_date ?? null,
        material,
        walletLimit: body.wallet_limit ?? null,
        ...commitment,
      })
      .returning();
    await tx
      .insert(saleEvents)
      .values({ saleId: row!.id, kind: 'listed', quantity: body.quantity });
    await putNftOnSale(tx, shop.id, nft.id);
    return row!;
  });
}
