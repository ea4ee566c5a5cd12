import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { buildAllowlist } from '../src/index.ts';
import { accounts } from './fixtures.ts';
import { balanceOf, useDropChain } from './drop-mint-fixtures.ts';
import {
  dropAbi,
  expectRevert,
  extraBuyers,
  mintCall,
  now,
  openPhase,
  read,
  send,
  setUpDrop,
  travelTo,
  NATIVE,
} from './launchpad-fixtures.ts';

const { collector, stranger } = accounts;

describe('MintfrontDrop phases', () => {
  const chain = useDropChain();

  it('opens each phase in its window: the allowlisted phase takes listed wallets only, the next takes anyone', async () => {
    const { c } = chain;
    const t = await now(c);
    const list = buildAllowlist([collector.address, ...extraBuyers.map((b) => b.address)]);
    const drop = await setUpDrop(c, {
      phases: [
        {
          start: t + 100n,
          end: t + 1000n,
          price: parseEther('0.01'),
          currency: NATIVE,
          limitPerWallet: 2,
          gate: { merkleRoot: list.root },
        },
        {
          start: t + 1000n,
          end: t + 2000n,
          price: parseEther('0.02'),
          currency: NATIVE,
          limitPerWallet: 0,
        },
      ],
    });
    const proof = list.proof(collector.address)!;

    await expectRevert(
      c,
      'collector',
      mintCall(drop, 0, 1, proof, parseEther('0.01')),
      'PhaseNotActive',
    );

    await travelTo(chain.rpcUrl, t + 100n);
    await send(c, 'collector', mintCall(drop, 0, 1, proof, parseEther('0.01')));
    await send(
      c,
      extraBuyers[3]!,
      mintCall(drop, 0, 2, list.proof(extraBuyers[3]!.address)!, parseEther('0.02')),
    );
    // a stranger: no proof, someone else's proof
    await expectRevert(
      c,
      'stranger',
      mintCall(drop, 0, 1, [], parseEther('0.01')),
      'NotAllowlisted',
    );
    await expectRevert(
      c,
      'stranger',
      mintCall(drop, 0, 1, proof, parseEther('0.01')),
      'NotAllowlisted',
    );
    // phase 2 is not open yet
    await expectRevert(
      c,
      'stranger',
      mintCall(drop, 1, 1, [], parseEther('0.02')),
      'PhaseNotActive',
    );

    await travelTo(chain.rpcUrl, t + 1000n);
    await expectRevert(
      c,
      'collector',
      mintCall(drop, 0, 1, proof, parseEther('0.01')),
      'PhaseNotActive',
    );
    await send(c, 'stranger', mintCall(drop, 1, 3, [], parseEther('0.06')));
    expect(await balanceOf(c, drop, stranger.address)).toBe(3n);
    expect(await read(c, drop, dropAbi, 'currentPhase')).toEqual([true, 1n]);

    await travelTo(chain.rpcUrl, t + 2000n);
    await expectRevert(
      c,
      'stranger',
      mintCall(drop, 1, 1, [], parseEther('0.02')),
      'PhaseNotActive',
    );
    expect(await read(c, drop, dropAbi, 'currentPhase')).toEqual([false, 0n]);
    expect(await read(c, drop, dropAbi, 'totalSupply')).toBe(6n);
  });

  it('refuses a wallet past its claim limit per phase, and counts each wallet apart', async () => {
    const { c } = chain;
    const drop = await setUpDrop(c, { phases: [await openPhase(c, { limitPerWallet: 3 })] });
    await send(c, 'collector', mintCall(drop, 0, 2, [], parseEther('0.02')));
    await expectRevert(
      c,
      'collector',
      mintCall(drop, 0, 2, [], parseEther('0.02')),
      'ClaimLimitExceeded',
    );
    await send(c, 'collector', mintCall(drop, 0, 1, [], parseEther('0.01')));
    await expectRevert(
      c,
      'collector',
      mintCall(drop, 0, 1, [], parseEther('0.01')),
      'ClaimLimitExceeded',
    );
    await send(c, 'stranger', mintCall(drop, 0, 3, [], parseEther('0.03')));
    expect(await read(c, drop, dropAbi, 'claimed', [0n, collector.address])).toBe(3n);
  });

  it('an airdrop phase (price 0, limit 1) is claimed once per wallet and refused the second time', async () => {
    const { c } = chain;
    const list = buildAllowlist([collector.address, stranger.address]);
    const drop = await setUpDrop(c, {
      phases: [
        await openPhase(c, { price: 0n, limitPerWallet: 1, gate: { merkleRoot: list.root } }),
      ],
    });
    await send(c, 'collector', mintCall(drop, 0, 1, list.proof(collector.address)!));
    await expectRevert(
      c,
      'collector',
      mintCall(drop, 0, 1, list.proof(collector.address)!),
      'ClaimLimitExceeded',
    );
    await expectRevert(c, 'artist', mintCall(drop, 0, 1, []), 'NotAllowlisted');
    await expectRevert(
      c,
      'stranger',
      mintCall(drop, 0, 1, list.proof(stranger.address)!, 1n),
      'WrongPayment',
    );
    await send(c, 'stranger', mintCall(drop, 0, 1, list.proof(stranger.address)!));
  });

  it('stops at the supply, refuses empty or oversized batches, and stops phase mints once cancelled', async () => {
    const { c } = chain;
    const drop = await setUpDrop(c, {
      phases: [await openPhase(c, { limitPerWallet: 0 })],
      overrides: { maxSupply: 60 },
    });
    await expectRevert(c, 'collector', mintCall(drop, 0, 0), 'InvalidQuantity');
    await expectRevert(
      c,
      'collector',
      mintCall(drop, 0, 51, [], parseEther('0.51')),
      'InvalidQuantity',
    );
    await send(c, 'collector', mintCall(drop, 0, 50, [], parseEther('0.5')));
    await expectRevert(c, 'collector', mintCall(drop, 0, 11, [], parseEther('0.11')), 'SoldOut');
    await send(c, 'owner', { address: drop, abi: dropAbi, functionName: 'cancel' });
    await expectRevert(
      c,
      'collector',
      mintCall(drop, 0, 1, [], parseEther('0.01')),
      'DropIsCancelled',
    );
    // the minted tokens stay (spec doc 2 §4)
    expect(await balanceOf(c, drop, collector.address)).toBe(50n);
    await expectRevert(
      c,
      'stranger',
      { address: drop, abi: dropAbi, functionName: 'cancel' },
      'NotMinter',
    );
  });
});
