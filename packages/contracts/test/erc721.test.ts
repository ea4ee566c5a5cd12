import { parseEventLogs, type Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mintfrontErc721Abi as abi } from '../src/index.ts';
import { accounts, chainClients, deployStore, mined, type ChainClients } from './fixtures.ts';
import { startAnvil } from '../src/test-anvil.ts';

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
let address: Address;
const { owner, minter, stranger, collector } = accounts;

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
});
afterAll(() => anvil?.stop());
beforeEach(async () => {
  address = await deployStore(c, { type: 'erc721', minters: [minter.address] });
});

const contract = () => ({ address, abi });

describe('MintfrontERC721', () => {
  it('deploys with the name, symbol and store owner', async () => {
    expect(await c.publicClient.readContract({ ...contract(), functionName: 'name' })).toBe(
      'Moon Cats',
    );
    expect(await c.publicClient.readContract({ ...contract(), functionName: 'symbol' })).toBe(
      'MOON',
    );
    expect(await c.publicClient.readContract({ ...contract(), functionName: 'owner' })).toBe(
      owner.address,
    );
  });

  it('the owner mints a token with its URI, ids counting from 1', async () => {
    const receipt = await mined(
      c,
      c.wallet('owner').writeContract({
        address,
        abi,
        functionName: 'mint',
        args: [collector.address, 'ipfs://a', 1000n],
      }),
    );
    const [transfer] = parseEventLogs({ abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(transfer?.args.tokenId).toBe(1n);
    expect(
      await c.publicClient.readContract({ ...contract(), functionName: 'ownerOf', args: [1n] }),
    ).toBe(collector.address);
    expect(
      await c.publicClient.readContract({ ...contract(), functionName: 'tokenURI', args: [1n] }),
    ).toBe('ipfs://a');
  });

  it('the owner batch mints one token per URI', async () => {
    const uris = ['ipfs://a', 'ipfs://b', 'ipfs://c'];
    await mined(
      c,
      c.wallet('owner').writeContract({
        address,
        abi,
        functionName: 'mintBatch',
        args: [collector.address, uris, uris.map(() => 1000n)],
      }),
    );
    expect(
      await c.publicClient.readContract({
        ...contract(),
        functionName: 'balanceOf',
        args: [collector.address],
      }),
    ).toBe(3n);
    expect(
      await c.publicClient.readContract({ ...contract(), functionName: 'tokenURI', args: [3n] }),
    ).toBe('ipfs://c');
    expect(await c.publicClient.readContract({ ...contract(), functionName: 'nextTokenId' })).toBe(
      4n,
    );
  });

  it('an approved minter mints and batch mints', async () => {
    const wallet = c.wallet('minter');
    await mined(
      c,
      wallet.writeContract({
        address,
        abi,
        functionName: 'mint',
        args: [collector.address, 'ipfs://a', 1000n],
      }),
    );
    await mined(
      c,
      wallet.writeContract({
        address,
        abi,
        functionName: 'mintBatch',
        args: [collector.address, ['ipfs://b', 'ipfs://c'], [1000n, 1000n]],
      }),
    );
    expect(
      await c.publicClient.readContract({
        ...contract(),
        functionName: 'balanceOf',
        args: [collector.address],
      }),
    ).toBe(3n);
  });

  it('a stranger cannot mint', async () => {
    const attempt = c.wallet('stranger').writeContract({
      address,
      abi,
      functionName: 'mint',
      args: [stranger.address, 'ipfs://x', 1000n],
    });
    await expect(attempt).rejects.toThrow(/NotMinter/);
    const batch = c.wallet('stranger').writeContract({
      address,
      abi,
      functionName: 'mintBatch',
      args: [stranger.address, ['ipfs://x'], [1000n]],
    });
    await expect(batch).rejects.toThrow(/NotMinter/);
  });

  it('supports ERC-165, ERC-721, its metadata, ERC-2981 and ERC-4906 but not ERC-1155', async () => {
    const supports = (id: `0x${string}`) =>
      c.publicClient.readContract({ address, abi, functionName: 'supportsInterface', args: [id] });
    for (const id of [
      '0x01ffc9a7',
      '0x80ac58cd',
      '0x5b5e139f',
      '0x2a55205a',
      '0x49064906',
    ] as const) {
      expect(await supports(id), id).toBe(true);
    }
    expect(await supports('0xd9b67a26')).toBe(false);
  });
});
