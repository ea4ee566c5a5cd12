import { erc20Abi, parseEther, parseEventLogs, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAllowlist,
  deployTestErc20,
  mintfrontDropAbi,
  mintfrontErc1155Abi,
  mintfrontErc721Abi,
} from '../src/index.ts';
import { startAnvil } from '../src/test-anvil.ts';
import { accounts, chainClients, deployStore, mined, type ChainClients } from './fixtures.ts';
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

const ERC721A_BATCH_OF_5 = 64_009;
const OZ_ERC721_MINT = 75_000;

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
const { collector, stranger, owner, artist, minter } = accounts;

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
});
afterAll(() => anvil?.stop());

const balanceOf = (drop: Address, who: Address) =>
  read<bigint>(c, drop, dropAbi, 'balanceOf', [who]);
const ownerOf = (drop: Address, id: bigint) => read<Address>(c, drop, dropAbi, 'ownerOf', [id]);

describe('MintfrontDrop phases', () => {
  it('opens each phase in its window: the allowlisted phase takes listed wallets only, the next takes anyone', async () => {
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

    await travelTo(anvil.rpcUrl, t + 100n);
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

    await travelTo(anvil.rpcUrl, t + 1000n);
    await expectRevert(
      c,
      'collector',
      mintCall(drop, 0, 1, proof, parseEther('0.01')),
      'PhaseNotActive',
    );
    await send(c, 'stranger', mintCall(drop, 1, 3, [], parseEther('0.06')));
    expect(await balanceOf(drop, stranger.address)).toBe(3n);
    expect(await read(c, drop, dropAbi, 'currentPhase')).toEqual([true, 1n]);

    await travelTo(anvil.rpcUrl, t + 2000n);
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

  it('lets holders of at least N tokens of the gating contract in, and refuses the others', async () => {
    const gating = await deployStore(c, { type: 'erc721' });
    for (let i = 0; i < 2; i++) {
      await mined(
        c,
        c.wallet('owner').writeContract({
          address: gating,
          abi: mintfrontErc721Abi,
          functionName: 'mint',
          args: [collector.address, 'ipfs://g', 0n],
        }),
      );
    }
    await mined(
      c,
      c.wallet('owner').writeContract({
        address: gating,
        abi: mintfrontErc721Abi,
        functionName: 'mint',
        args: [stranger.address, 'ipfs://g', 0n],
      }),
    );
    const drop = await setUpDrop(c, {
      phases: [
        await openPhase(c, { gate: { hold: { token: gating, standard: 721, minimum: 2n } } }),
      ],
    });
    await send(c, 'collector', mintCall(drop, 0, 1, [], parseEther('0.01')));
    await expectRevert(c, 'stranger', mintCall(drop, 0, 1, [], parseEther('0.01')), 'NotHolder');
    await expectRevert(c, 'artist', mintCall(drop, 0, 1, [], parseEther('0.01')), 'NotHolder');
  });

  it('gates on an ERC-1155 token id: holders of enough copies of that id only', async () => {
    const gating = await deployStore(c, { type: 'erc1155' });
    const mint1155 = (to: Address, id: bigint, amount: bigint) =>
      mined(
        c,
        c.wallet('owner').writeContract({
          address: gating,
          abi: mintfrontErc1155Abi,
          functionName: 'mint',
          args: [to, id, amount, 'ipfs://g', 0n],
        }),
      );
    await mint1155(collector.address, 7n, 3n);
    await mint1155(stranger.address, 8n, 3n);
    const drop = await setUpDrop(c, {
      phases: [
        await openPhase(c, {
          gate: { hold: { token: gating, standard: 1155, minimum: 3n, tokenId: 7n } },
        }),
      ],
    });
    await send(c, 'collector', mintCall(drop, 0, 1, [], parseEther('0.01')));
    await expectRevert(c, 'stranger', mintCall(drop, 0, 1, [], parseEther('0.01')), 'NotHolder');
  });

  it('takes the largest bulk discount the quantity reaches, and refuses a short or excess payment', async () => {
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

  it('an airdrop phase (price 0, limit 1) is claimed once per wallet and refused the second time', async () => {
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
    expect(await balanceOf(drop, collector.address)).toBe(50n);
    await expectRevert(
      c,
      'stranger',
      { address: drop, abi: dropAbi, functionName: 'cancel' },
      'NotMinter',
    );
  });

  it('keeps every owner right when ids of a batch change hands', async () => {
    const drop = await setUpDrop(c, { phases: [await openPhase(c)] });
    await send(c, 'collector', mintCall(drop, 0, 5, [], parseEther('0.05')));
    await send(c, 'stranger', mintCall(drop, 0, 2, [], parseEther('0.02')));
    await send(c, 'collector', {
      address: drop,
      abi: dropAbi,
      functionName: 'transferFrom',
      args: [collector.address, owner.address, 3n],
    });
    await send(c, 'collector', {
      address: drop,
      abi: dropAbi,
      functionName: 'safeTransferFrom',
      args: [collector.address, artist.address, 5n],
    });
    const owners = await Promise.all([1n, 2n, 3n, 4n, 5n, 6n, 7n].map((id) => ownerOf(drop, id)));
    expect(owners).toEqual([
      collector.address,
      collector.address,
      owner.address,
      collector.address,
      artist.address,
      stranger.address,
      stranger.address,
    ]);
    expect(await balanceOf(drop, collector.address)).toBe(3n);
    await expectRevert(
      c,
      'stranger',
      {
        address: drop,
        abi: dropAbi,
        functionName: 'transferFrom',
        args: [collector.address, stranger.address, 1n],
      },
      'ERC721InsufficientApproval',
    );
    await expectRevert(
      c,
      'stranger',
      { address: drop, abi: dropAbi, functionName: 'ownerOf', args: [8n] },
      'ERC721NonexistentToken',
    );
    // royalties as the store contracts: EIP-2981 default to the artist
    expect(await read(c, drop, dropAbi, 'royaltyInfo', [1n, 10_000n])).toEqual([
      artist.address,
      500n,
    ]);
  });
});

describe('MintfrontDrop gas', () => {
  it('a buyer minting 10 tokens in one transaction pays at most 15,000 gas per token', async () => {
    const drop = await setUpDrop(c, { phases: [await openPhase(c)] });
    // someone minted before (the usual case: the supply counter is written already)
    await send(c, 'stranger', mintCall(drop, 0, 1, [], parseEther('0.01')));
    const line = (label: string, gas: bigint, tokens: number) => {
      const perToken = Number(gas) / tokens;
      console.log(
        `gas: ${label} ${gas.toLocaleString('en-US')}, ${Math.round(perToken).toLocaleString('en-US')} per token ` +
          `(ERC721A batch of 5: ${ERC721A_BATCH_OF_5.toLocaleString('en-US')}, ~12,800 per token; OpenZeppelin ERC-721: ~${OZ_ERC721_MINT.toLocaleString('en-US')} per mint)`,
      );
      return perToken;
    };
    const ten = await send(c, 'collector', mintCall(drop, 0, 10, [], parseEther('0.1')));
    expect(
      line('drop mint of 10 (native price, limit per wallet)', ten.gasUsed, 10),
    ).toBeLessThanOrEqual(15_000);
    const five = await send(c, 'artist', mintCall(drop, 0, 5, [], parseEther('0.05')));
    line('drop mint of 5 (native price, limit per wallet)', five.gasUsed, 5);

    const list = buildAllowlist([
      collector.address,
      stranger.address,
      artist.address,
      owner.address,
      minter.address,
      ...extraBuyers.map((b) => b.address),
    ]);
    const listed = await setUpDrop(c, {
      phases: [await openPhase(c, { gate: { merkleRoot: list.root } })],
    });
    await send(
      c,
      'stranger',
      mintCall(listed, 0, 1, list.proof(stranger.address)!, parseEther('0.01')),
    );
    const allowlisted = await send(
      c,
      'collector',
      mintCall(listed, 0, 10, list.proof(collector.address)!, parseEther('0.01') * 10n),
    );
    expect(
      line('drop mint of 10 (allowlist of 9, limit per wallet)', allowlisted.gasUsed, 10),
    ).toBeLessThanOrEqual(15_000);
  });
});
