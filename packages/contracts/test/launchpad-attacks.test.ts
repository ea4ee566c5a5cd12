import { encodeFunctionData, getAddress, parseEther, type Abi, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deployDrop, mintfrontDropAbi, mintfrontRaffleAbi } from '../src/index.ts';
import { startAnvil } from '../src/test-anvil.ts';
import { compileSolidity } from './compile-solidity.ts';
import { accounts, chainClients, mined, type ChainClients } from './fixtures.ts';
import {
  NATIVE,
  now,
  openPhase,
  PROVENANCE,
  read,
  send,
  setPhases,
  setUpDrop,
  setUpRaffle,
} from './launchpad-fixtures.ts';

// A payee, buyer or entrant contract that refuses native coin, or calls `target` again with `payload`
// when it receives coin or an ERC-721, and records whether that re-entry got through.
const ATTACKER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
contract LaunchpadAttacker {
    address public target;
    bool public refuse;
    bytes public payload;
    uint256 public attempts;
    bool public reentered;
    function configure(address target_, bool refuse_, bytes calldata payload_) external {
        target = target_; refuse = refuse_; payload = payload_;
    }
    function run(bytes calldata data) external payable {
        (bool ok, bytes memory ret) = target.call{value: msg.value}(data);
        if (!ok) assembly { revert(add(ret, 32), mload(ret)) }
    }
    function _reenter() private {
        if (payload.length == 0) return;
        attempts++;
        (bool ok, ) = target.call(payload);
        if (ok) reentered = true;
    }
    receive() external payable {
        if (refuse) revert("no coin");
        _reenter();
    }
    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        _reenter();
        return this.onERC721Received.selector;
    }
}`;

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
let attacker: Address;
let attackerAbi: Abi;
let attackerBytecode: Hex;
const { artist, platform, owner } = accounts;

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
  ({ abi: attackerAbi, bytecode: attackerBytecode } = await compileSolidity(
    ATTACKER,
    'LaunchpadAttacker',
  ));
});
afterAll(() => anvil?.stop());
// a fresh attacker per test: its counters and balance start at zero
beforeEach(async () => {
  const hash = await c
    .wallet('platform')
    .deployContract({ abi: attackerAbi, bytecode: attackerBytecode });
  attacker = getAddress(
    (await c.publicClient.waitForTransactionReceipt({ hash })).contractAddress!,
  );
});

const configure = (target: Address, refuse: boolean, payload: Hex = '0x') =>
  send(c, 'platform', {
    address: attacker,
    abi: attackerAbi,
    functionName: 'configure',
    args: [target, refuse, payload],
  });
const runAsAttacker = (data: Hex, value = 0n) =>
  send(c, 'platform', {
    address: attacker,
    abi: attackerAbi,
    functionName: 'run',
    args: [data],
    value,
  });
const attackerRead = (name: string) => read(c, attacker, attackerAbi, name);
const balance = (address: Address) => c.publicClient.getBalance({ address });
const release = (currency: Address, payee: Address) =>
  encodeFunctionData({ abi: mintfrontDropAbi, functionName: 'release', args: [currency, payee] });

/** A drop whose proceeds go 50/50 to the attacker and the artist, with 1 ETH of sales in it. */
async function dropPayingAttacker() {
  const { address: drop } = await deployDrop(c.wallet('platform'), c.publicClient, {
    name: 'Hostile',
    symbol: 'HOST',
    owner: owner.address,
    minters: [platform.address],
    royaltyReceiver: artist.address,
    royaltyBps: 0,
    contractURI: '',
    maxSupply: 100,
    placeholderURI: '',
    openDate: 0n,
    payees: [attacker, artist.address],
    shares: [5000, 5000],
  });
  await setPhases(c, drop, [await openPhase(c, { price: parseEther('0.1'), limitPerWallet: 0 })]);
  await send(c, 'platform', {
    address: drop,
    abi: mintfrontDropAbi,
    functionName: 'setProvenanceHash',
    args: [PROVENANCE],
  });
  await send(c, 'collector', {
    address: drop,
    abi: mintfrontDropAbi,
    functionName: 'mint',
    args: [0n, 10n, []],
    value: parseEther('1'),
  });
  return drop;
}

describe('launchpad contracts against hostile contracts', () => {
  it('a payee that refuses native coin fails only its own release; the other payee is paid', async () => {
    const drop = await dropPayingAttacker();
    await configure(drop, true);
    await expect(
      mined(
        c,
        c.wallet('stranger').writeContract({
          address: drop,
          abi: mintfrontDropAbi,
          functionName: 'release',
          args: [NATIVE, attacker],
        }),
      ),
    ).rejects.toThrow();
    const before = await balance(artist.address);
    await send(c, 'stranger', {
      address: drop,
      abi: mintfrontDropAbi,
      functionName: 'release',
      args: [NATIVE, artist.address],
    });
    expect((await balance(artist.address)) - before).toBe(parseEther('0.5'));
    expect(await read(c, drop, mintfrontDropAbi as Abi, 'releasable', [NATIVE, attacker])).toBe(
      parseEther('0.5'),
    );
  });

  it('a payee that re-enters release while paid gets its share once', async () => {
    const drop = await dropPayingAttacker();
    await configure(drop, false, release(NATIVE, attacker));
    await runAsAttacker(release(NATIVE, attacker));
    expect(await attackerRead('attempts')).toBe(1n);
    expect(await attackerRead('reentered')).toBe(false);
    expect(await balance(attacker)).toBe(parseEther('0.5'));
    expect(await balance(drop)).toBe(parseEther('0.5'));
  });

  it('a buyer contract that re-enters mint from onERC721Received gets only what it paid for', async () => {
    const drop = await setUpDrop(c, {
      phases: [await openPhase(c, { price: 0n, limitPerWallet: 0 })],
    });
    const mint = (quantity: bigint) =>
      encodeFunctionData({ abi: mintfrontDropAbi, functionName: 'mint', args: [0n, quantity, []] });
    await configure(drop, false, mint(5n));
    await runAsAttacker(mint(2n));
    expect(await attackerRead('attempts')).toBe(2n);
    expect(await attackerRead('reentered')).toBe(false);
    expect(await read(c, drop, mintfrontDropAbi as Abi, 'balanceOf', [attacker])).toBe(2n);
  });

  it('an entrant that re-enters refund while refunded gets its fee back once', async () => {
    const drop = await setUpDrop(c);
    const raffle = await setUpRaffle(c, drop, `0x${'77'.repeat(32)}`, { entryStart: await now(c) });
    await configure(raffle, false);
    const refund = encodeFunctionData({ abi: mintfrontRaffleAbi, functionName: 'refund' });
    await runAsAttacker(
      encodeFunctionData({ abi: mintfrontRaffleAbi, functionName: 'enter', args: [[]] }),
      parseEther('0.1'),
    );
    await send(c, 'collector', {
      address: raffle,
      abi: mintfrontRaffleAbi,
      functionName: 'enter',
      args: [[]],
      value: parseEther('0.1'),
    });
    await send(c, 'platform', { address: raffle, abi: mintfrontRaffleAbi, functionName: 'cancel' });
    await configure(raffle, false, refund);
    await runAsAttacker(refund);
    expect(await attackerRead('attempts')).toBe(1n);
    expect(await attackerRead('reentered')).toBe(false);
    expect(await balance(raffle)).toBe(parseEther('0.1'));
    expect(await balance(attacker)).toBe(parseEther('0.1'));
  });
});
