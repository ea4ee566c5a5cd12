import { encodeFunctionData, getAddress, parseEventLogs, type Abi, type Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  boxDraw,
  mintfrontErc1155Abi,
  mintfrontErc721Abi,
  mintfrontMarketAbi,
  type BoxDrawEntry,
} from '../src/index.ts';
import { startAnvil } from '../src/test-anvil.ts';
import { compileSolidity } from './compile-solidity.ts';
import { accounts, chainClients, mined, type ChainClients } from './fixtures.ts';
import {
  buy,
  expectRevert,
  freshNonce,
  saleVoucher,
  setUpMarket,
  signSale,
  storeWithToken,
} from './market-fixtures.ts';

// Issue 20: a bought mystery box's drawn NFT goes to its buyer on chain, once, and only an NFT of the
// draw committed for that sale.
const { owner, collector, stranger } = accounts;
const SALE = 7n;

// An ERC-1155 buyer that, when it receives a box's NFT, calls the market again with `payload`.
const REENTRANT_BUYER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
contract BoxReenter {
    address public immutable market;
    bytes public payload;
    uint256 public attempts;
    bool public reentered;
    constructor(address market_) { market = market_; }
    function configure(bytes calldata payload_) external { payload = payload_; }
    function run(bytes calldata data) external {
        (bool ok, bytes memory ret) = market.call(data);
        if (!ok) assembly { revert(add(ret, 32), mload(ret)) }
    }
    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external returns (bytes4) {
        if (payload.length != 0) {
            attempts++;
            (bool ok, ) = market.call(payload);
            if (ok) reentered = true;
        }
        return this.onERC1155Received.selector;
    }
}`;

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
let market: Address;
let content: Address; // ERC-1155, 3 copies of id 1 in the store wallet
let single: Address; // ERC-721, token 1 in the store wallet
let draw: BoxDrawEntry[];
let purchaseNonce: bigint;

const entry = (position: bigint, nft: Address, standard: 721n | 1155n): BoxDrawEntry => ({
  position,
  nft,
  standard,
  tokenId: 1n,
  seller: owner.address,
});
const delivery = (e: BoxDrawEntry, buyer: Address = collector.address, nonce = purchaseNonce) => ({
  saleId: SALE,
  position: e.position,
  purchaseNonce: nonce,
  buyer,
  nft: e.nft,
  standard: BigInt(e.standard),
  tokenId: e.tokenId,
  seller: e.seller,
});
const proofOf = (e: BoxDrawEntry, of: BoxDrawEntry = e) => boxDraw(SALE, draw).proof(of)!;
const commit = () =>
  mined(
    c,
    c.wallet('platform').writeContract({
      address: market,
      abi: mintfrontMarketAbi,
      functionName: 'commitBox',
      args: [SALE, boxDraw(SALE, draw).root],
    }),
  );
const deliver = (e: BoxDrawEntry, buyer: Address = collector.address) =>
  mined(
    c,
    c.wallet('platform').writeContract({
      address: market,
      abi: mintfrontMarketAbi,
      functionName: 'deliverBox',
      args: [delivery(e, buyer), proofOf(e)],
    }),
  );
const deliverCall = (d: ReturnType<typeof delivery>, proof: readonly `0x${string}`[]) => ({
  address: market,
  functionName: 'deliverBox',
  args: [d, proof] as const,
});
const held1155 = (nft: Address, who: Address) =>
  c.publicClient.readContract({
    address: nft,
    abi: mintfrontErc1155Abi,
    functionName: 'balanceOf',
    args: [who, 1n],
  });

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
});
afterAll(() => anvil?.stop());
beforeEach(async () => {
  market = await setUpMarket(c);
  content = await storeWithToken(c, market, 'erc1155', 3n);
  single = await storeWithToken(c, market, 'erc721');
  draw = [entry(0n, content, 1155n), entry(1n, single, 721n), entry(2n, content, 1155n)];
  // The collector buys two boxes (the box token: 2 copies of another ERC-1155) with a platform voucher.
  const boxes = await storeWithToken(c, market, 'erc1155', 5n);
  const voucher = await saleVoucher(c, boxes, {
    saleId: SALE,
    standard: 1155n,
    quantity: 2n,
    nonce: freshNonce(),
  });
  await buy(c, market, voucher, await signSale(market, voucher));
  purchaseNonce = voucher.nonce;
});

describe('MintfrontMarket box delivery', () => {
  it('delivers each drawn token of a committed box to its buyer once, from the store wallet', async () => {
    await commit();
    const first = await deliver(draw[0]!);
    const [event] = parseEventLogs({
      abi: mintfrontMarketAbi,
      logs: first.logs,
      eventName: 'BoxDelivered',
    });
    expect(event?.args).toEqual({
      saleId: SALE,
      position: 0n,
      buyer: collector.address,
      nft: getAddress(content),
      tokenId: 1n,
      purchaseNonce,
    });
    await deliver(draw[1]!);
    expect(await held1155(content, collector.address)).toBe(1n);
    expect(await held1155(content, owner.address)).toBe(2n);
    expect(
      await c.publicClient.readContract({
        address: single,
        abi: mintfrontErc721Abi,
        functionName: 'ownerOf',
        args: [1n],
      }),
    ).toBe(collector.address);
    const delivered = (position: bigint) =>
      c.publicClient.readContract({
        address: market,
        abi: mintfrontMarketAbi,
        functionName: 'boxDelivered',
        args: [SALE, position],
      });
    expect([await delivered(0n), await delivered(1n), await delivered(2n)]).toEqual([
      true,
      true,
      false,
    ]);

    // Gas of one delivery (ERC-1155 to a buyer who holds some, a proof of 2 hashes) next to the store
    // wallet moving the same token to the same buyer itself: the difference is the market's checks (root, nonce, proof, delivered bit, event).
    const third = await deliver(draw[2]!);
    const direct = await mined(
      c,
      c.wallet('owner').writeContract({
        address: content,
        abi: mintfrontErc1155Abi,
        functionName: 'safeTransferFrom',
        args: [owner.address, collector.address, 1n, 1n, '0x'],
      }),
    );
    console.log(
      `gas: deliverBox ERC-1155 ${third.gasUsed.toLocaleString('en-US')} (the holder's own safeTransferFrom ${direct.gasUsed.toLocaleString('en-US')}; ${(Number(third.gasUsed) / Number(direct.gasUsed)).toFixed(2)}×)`,
    );
    expect(third.gasUsed).toBeLessThan(direct.gasUsed * 2n);
  });

  it('refuses a box position delivered twice, even to another buyer', async () => {
    await commit();
    await deliver(draw[0]!);
    await expectRevert(
      c,
      deliverCall(delivery(draw[0]!), proofOf(draw[0]!)),
      'platform',
      'BoxAlreadyDelivered',
    );
    await expectRevert(
      c,
      deliverCall(delivery(draw[0]!, stranger.address), proofOf(draw[0]!)),
      'platform',
      'BoxAlreadyDelivered',
    );
    expect(await held1155(content, collector.address)).toBe(1n);
  });

  it('lets only the platform commit a draw or deliver, and a draw is committed once', async () => {
    const root = boxDraw(SALE, draw).root;
    for (const role of ['stranger', 'collector', 'owner'] as const)
      await expectRevert(
        c,
        { address: market, functionName: 'commitBox', args: [SALE, root] },
        role,
        'NotPlatform',
      );
    await commit();
    await expectRevert(
      c,
      { address: market, functionName: 'commitBox', args: [SALE, root] },
      'platform',
      'BoxAlreadyCommitted',
    );
    for (const role of ['stranger', 'collector', 'owner'] as const)
      await expectRevert(
        c,
        deliverCall(delivery(draw[0]!, accounts[role].address), proofOf(draw[0]!)),
        role,
        'NotPlatform',
      );
  });

  it('refuses a token the committed draw does not give that position', async () => {
    await commit();
    // Another token of the same collection, the right token at another position, another seller.
    await expectRevert(
      c,
      deliverCall({ ...delivery(draw[0]!), tokenId: 2n }, proofOf(draw[0]!)),
      'platform',
      'NotInBox',
    );
    await expectRevert(
      c,
      deliverCall({ ...delivery(draw[0]!), position: 1n }, proofOf(draw[0]!)),
      'platform',
      'NotInBox',
    );
    await expectRevert(
      c,
      deliverCall({ ...delivery(draw[1]!), seller: stranger.address }, proofOf(draw[1]!)),
      'platform',
      'NotInBox',
    );
    // A proof of another position does not prove this one.
    await expectRevert(
      c,
      deliverCall(delivery(draw[2]!), proofOf(draw[1]!)),
      'platform',
      'NotInBox',
    );
    // The same draw committed for another sale proves nothing here.
    await expectRevert(
      c,
      deliverCall({ ...delivery(draw[0]!), saleId: SALE + 1n }, proofOf(draw[0]!)),
      'platform',
      'BoxNotCommitted',
    );
  });

  it('refuses a delivery before the draw is committed or for a purchase not settled', async () => {
    await expectRevert(
      c,
      deliverCall(delivery(draw[0]!), proofOf(draw[0]!)),
      'platform',
      'BoxNotCommitted',
    );
    await commit();
    await expectRevert(
      c,
      deliverCall(delivery(draw[0]!, collector.address, 999_999n), proofOf(draw[0]!)),
      'platform',
      'PurchaseNotSettled',
    );
  });

  it('a buyer contract cannot re-enter deliverBox while it receives its token', async () => {
    const { abi, bytecode } = await compileSolidity(REENTRANT_BUYER, 'BoxReenter');
    const hash = await c.wallet('platform').deployContract({ abi, bytecode, args: [market] });
    const attacker = getAddress(
      (await c.publicClient.waitForTransactionReceipt({ hash })).contractAddress!,
    );
    // The worst case: the buyer is also the market's signer, so only the re-entrancy guard is left.
    await mined(
      c,
      c.wallet('platform').writeContract({
        address: market,
        abi: mintfrontMarketAbi,
        functionName: 'setSigner',
        args: [attacker],
      }),
    );
    await commit();
    const call = (e: BoxDrawEntry) =>
      encodeFunctionData({
        abi: mintfrontMarketAbi,
        functionName: 'deliverBox',
        args: [delivery(e, attacker), proofOf(e)],
      });
    const write = (functionName: string, args: unknown[]) =>
      mined(
        c,
        c
          .wallet('platform')
          .writeContract({ address: attacker, abi: abi as Abi, functionName, args }),
      );
    await write('configure', [call(draw[2]!)]);
    await write('run', [call(draw[0]!)]);
    const read = (functionName: string) =>
      c.publicClient.readContract({ address: attacker, abi: abi as Abi, functionName });
    expect(await read('attempts')).toBe(1n);
    expect(await read('reentered')).toBe(false);
    expect(await held1155(content, attacker)).toBe(1n);
    // Position 2 was not delivered by the re-entry: it still can be, once.
    expect(await held1155(content, owner.address)).toBe(2n);
  });
});
