import { erc20Abi, parseEther, parseEventLogs, type Abi, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAllowlist,
  deployTestErc20,
  mintfrontRaffleAbi,
  raffleWinners,
} from '../src/index.ts';
import { startAnvil } from '../src/test-anvil.ts';
import { accounts, chainClients, type ChainClients } from './fixtures.ts';
import {
  dropAbi,
  expectRevert,
  extraBuyers,
  now,
  raffleAbi,
  read,
  send,
  setUpDrop,
  setUpRaffle,
  testClient,
  travelTo,
  NATIVE,
  type Caller,
} from './launchpad-fixtures.ts';

const SEED: Hex = `0x${'5e'.repeat(32)}`;
const FEE = parseEther('0.1');

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
const { collector, stranger, artist } = accounts;
const entrants: Caller[] = ['collector', 'stranger', 'owner', ...extraBuyers];
const addressOf = (caller: Caller): Address =>
  typeof caller === 'string' ? accounts[caller].address : caller.address;

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
});
afterAll(() => anvil?.stop());

const call = (
  address: Address,
  functionName: string,
  args: readonly unknown[] = [],
  value?: bigint,
) => ({
  address,
  abi: raffleAbi,
  functionName,
  args,
  value,
});

/** A raffle with the seven `entrants` entered and its window passed. */
async function enteredRaffle(overrides: Parameters<typeof setUpRaffle>[3] = {}) {
  const drop = await setUpDrop(c);
  const raffle = await setUpRaffle(c, drop, SEED, overrides);
  for (const who of entrants) await send(c, who, call(raffle, 'enter', [[]], FEE));
  const entryEnd = await read<bigint>(c, raffle, raffleAbi, 'entryEnd');
  return { drop, raffle, entryEnd };
}

describe('MintfrontRaffle', () => {
  it('takes one paid entry per wallet during its window only', async () => {
    const t = await now(c);
    const drop = await setUpDrop(c);
    const raffle = await setUpRaffle(c, drop, SEED, {
      entryStart: t + 100n,
      entryEnd: t + 200n,
      drawDeadline: t + 300n,
    });
    await expectRevert(c, 'collector', call(raffle, 'enter', [[]], FEE), 'EntriesNotOpen');
    await travelTo(anvil.rpcUrl, t + 100n);
    await expectRevert(c, 'collector', call(raffle, 'enter', [[]], FEE - 1n), 'WrongPayment');
    await send(c, 'collector', call(raffle, 'enter', [[]], FEE));
    await expectRevert(c, 'collector', call(raffle, 'enter', [[]], FEE), 'AlreadyEntered');
    await travelTo(anvil.rpcUrl, t + 200n);
    await expectRevert(c, 'stranger', call(raffle, 'enter', [[]], FEE), 'EntriesNotOpen');
    expect(await read(c, raffle, raffleAbi, 'entrantCount')).toBe(1n);
  });

  it('takes only allowlisted wallets when it has an allowlist', async () => {
    const drop = await setUpDrop(c);
    const list = buildAllowlist([collector.address, artist.address]);
    const raffle = await setUpRaffle(c, drop, SEED, {
      gate: { merkleRoot: list.root },
      entryFee: 0n,
    });
    await send(c, 'collector', call(raffle, 'enter', [list.proof(collector.address)!]));
    await expectRevert(
      c,
      'stranger',
      call(raffle, 'enter', [list.proof(artist.address)!]),
      'NotAllowlisted',
    );
  });

  it('takes an ERC-20 fee from holders only, refunds it in that token, and refuses an entrant without allowance', async () => {
    const token = await deployTestErc20(c.wallet('platform'), c.publicClient, 'USD Coin', 'USDC');
    const fee = parseEther('5');
    await send(c, 'platform', {
      address: token,
      abi: erc20Abi as Abi,
      functionName: 'transfer',
      args: [collector.address, parseEther('50')],
    });
    const drop = await setUpDrop(c);
    await send(c, 'platform', {
      address: drop,
      abi: dropAbi,
      functionName: 'mintTo',
      args: [collector.address, 1n],
    });
    const raffle = await setUpRaffle(c, drop, SEED, {
      currency: token,
      entryFee: fee,
      gate: { hold: { token: drop, standard: 721, minimum: 1n } },
    });
    await expectRevert(c, 'stranger', call(raffle, 'enter', [[]]), 'NotHolder');
    await expectRevert(c, 'collector', call(raffle, 'enter', [[]]), 'ERC20InsufficientAllowance');
    await send(c, 'collector', {
      address: token,
      abi: erc20Abi as Abi,
      functionName: 'approve',
      args: [raffle, fee],
    });
    await send(c, 'collector', call(raffle, 'enter', [[]]));
    expect(await read(c, token, erc20Abi as Abi, 'balanceOf', [raffle])).toBe(fee);
    await send(c, 'platform', call(raffle, 'cancel'));
    await send(c, 'collector', call(raffle, 'refund'));
    expect(await read(c, token, erc20Abi as Abi, 'balanceOf', [collector.address])).toBe(
      parseEther('50'),
    );
  });

  it('draws only after the entries closed, in a later block, with the seed of the commitment', async () => {
    const { raffle, entryEnd } = await enteredRaffle();
    await expectRevert(c, 'platform', call(raffle, 'close'), 'EntriesStillOpen');
    await expectRevert(c, 'platform', call(raffle, 'draw', [SEED]), 'EntriesNotClosed');
    await travelTo(anvil.rpcUrl, entryEnd);
    await expectRevert(c, 'stranger', call(raffle, 'enter', [[]], FEE), 'EntriesNotOpen');
    const closed = await send(c, 'stranger', call(raffle, 'close'));
    await expectRevert(c, 'stranger', call(raffle, 'close'), 'EntriesAlreadyClosed');
    // the closing block's hash is not known inside it: the draw waits for the next block
    await expectRevert(c, 'platform', call(raffle, 'draw', [SEED]), 'DrawTooEarly');
    await testClient(anvil.rpcUrl).mine({ blocks: 1 });
    await expectRevert(
      c,
      'platform',
      call(raffle, 'draw', [`0x${'00'.repeat(31)}01`]),
      'WrongSeed',
    );

    const drawn = await send(c, 'stranger', call(raffle, 'draw', [SEED]));
    await expectRevert(c, 'platform', call(raffle, 'draw', [SEED]), 'AlreadyDrawn');
    const [event] = parseEventLogs({
      abi: mintfrontRaffleAbi,
      logs: drawn.logs,
      eventName: 'Drawn',
    });
    expect(event?.args).toMatchObject({ seed: SEED, winnerCount: 3n });

    // anyone can check the draw: the seed matches the commitment, and the winners follow from it and the closing block
    const { hash } = await c.publicClient.getBlock({ blockNumber: closed.blockNumber });
    const expected = raffleWinners(SEED, hash!, entrants.map(addressOf), 3);
    expect(await read(c, raffle, raffleAbi, 'winners')).toEqual(expected);
    expect(new Set(expected).size).toBe(3);
  });

  it('lets each winner claim one prize once, refunds the losers, and pays the winners’ fees to the payees', async () => {
    const { drop, raffle, entryEnd } = await enteredRaffle();
    await travelTo(anvil.rpcUrl, entryEnd);
    await send(c, 'platform', call(raffle, 'close'));
    await send(c, 'platform', call(raffle, 'draw', [SEED]));
    const winners = await read<Address[]>(c, raffle, raffleAbi, 'winners');
    const byAddress = (a: Address) => entrants.find((e) => addressOf(e) === a)!;

    for (const winner of winners) {
      await send(c, byAddress(winner), call(raffle, 'claim'));
      await expectRevert(c, byAddress(winner), call(raffle, 'claim'), 'NotWinner');
      await expectRevert(c, byAddress(winner), call(raffle, 'refund'), 'NothingToRefund');
      expect(await read(c, drop, dropAbi, 'balanceOf', [winner])).toBe(1n);
    }
    const losers = entrants.filter((e) => !winners.includes(addressOf(e)));
    expect(losers).toHaveLength(4);
    for (const loser of losers) {
      await expectRevert(c, loser, call(raffle, 'claim'), 'NotWinner');
      const before = await c.publicClient.getBalance({ address: addressOf(loser) });
      const receipt = await send(c, loser, call(raffle, 'refund'));
      const after = await c.publicClient.getBalance({ address: addressOf(loser) });
      expect(after - before + receipt.gasUsed * receipt.effectiveGasPrice).toBe(FEE);
      await expectRevert(c, loser, call(raffle, 'refund'), 'NothingToRefund');
    }
    expect(await read(c, raffle, raffleAbi, 'releasable', [NATIVE, artist.address])).toBe(FEE * 3n);
    await send(c, 'stranger', call(raffle, 'release', [NATIVE, artist.address]));
    expect(await c.publicClient.getBalance({ address: raffle })).toBe(0n);
    await expectRevert(c, 'stranger', call(raffle, 'cancel'), 'AlreadyDrawn');
  });

  it('is cancelled by anyone once its seed was not revealed by the deadline, and refunds every entrant', async () => {
    const { raffle, entryEnd } = await enteredRaffle();
    await travelTo(anvil.rpcUrl, entryEnd);
    await send(c, 'platform', call(raffle, 'close'));
    await expectRevert(c, 'stranger', call(raffle, 'cancel'), 'CannotCancel');
    const deadline = await read<bigint>(c, raffle, raffleAbi, 'drawDeadline');
    await travelTo(anvil.rpcUrl, deadline + 1n);
    await expectRevert(c, 'platform', call(raffle, 'draw', [SEED]), 'DrawTooLate');
    await send(c, 'stranger', call(raffle, 'cancel'));
    await expectRevert(c, 'platform', call(raffle, 'draw', [SEED]), 'RaffleIsCancelled');
    for (const who of entrants) await send(c, who, call(raffle, 'refund'));
    expect(await c.publicClient.getBalance({ address: raffle })).toBe(0n);
    expect(await read(c, raffle, raffleAbi, 'releasable', [NATIVE, artist.address])).toBe(0n);
    await expectRevert(c, 'artist', call(raffle, 'refund'), 'NothingToRefund');
  });

  it('is cancelled by anyone once the closing block left the 256 blocks whose hash the chain keeps', async () => {
    const { raffle, entryEnd } = await enteredRaffle();
    await travelTo(anvil.rpcUrl, entryEnd);
    await send(c, 'platform', call(raffle, 'close'));
    await testClient(anvil.rpcUrl).mine({ blocks: 257 });
    await expectRevert(c, 'platform', call(raffle, 'draw', [SEED]), 'DrawTooLate');
    await send(c, 'stranger', call(raffle, 'cancel'));
  });

  it('can be cancelled by the platform before its draw, not by a stranger', async () => {
    const { raffle } = await enteredRaffle();
    await expectRevert(c, 'stranger', call(raffle, 'cancel'), 'CannotCancel');
    await send(c, 'platform', call(raffle, 'cancel'));
    await expectRevert(c, 'stranger', call(raffle, 'enter', [[]], FEE), 'EntriesNotOpen');
    await send(c, 'collector', call(raffle, 'refund'));
  });

  it('gives every entrant a prize when fewer entered than there are prizes', async () => {
    const drop = await setUpDrop(c);
    const raffle = await setUpRaffle(c, drop, SEED, { winnerCount: 5 });
    await send(c, 'collector', call(raffle, 'enter', [[]], FEE));
    await send(c, 'stranger', call(raffle, 'enter', [[]], FEE));
    await travelTo(anvil.rpcUrl, await read<bigint>(c, raffle, raffleAbi, 'entryEnd'));
    await send(c, 'platform', call(raffle, 'close'));
    await send(c, 'platform', call(raffle, 'draw', [SEED]));
    expect(new Set(await read<Address[]>(c, raffle, raffleAbi, 'winners'))).toEqual(
      new Set([collector.address, stranger.address]),
    );
  });
});
