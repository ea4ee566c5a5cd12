import { describe, expect, it } from 'vitest';
import { erc20Abi, parseEther, parseEventLogs } from 'viem';
import { deployTestErc20, mintfrontDropAbi } from '../src/index.ts';
import { accounts, mined } from './fixtures.ts';
import { useDropChain } from './drop-mint-fixtures.ts';
import {
  dropAbi,
  expectRevert,
  mintCall,
  openPhase,
  read,
  send,
  setUpDrop,
  NATIVE,
} from './launchpad-fixtures.ts';

const { collector, stranger, artist, minter } = accounts;

describe('MintfrontDrop payments', () => {
  const chain = useDropChain();

  it('takes the largest bulk discount the quantity reaches, and refuses a short or excess payment', async () => {
    const { c } = chain;
    const drop = await setUpDrop(c, {
      phases: [
        await openPhase(c, {
          price: parseEther('0.1'),
          bulkDiscounts: [
            { minQuantity: 3, percentBps: 1000 },
            { minQuantity: 5, percentBps: 2000 },
          ],
        }),
      ],
    });
    const quote = (n: bigint) => read<bigint>(c, drop, dropAbi, 'quote', [0n, n]);
    expect(await quote(2n)).toBe(parseEther('0.2'));
    expect(await quote(3n)).toBe(parseEther('0.27'));
    expect(await quote(5n)).toBe(parseEther('0.4'));
    expect(await quote(7n)).toBe(parseEther('0.56'));
    expect(
      (await read<{ bulkDiscounts: unknown[] }>(c, drop, dropAbi, 'phase', [0n])).bulkDiscounts,
    ).toEqual([
      { minQuantity: 3, percentBps: 1000 },
      { minQuantity: 5, percentBps: 2000 },
    ]);

    await expectRevert(
      c,
      'collector',
      mintCall(drop, 0, 5, [], parseEther('0.39')),
      'WrongPayment',
    );
    await expectRevert(c, 'collector', mintCall(drop, 0, 5, [], parseEther('0.5')), 'WrongPayment');
    const receipt = await send(c, 'collector', mintCall(drop, 0, 5, [], parseEther('0.4')));
    const [claimed] = parseEventLogs({
      abi: mintfrontDropAbi,
      logs: receipt.logs,
      eventName: 'Claimed',
    });
    expect(claimed?.args).toMatchObject({
      phaseId: 0n,
      wallet: collector.address,
      firstTokenId: 1n,
      quantity: 5n,
      paid: parseEther('0.4'),
    });
    expect(await c.publicClient.getBalance({ address: drop })).toBe(parseEther('0.4'));
  });

  it('takes an ERC-20 price through the allowance, and refuses a buyer who gave none', async () => {
    const { c } = chain;
    const token = await deployTestErc20(c.wallet('platform'), c.publicClient, 'USD Coin', 'USDC');
    await mined(
      c,
      c.wallet('platform').writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [collector.address, parseEther('100')],
      }),
    );
    const drop = await setUpDrop(c, {
      phases: [await openPhase(c, { price: parseEther('5'), currency: token })],
    });

    await expectRevert(c, 'collector', mintCall(drop, 0, 2), 'ERC20InsufficientAllowance');
    await expectRevert(c, 'collector', mintCall(drop, 0, 2, [], 1n), 'WrongPayment');
    await mined(
      c,
      c.wallet('collector').writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [drop, parseEther('10')],
      }),
    );
    await send(c, 'collector', mintCall(drop, 0, 2));
    expect(await read(c, token, erc20Abi as never, 'balanceOf', [drop])).toBe(parseEther('10'));

    // the payees pull their shares: artist 90 %, minter 10 %
    for (const payee of [artist.address, minter.address]) {
      await send(c, 'stranger', {
        address: drop,
        abi: dropAbi,
        functionName: 'release',
        args: [token, payee],
      });
    }
    expect(await read(c, token, erc20Abi as never, 'balanceOf', [artist.address])).toBe(
      parseEther('9'),
    );
    expect(await read(c, token, erc20Abi as never, 'balanceOf', [minter.address])).toBe(
      parseEther('1'),
    );
    await expectRevert(
      c,
      'stranger',
      { address: drop, abi: dropAbi, functionName: 'release', args: [token, artist.address] },
      'NothingToRelease',
    );
  });

  it('pays native proceeds by pull, each payee its share', async () => {
    const { c } = chain;
    const drop = await setUpDrop(c, { phases: [await openPhase(c)] });
    await send(c, 'collector', mintCall(drop, 0, 10, [], parseEther('0.1')));
    const before = await c.publicClient.getBalance({ address: artist.address });
    await send(c, 'stranger', {
      address: drop,
      abi: dropAbi,
      functionName: 'release',
      args: [NATIVE, artist.address],
    });
    expect((await c.publicClient.getBalance({ address: artist.address })) - before).toBe(
      parseEther('0.09'),
    );
    expect(await read(c, drop, dropAbi, 'releasable', [NATIVE, minter.address])).toBe(
      parseEther('0.01'),
    );
    await expectRevert(
      c,
      'stranger',
      { address: drop, abi: dropAbi, functionName: 'release', args: [NATIVE, stranger.address] },
      'NotPayee',
    );
  });
});
