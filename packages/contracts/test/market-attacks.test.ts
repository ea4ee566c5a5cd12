import {
  encodeFunctionData,
  getAddress,
  parseEther,
  parseEventLogs,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mintfrontErc1155Abi, mintfrontMarketAbi, NATIVE_CURRENCY } from '../src/index.ts';
import { startAnvil } from '../src/test-anvil.ts';
import { compileSolidity } from './compile-solidity.ts';
import { chainClients, mined, type ChainClients } from './fixtures.ts';
import {
  buy,
  credits,
  nonceUsed,
  saleVoucher,
  setUpMarket,
  signSale,
  storeWithToken,
} from './market-fixtures.ts';

// A payee or buyer contract that refuses native coin, or re-enters the market with `payload` when it
// receives coin or an ERC-1155 and records whether the re-entry got through.
const ATTACKER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
contract MarketAttacker {
    address public immutable market;
    bool public refuse;
    bytes public payload;
    uint256 public attempts;
    bool public reentered;
    constructor(address market_) { market = market_; }
    function configure(bool refuse_, bytes calldata payload_) external { refuse = refuse_; payload = payload_; }
    function run(bytes calldata data) external payable {
        (bool ok, bytes memory ret) = market.call{value: msg.value}(data);
        if (!ok) assembly { revert(add(ret, 32), mload(ret)) }
    }
    function _reenter() private {
        if (payload.length == 0) return;
        attempts++;
        (bool ok, ) = market.call(payload);
        if (ok) reentered = true;
    }
    receive() external payable {
        if (refuse) revert("no coin");
        _reenter();
    }
    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external returns (bytes4) {
        _reenter();
        return this.onERC1155Received.selector;
    }
}`;

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
let market: Address;
let attacker: Address;
let attackerAbi: Abi;

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
});
afterAll(() => anvil?.stop());
beforeEach(async () => {
  market = await setUpMarket(c);
  const { abi, bytecode } = await compileSolidity(ATTACKER, 'MarketAttacker');
  attackerAbi = abi;
  const hash = await c.wallet('platform').deployContract({ abi, bytecode, args: [market] });
  const receipt = await c.publicClient.waitForTransactionReceipt({ hash });
  attacker = getAddress(receipt.contractAddress!);
});

const configure = (refuse: boolean, payload: Hex = '0x') =>
  mined(
    c,
    c.wallet('platform').writeContract({
      address: attacker,
      abi: attackerAbi,
      functionName: 'configure',
      args: [refuse, payload],
    }),
  );
const runAsAttacker = (data: Hex, value = 0n) =>
  mined(
    c,
    c.wallet('platform').writeContract({
      address: attacker,
      abi: attackerAbi,
      functionName: 'run',
      args: [data],
      value,
    }),
  );
const read = (functionName: string) =>
  c.publicClient.readContract({ address: attacker, abi: attackerAbi, functionName });
const balance = (address: Address) => c.publicClient.getBalance({ address });
const withdrawCall = encodeFunctionData({
  abi: mintfrontMarketAbi,
  functionName: 'withdraw',
  args: [NATIVE_CURRENCY],
});

describe('MintfrontMarket against hostile contracts', () => {
  it('a payee that refuses native coin does not block the sale: it is credited and its withdraw cannot re-enter', async () => {
    await configure(true);
    const nft = await storeWithToken(c, market, 'erc721');
    const voucher = await saleVoucher(c, nft, { payees: [attacker] });
    const receipt = await buy(c, market, voucher, await signSale(market, voucher));
    const [credited] = parseEventLogs({
      abi: mintfrontMarketAbi,
      logs: receipt.logs,
      eventName: 'PaymentCredited',
    });
    expect(credited?.args).toMatchObject({ account: attacker, amount: parseEther('0.975') });
    expect(await credits(c, market, attacker, NATIVE_CURRENCY)).toBe(parseEther('0.975'));

    // now it takes coin, and tries to withdraw again from inside the withdrawal
    await configure(false, withdrawCall);
    await runAsAttacker(withdrawCall);
    expect(await read('attempts')).toBe(1n);
    expect(await read('reentered')).toBe(false);
    expect(await balance(attacker)).toBe(parseEther('0.975'));
    expect(await credits(c, market, attacker, NATIVE_CURRENCY)).toBe(0n);
    expect(await balance(market)).toBe(0n);
  });

  it('a payee that re-enters buy while paid gets its share once, and the second voucher stays unused', async () => {
    const nft = await storeWithToken(c, market, 'erc721');
    const other = await storeWithToken(c, market, 'erc721');
    const second = await saleVoucher(c, other, { buyer: attacker, unitPrice: 0n });
    const payload = encodeFunctionData({
      abi: mintfrontMarketAbi,
      functionName: 'buy',
      args: [second, await signSale(market, second)],
    });
    await configure(false, payload);
    const voucher = await saleVoucher(c, nft, { payees: [attacker] });
    await buy(c, market, voucher, await signSale(market, voucher));
    const received =
      (await balance(attacker)) + (await credits(c, market, attacker, NATIVE_CURRENCY));
    expect(received).toBe(parseEther('0.975'));
    expect(await nonceUsed(c, market, second.nonce)).toBe(false);
    expect(await read('reentered')).toBe(false);
  });

  it('a buyer contract that re-enters buy from onERC1155Received gets only what it paid for', async () => {
    const nft = await storeWithToken(c, market, 'erc1155', 5n);
    const voucherFor = (quantity: bigint) =>
      saleVoucher(c, nft, {
        buyer: attacker,
        standard: 1155n,
        quantity,
        unitPrice: parseEther('0.1'),
      });
    const second = await voucherFor(4n);
    await configure(
      false,
      encodeFunctionData({
        abi: mintfrontMarketAbi,
        functionName: 'buy',
        args: [second, await signSale(market, second)],
      }),
    );
    const first = await voucherFor(1n);
    await runAsAttacker(
      encodeFunctionData({
        abi: mintfrontMarketAbi,
        functionName: 'buy',
        args: [first, await signSale(market, first)],
      }),
      parseEther('0.1'),
    );
    expect(await read('attempts')).toBe(1n);
    expect(await read('reentered')).toBe(false);
    expect(
      await c.publicClient.readContract({
        address: nft,
        abi: mintfrontErc1155Abi,
        functionName: 'balanceOf',
        args: [attacker, 1n],
      }),
    ).toBe(1n);
    expect(await nonceUsed(c, market, second.nonce)).toBe(false);
  });
});
