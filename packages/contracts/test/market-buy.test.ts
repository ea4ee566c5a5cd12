import { erc20Abi, getAddress, parseEther, parseEventLogs, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deployTestErc20,
  mintfrontErc1155Abi,
  mintfrontErc721Abi,
  mintfrontMarketAbi,
} from '../src/index.ts';
import { startAnvil } from '../src/test-anvil.ts';
import { accounts, chainClients, mined, type ChainClients } from './fixtures.ts';
import {
  buy,
  expectRevert,
  nonceUsed,
  saleVoucher,
  setUpMarket,
  signSale,
  storeWithToken,
} from './market-fixtures.ts';

const SEAPORT_ERC721_FOR_ETH = 98_028n;

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
let market: Address;
const { owner, collector, artist, minter, stranger } = accounts;

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
});
afterAll(() => anvil?.stop());
beforeEach(async () => {
  market = await setUpMarket(c);
});

const balance = (address: Address) => c.publicClient.getBalance({ address });
const ownerOf = (nft: Address) =>
  c.publicClient.readContract({
    address: nft,
    abi: mintfrontErc721Abi,
    functionName: 'ownerOf',
    args: [1n],
  });

describe('MintfrontMarket buy', () => {
  it('sells an ERC-721 for the native coin: pays payee and fee, moves the NFT, emits Sold', async () => {
    const nft = await storeWithToken(c, market, 'erc721');
    const voucher = await saleVoucher(c, nft);
    const [artistBefore, feeBefore] = [
      await balance(artist.address),
      await balance(minter.address),
    ];
    const first = await buy(c, market, voucher, await signSale(market, voucher));

    expect(await ownerOf(nft)).toBe(collector.address);
    expect((await balance(artist.address)) - artistBefore).toBe(parseEther('0.975'));
    expect((await balance(minter.address)) - feeBefore).toBe(parseEther('0.025'));
    expect(await balance(market)).toBe(0n);
    const [sold] = parseEventLogs({ abi: mintfrontMarketAbi, logs: first.logs, eventName: 'Sold' });
    expect(sold?.args).toEqual({
      saleId: 1n,
      buyer: collector.address,
      nft: getAddress(nft),
      tokenId: 1n,
      quantity: 1n,
      unitPrice: parseEther('1'),
      currency: voucher.currency,
      nonce: voucher.nonce,
    });

    // The same purchase from another store with the next nonce: the usual case, where the nonce's
    // bitmap word is already written (the first nonce of each 256 pays a fresh storage slot).
    const nft2 = await storeWithToken(c, market, 'erc721');
    const next = await saleVoucher(c, nft2, { saleId: 2n });
    const usual = await buy(c, market, next, await signSale(market, next));
    const line = (label: string, gas: bigint) => {
      const ratio = Number(gas) / Number(SEAPORT_ERC721_FOR_ETH);
      console.log(
        `gas: ${label} ${gas.toLocaleString('en-US')} (Seaport 98,028; ${ratio.toFixed(2)}×)`,
      );
      return ratio;
    };
    expect(line('buy ERC-721 for ETH', usual.gasUsed)).toBeLessThanOrEqual(1.2);
    line('buy ERC-721 for ETH, first nonce of a 256-nonce word', first.gasUsed);
  });

  it('sells 3 copies of an ERC-1155 for an ERC-20, split between two payees after the fee', async () => {
    const nft = await storeWithToken(c, market, 'erc1155', 5n);
    const token = await deployTestErc20(c.wallet('platform'), c.publicClient, 'Dollar', 'USD');
    await mined(
      c,
      c.wallet('platform').writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [collector.address, parseUnits('100', 18)],
      }),
    );
    const voucher = await saleVoucher(c, nft, {
      standard: 1155n,
      quantity: 3n,
      unitPrice: parseUnits('5', 18),
      currency: token,
      payees: [artist.address, stranger.address],
      shares: [7000n, 3000n],
      feeBps: 500n,
    });
    const signature = await signSale(market, voucher);
    const call = { address: market, functionName: 'buy', args: [voucher, signature] } as const;
    await expectRevert(c, call, 'collector', 'ERC20InsufficientAllowance');
    const approve = (amount: bigint) =>
      mined(
        c,
        c.wallet('collector').writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'approve',
          args: [market, amount],
        }),
      );
    await approve(parseUnits('14', 18)); // one token short of 15
    await expectRevert(c, call, 'collector', 'ERC20InsufficientAllowance');
    await expectRevert(c, { ...call, value: 1n }, 'collector', 'WrongPayment');
    await approve(parseUnits('15', 18));
    await buy(c, market, voucher, signature);

    const tokens = (account: Address) =>
      c.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      });
    expect(await tokens(collector.address)).toBe(parseUnits('85', 18));
    expect(await tokens(minter.address)).toBe(parseUnits('0.75', 18));
    expect(await tokens(artist.address)).toBe(parseUnits('9.975', 18));
    expect(await tokens(stranger.address)).toBe(parseUnits('4.275', 18));
    const copies = (account: Address) =>
      c.publicClient.readContract({
        address: nft,
        abi: mintfrontErc1155Abi,
        functionName: 'balanceOf',
        args: [account, 1n],
      });
    expect(await copies(collector.address)).toBe(3n);
    expect(await copies(owner.address)).toBe(2n);
  });

  describe('refuses', () => {
    let nft: Address;
    beforeEach(async () => {
      nft = await storeWithToken(c, market, 'erc721');
    });
    const call = (voucher: unknown, signature: unknown, value = parseEther('1')) =>
      ({ address: market, functionName: 'buy', args: [voucher, signature], value }) as const;

    it('a voucher not signed by the platform signer', async () => {
      const voucher = await saleVoucher(c, nft);
      const forged = await signSale(market, voucher, stranger);
      await expectRevert(c, call(voucher, forged), 'collector', 'InvalidSignature');
      const tampered = { ...voucher, unitPrice: 1n };
      await expectRevert(
        c,
        call(tampered, await signSale(market, voucher), 1n),
        'collector',
        'InvalidSignature',
      );
    });

    it('a replayed voucher', async () => {
      const nft2 = await storeWithToken(c, market, 'erc721');
      const voucher = await saleVoucher(c, nft);
      const signature = await signSale(market, voucher);
      await buy(c, market, voucher, signature);
      await expectRevert(c, call(voucher, signature), 'collector', 'NonceUsed');
      // the same nonce for another NFT is refused too
      const again = { ...voucher, nft: nft2 };
      await expectRevert(c, call(again, await signSale(market, again)), 'collector', 'NonceUsed');
    });

    it('a voucher past its deadline', async () => {
      const now = (await c.publicClient.getBlock()).timestamp;
      const voucher = await saleVoucher(c, nft, { deadline: now - 1n });
      await expectRevert(
        c,
        call(voucher, await signSale(market, voucher)),
        'collector',
        'VoucherExpired',
      );
    });

    it('a native payment short of or above the price', async () => {
      const voucher = await saleVoucher(c, nft);
      const signature = await signSale(market, voucher);
      await expectRevert(
        c,
        call(voucher, signature, parseEther('0.99')),
        'collector',
        'WrongPayment',
      );
      await expectRevert(
        c,
        call(voucher, signature, parseEther('1.01')),
        'collector',
        'WrongPayment',
      );
    });

    it('a split whose shares do not sum to 10,000 or whose fee has no receiver', async () => {
      const short = await saleVoucher(c, nft, { shares: [9_999n] });
      await expectRevert(
        c,
        call(short, await signSale(market, short)),
        'collector',
        'InvalidSplit',
      );
      const noReceiver = await saleVoucher(c, nft, {
        feeReceiver: '0x0000000000000000000000000000000000000000',
      });
      await expectRevert(
        c,
        call(noReceiver, await signSale(market, noReceiver)),
        'collector',
        'InvalidSplit',
      );
    });

    it('a buyer who is not the voucher’s buyer', async () => {
      const voucher = await saleVoucher(c, nft);
      await expectRevert(c, call(voucher, await signSale(market, voucher)), 'stranger', 'NotBuyer');
    });

    it('an NFT the seller moved away (its new holder never approved the market); the nonce stays unused', async () => {
      await mined(
        c,
        c.wallet('owner').writeContract({
          address: nft,
          abi: mintfrontErc721Abi,
          functionName: 'transferFrom',
          args: [owner.address, stranger.address, 1n],
        }),
      );
      const voucher = await saleVoucher(c, nft);
      await expectRevert(
        c,
        call(voucher, await signSale(market, voucher)),
        'collector',
        'ERC721InsufficientApproval',
      );
      expect(await nonceUsed(c, market, voucher.nonce)).toBe(false);
    });

    it('a nonce the platform cancelled', async () => {
      const voucher = await saleVoucher(c, nft);
      const receipt = await mined(
        c,
        c.wallet('platform').writeContract({
          address: market,
          abi: mintfrontMarketAbi,
          functionName: 'cancelNonce',
          args: [voucher.nonce],
        }),
      );
      const [cancelled] = parseEventLogs({
        abi: mintfrontMarketAbi,
        logs: receipt.logs,
        eventName: 'NonceCancelled',
      });
      expect(cancelled?.args.nonce).toBe(voucher.nonce);
      await expectRevert(
        c,
        call(voucher, await signSale(market, voucher)),
        'collector',
        'NonceUsed',
      );
      await expectRevert(
        c,
        { address: market, functionName: 'cancelNonce', args: [999_999n] },
        'stranger',
        'NotPlatform',
      );
    });
  });
});
