import { describe, expect, it } from 'vitest';
import { parseEther, type Address } from 'viem';
import { accounts, type ChainClients } from './fixtures.ts';
import { balanceOf, useDropChain } from './drop-mint-fixtures.ts';
import {
  dropAbi,
  expectRevert,
  mintCall,
  openPhase,
  read,
  send,
  setUpDrop,
} from './launchpad-fixtures.ts';

const { collector, stranger, owner, artist } = accounts;

const ownerOf = (c: ChainClients, drop: Address, id: bigint) =>
  read<Address>(c, drop, dropAbi, 'ownerOf', [id]);

describe('MintfrontDrop transfers', () => {
  const chain = useDropChain();

  it('keeps every owner right when ids of a batch change hands', async () => {
    const { c } = chain;
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
    const owners = await Promise.all(
      [1n, 2n, 3n, 4n, 5n, 6n, 7n].map((id) => ownerOf(c, drop, id)),
    );
    expect(owners).toEqual([
      collector.address,
      collector.address,
      owner.address,
      collector.address,
      artist.address,
      stranger.address,
      stranger.address,
    ]);
    expect(await balanceOf(c, drop, collector.address)).toBe(3n);
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
