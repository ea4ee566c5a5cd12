import {
  createTestClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  parseEventLogs,
  type Address,
} from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deployTestErc20,
  mintfrontErc721Abi,
  mintfrontMarketAbi,
  NATIVE_CURRENCY,
  type AcceptVoucher,
  type BidVoucher,
} from '../src/index.ts';
import { startAnvil } from '../src/test-anvil.ts';
import { accounts, chainClients, mined, type ChainClients, type Role } from './fixtures.ts';
import {
  credits,
  expectRevert,
  freshNonce,
  inAnHour,
  setUpMarket,
  signAccept,
  signBid,
  storeWithToken,
} from './market-fixtures.ts';

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
let market: Address;
let nft: Address;
const { owner, collector, stranger, artist, minter } = accounts;

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
});
afterAll(() => anvil?.stop());
beforeEach(async () => {
  market = await setUpMarket(c);
  nft = await storeWithToken(c, market, 'erc721');
});

async function bidVoucher(overrides: Partial<BidVoucher>): Promise<BidVoucher> {
  return {
    saleId: 7n,
    bidder: collector.address,
    nft,
    standard: 721n,
    tokenId: 1n,
    quantity: 1n,
    currency: NATIVE_CURRENCY,
    amount: parseEther('1'),
    auction: true,
    minimumPrice: parseEther('1'),
    incrementBps: 1000n,
    expiry: (await inAnHour(c)) + 86_400n,
    deadline: await inAnHour(c),
    nonce: freshNonce(),
    ...overrides,
  };
}

const write = (role: Role, functionName: string, args: readonly unknown[], value?: bigint) =>
  mined(
    c,
    c.wallet(role).writeContract({
      address: market,
      abi: mintfrontMarketAbi,
      functionName,
      args,
      value,
    } as Parameters<ReturnType<ChainClients['wallet']>['writeContract']>[0]),
  );

async function placeBid(role: Role, voucher: BidVoucher) {
  return write(role, 'bid', [voucher, await signBid(market, voucher)], voucher.amount);
}

async function acceptVoucher(offerId: bigint): Promise<AcceptVoucher> {
  return {
    offerId,
    seller: owner.address,
    payees: [artist.address],
    shares: [10_000n],
    feeBps: 250n,
    feeReceiver: minter.address,
    deadline: await inAnHour(c),
    nonce: freshNonce(),
  };
}

const balance = (address: Address) => c.publicClient.getBalance({ address });

describe('MintfrontMarket auctions and offers', () => {
  it('escrows bids, credits the outbid bidder who withdraws, and settles the accepted bid', async () => {
    const first = await bidVoucher({});
    const placed = await placeBid('collector', first);
    const [event] = parseEventLogs({
      abi: mintfrontMarketAbi,
      logs: placed.logs,
      eventName: 'BidPlaced',
    });
    expect(event?.args).toMatchObject({
      saleId: 7n,
      offerId: first.nonce,
      amount: parseEther('1'),
    });
    expect(await balance(market)).toBe(parseEther('1'));

    // 10 % increment: 1.05 is too low, 1.1 outbids
    const low = await bidVoucher({ bidder: stranger.address, amount: parseEther('1.05') });
    await expectRevert(
      c,
      {
        address: market,
        functionName: 'bid',
        args: [low, await signBid(market, low)],
        value: low.amount,
      },
      'stranger',
      'BidTooLow',
    );
    const second = await bidVoucher({ bidder: stranger.address, amount: parseEther('1.1') });
    const outbid = await placeBid('stranger', second);
    const [credited] = parseEventLogs({
      abi: mintfrontMarketAbi,
      logs: outbid.logs,
      eventName: 'BidCredited',
    });
    expect(credited?.args).toMatchObject({
      offerId: first.nonce,
      bidder: collector.address,
      amount: parseEther('1'),
    });
    expect(await credits(c, market, collector.address, NATIVE_CURRENCY)).toBe(parseEther('1'));

    const before = await balance(collector.address);
    const withdrawn = await write('collector', 'withdraw', [NATIVE_CURRENCY]);
    const gasPaid = withdrawn.gasUsed * withdrawn.effectiveGasPrice;
    expect((await balance(collector.address)) - before + gasPaid).toBe(parseEther('1'));
    expect(await credits(c, market, collector.address, NATIVE_CURRENCY)).toBe(0n);
    await expectRevert(
      c,
      { address: market, functionName: 'withdraw', args: [NATIVE_CURRENCY] },
      'collector',
      'NothingToWithdraw',
    );
    // the outbid offer can no longer be accepted
    const stale = await acceptVoucher(first.nonce);
    await expectRevert(
      c,
      { address: market, functionName: 'accept', args: [stale, await signAccept(market, stale)] },
      'platform',
      'OfferNotOpen',
    );

    const artistBefore = await balance(artist.address);
    const choice = await acceptVoucher(second.nonce);
    const accepted = await write('platform', 'accept', [choice, await signAccept(market, choice)]);
    const [acceptedEvent] = parseEventLogs({
      abi: mintfrontMarketAbi,
      logs: accepted.logs,
      eventName: 'OfferAccepted',
    });
    expect(acceptedEvent?.args).toMatchObject({
      saleId: 7n,
      offerId: second.nonce,
      bidder: stranger.address,
    });
    expect(
      await c.publicClient.readContract({
        address: nft,
        abi: mintfrontErc721Abi,
        functionName: 'ownerOf',
        args: [1n],
      }),
    ).toBe(stranger.address);
    expect((await balance(artist.address)) - artistBefore).toBe(parseEther('1.0725'));
    expect(await balance(market)).toBe(0n);

    const late = await bidVoucher({ amount: parseEther('2') });
    await expectRevert(
      c,
      {
        address: market,
        functionName: 'bid',
        args: [late, await signBid(market, late)],
        value: late.amount,
      },
      'collector',
      'SaleIsClosed',
    );
  });

  it('refuses a bid below the minimum price or paid short, and a forged bid voucher', async () => {
    const low = await bidVoucher({ amount: parseEther('0.5') });
    const call = async (v: BidVoucher, value: bigint, signer = accounts.platform) => ({
      address: market,
      functionName: 'bid',
      args: [v, await signBid(market, v, signer)],
      value,
    });
    await expectRevert(c, await call(low, low.amount), 'collector', 'BidTooLow');
    const fair = await bidVoucher({});
    await expectRevert(c, await call(fair, parseEther('0.9')), 'collector', 'WrongPayment');
    await expectRevert(c, await call(fair, fair.amount, stranger), 'collector', 'InvalidSignature');
  });

  it('a refused offer is credited; an expired one cannot be accepted and is reclaimed by its bidder only', async () => {
    const offer = await bidVoucher({
      auction: false,
      saleId: 8n,
      amount: parseEther('0.3'),
      minimumPrice: 0n,
    });
    await placeBid('collector', offer);
    await expectRevert(
      c,
      { address: market, functionName: 'refuse', args: [offer.nonce] },
      'stranger',
      'NotPlatform',
    );
    await write('platform', 'refuse', [offer.nonce]);
    expect(await credits(c, market, collector.address, NATIVE_CURRENCY)).toBe(parseEther('0.3'));

    const expiring = await bidVoucher({
      auction: false,
      saleId: 8n,
      amount: parseEther('0.2'),
      minimumPrice: 0n,
    });
    await placeBid('collector', expiring);
    await expectRevert(
      c,
      { address: market, functionName: 'reclaim', args: [expiring.nonce] },
      'collector',
      'OfferNotExpired',
    );
    const testClient = createTestClient({
      chain: foundry,
      mode: 'anvil',
      transport: http(anvil.rpcUrl),
    });
    await testClient.increaseTime({ seconds: 3 * 86_400 });
    await testClient.mine({ blocks: 1 });
    await expectRevert(
      c,
      { address: market, functionName: 'reclaim', args: [expiring.nonce] },
      'stranger',
      'NotBidder',
    );
    const tooLate = await acceptVoucher(expiring.nonce);
    await expectRevert(
      c,
      {
        address: market,
        functionName: 'accept',
        args: [tooLate, await signAccept(market, tooLate)],
      },
      'platform',
      'OfferExpired',
    );
    const before = await balance(collector.address);
    const reclaimed = await write('collector', 'reclaim', [expiring.nonce]);
    const gasPaid = reclaimed.gasUsed * reclaimed.effectiveGasPrice;
    // the reclaim pays the expired offer and the earlier credit together
    expect((await balance(collector.address)) - before + gasPaid).toBe(parseEther('0.5'));
    expect(await balance(market)).toBe(0n);
  });

  it('the platform cancels an auction: no more bids, the standing bid is credited', async () => {
    const standing = await bidVoucher({ saleId: 9n });
    await placeBid('collector', standing);
    const receipt = await write('platform', 'cancelSale', [9n]);
    expect(
      parseEventLogs({ abi: mintfrontMarketAbi, logs: receipt.logs, eventName: 'SaleCancelled' }),
    ).toHaveLength(1);
    expect(await credits(c, market, collector.address, NATIVE_CURRENCY)).toBe(parseEther('1'));
    const next = await bidVoucher({
      saleId: 9n,
      bidder: stranger.address,
      amount: parseEther('2'),
    });
    await expectRevert(
      c,
      {
        address: market,
        functionName: 'bid',
        args: [next, await signBid(market, next)],
        value: next.amount,
      },
      'stranger',
      'SaleIsClosed',
    );
  });
  it('escrows an ERC-20 offer and pays the split from the escrow when it is accepted', async () => {
    const token = await deployTestErc20(c.wallet('platform'), c.publicClient, 'Dollar', 'USD');
    const tokens = (account: Address) =>
      c.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      });
    const send = (role: Role, functionName: 'transfer' | 'approve', to: Address, amount: bigint) =>
      mined(
        c,
        c
          .wallet(role)
          .writeContract({ address: token, abi: erc20Abi, functionName, args: [to, amount] }),
      );
    await send('platform', 'transfer', collector.address, parseUnits('50', 18));
    const offer = await bidVoucher({
      auction: false,
      saleId: 10n,
      currency: token,
      amount: parseUnits('40', 18),
      minimumPrice: 0n,
    });
    const signature = await signBid(market, offer);
    await expectRevert(
      c,
      { address: market, functionName: 'bid', args: [offer, signature] },
      'collector',
      'ERC20InsufficientAllowance',
    );
    await send('collector', 'approve', market, offer.amount);
    await write('collector', 'bid', [offer, signature]);
    expect(await tokens(market)).toBe(parseUnits('40', 18));

    const choice = await acceptVoucher(offer.nonce);
    await write('owner', 'accept', [choice, await signAccept(market, choice)]);
    expect(await tokens(market)).toBe(0n);
    expect(await tokens(artist.address)).toBe(parseUnits('39', 18));
    expect(await tokens(minter.address)).toBe(parseUnits('1', 18));
    expect(
      await c.publicClient.readContract({
        address: nft,
        abi: mintfrontErc721Abi,
        functionName: 'ownerOf',
        args: [1n],
      }),
    ).toBe(collector.address);
  });
});
