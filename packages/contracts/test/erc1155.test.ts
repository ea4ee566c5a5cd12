import type { Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mintfrontErc1155Abi as abi } from '../src/index.ts';
import { accounts, chainClients, deployStore, mined, type ChainClients } from './fixtures.ts';
import { startAnvil } from '../src/test-anvil.ts';

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
let address: Address;
const { minter, stranger, collector } = accounts;
const contract = () => ({ address, abi });

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
});
afterAll(() => anvil?.stop());
beforeEach(async () => {
  address = await deployStore(c, { type: 'erc1155', minters: [minter.address] });
});

const balance = (id: bigint) =>
  c.publicClient.readContract({
    ...contract(),
    functionName: 'balanceOf',
    args: [collector.address, id],
  });

describe('MintfrontERC1155', () => {
  it('keeps the name and symbol that ERC-1155 itself lacks', async () => {
    expect(await c.publicClient.readContract({ ...contract(), functionName: 'name' })).toBe(
      'Moon Cats',
    );
    expect(await c.publicClient.readContract({ ...contract(), functionName: 'symbol' })).toBe(
      'MOON',
    );
  });

  it('the owner mints copies of an id with its URI', async () => {
    await mined(
      c,
      c.wallet('owner').writeContract({
        ...contract(),
        functionName: 'mint',
        args: [collector.address, 7n, 100n, 'ipfs://seven', 1000n],
      }),
    );
    expect(await balance(7n)).toBe(100n);
    expect(
      await c.publicClient.readContract({ ...contract(), functionName: 'uri', args: [7n] }),
    ).toBe('ipfs://seven');
  });

  it('minting more copies with an empty URI keeps the id URI', async () => {
    const wallet = c.wallet('owner');
    await mined(
      c,
      wallet.writeContract({
        ...contract(),
        functionName: 'mint',
        args: [collector.address, 7n, 1n, 'ipfs://seven', 1000n],
      }),
    );
    await mined(
      c,
      wallet.writeContract({
        ...contract(),
        functionName: 'mint',
        args: [collector.address, 7n, 2n, '', 1000n],
      }),
    );
    expect(await balance(7n)).toBe(3n);
    expect(
      await c.publicClient.readContract({ ...contract(), functionName: 'uri', args: [7n] }),
    ).toBe('ipfs://seven');
  });

  it('the owner batch mints several ids with their amounts and URIs', async () => {
    const args = [
      collector.address,
      [1n, 2n],
      [10n, 1_000_000n],
      ['ipfs://1', 'ipfs://2'],
      [1000n, 1000n],
    ] as const;
    await mined(
      c,
      c.wallet('owner').writeContract({ ...contract(), functionName: 'mintBatch', args }),
    );
    expect(await balance(1n)).toBe(10n);
    expect(await balance(2n)).toBe(1_000_000n);
    expect(
      await c.publicClient.readContract({ ...contract(), functionName: 'uri', args: [2n] }),
    ).toBe('ipfs://2');
  });

  it('an approved minter mints and batch mints', async () => {
    const wallet = c.wallet('minter');
    await mined(
      c,
      wallet.writeContract({
        ...contract(),
        functionName: 'mint',
        args: [collector.address, 1n, 5n, 'ipfs://1', 1000n],
      }),
    );
    await mined(
      c,
      wallet.writeContract({
        ...contract(),
        functionName: 'mintBatch',
        args: [collector.address, [1n, 3n], [1n, 1n], ['', 'ipfs://3'], [1000n, 1000n]],
      }),
    );
    expect(await balance(1n)).toBe(6n);
    expect(await balance(3n)).toBe(1n);
  });

  it('a stranger cannot mint', async () => {
    const wallet = c.wallet('stranger');
    await expect(
      wallet.writeContract({
        ...contract(),
        functionName: 'mint',
        args: [stranger.address, 1n, 1n, 'ipfs://x', 1000n],
      }),
    ).rejects.toThrow(/NotMinter/);
    await expect(
      wallet.writeContract({
        ...contract(),
        functionName: 'mintBatch',
        args: [stranger.address, [1n], [1n], ['ipfs://x'], [1000n]],
      }),
    ).rejects.toThrow(/NotMinter/);
  });

  it('refuses a batch whose ids, URIs and royalties differ in length', async () => {
    const fewerUris = c.wallet('owner').writeContract({
      ...contract(),
      functionName: 'mintBatch',
      args: [collector.address, [1n, 2n], [1n, 1n], ['ipfs://1'], [1000n, 1000n]],
    });
    await expect(fewerUris).rejects.toThrow(/LengthMismatch/);
    const fewerRoyalties = c.wallet('owner').writeContract({
      ...contract(),
      functionName: 'mintBatch',
      args: [collector.address, [1n, 2n], [1n, 1n], ['ipfs://1', 'ipfs://2'], [1000n]],
    });
    await expect(fewerRoyalties).rejects.toThrow(/LengthMismatch/);
  });

  it('supports ERC-165, ERC-1155, its metadata URI and ERC-2981 but not ERC-721', async () => {
    const supports = (id: `0x${string}`) =>
      c.publicClient.readContract({ ...contract(), functionName: 'supportsInterface', args: [id] });
    for (const id of ['0x01ffc9a7', '0xd9b67a26', '0x0e89341c', '0x2a55205a'] as const) {
      expect(await supports(id), id).toBe(true);
    }
    expect(await supports('0x80ac58cd')).toBe(false);
  });
});
