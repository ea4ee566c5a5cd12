import { parseEventLogs, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintfrontErc1155Abi, mintfrontErc721Abi, type StoreContractType } from '../src/index.ts';
import { accounts, chainClients, deployStore, mined, type ChainClients } from './fixtures.ts';
import { startAnvil } from '../src/test-anvil.ts';

// What MintfrontStore.sol gives both contracts: owner, minters, royalties, contract metadata.
let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
const { platform, owner, minter, stranger, collector, artist } = accounts;

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
});
afterAll(() => anvil?.stop());

describe.each<StoreContractType>(['erc721', 'erc1155'])('%s store roles', (type) => {
  const abi = type === 'erc721' ? mintfrontErc721Abi : mintfrontErc1155Abi;
  const deploy = (overrides = {}) => deployStore(c, { type, ...overrides });
  const at = (address: Address) => ({ address, abi }) as const;
  const mintAs = (role: 'owner' | 'minter' | 'stranger', address: Address) =>
    type === 'erc721'
      ? c.wallet(role).writeContract({
          address,
          abi: mintfrontErc721Abi,
          functionName: 'mint',
          args: [collector.address, 'ipfs://t', 1000n],
        })
      : c.wallet(role).writeContract({
          address,
          abi: mintfrontErc1155Abi,
          functionName: 'mint',
          args: [collector.address, 1n, 1n, 'ipfs://t', 1000n],
        });

  it('royaltyInfo answers the default receiver and amount for every token', async () => {
    const address = await deploy({ royaltyBps: 1000 });
    const info = await c.publicClient.readContract({
      ...at(address),
      functionName: 'royaltyInfo',
      args: [42n, 5_000n],
    });
    expect(info).toEqual([artist.address, 500n]);
  });

  it('a per-token royalty overrides the default for that token only', async () => {
    const address = await deploy({ minters: [minter.address] });
    await mined(
      c,
      c.wallet('minter').writeContract({
        ...at(address),
        functionName: 'setTokenRoyalty',
        args: [1n, collector.address, 250n],
      }),
    );
    expect(
      await c.publicClient.readContract({
        ...at(address),
        functionName: 'royaltyInfo',
        args: [1n, 10_000n],
      }),
    ).toEqual([collector.address, 250n]);
    expect(
      await c.publicClient.readContract({
        ...at(address),
        functionName: 'royaltyInfo',
        args: [2n, 10_000n],
      }),
    ).toEqual([artist.address, 1_000n]);
  });

  it('spec doc 1 §5: a royalty of 50% is accepted, above 50% is refused', async () => {
    const address = await deploy({ royaltyBps: 5000 });
    expect(
      await c.publicClient.readContract({
        ...at(address),
        functionName: 'royaltyInfo',
        args: [1n, 100n],
      }),
    ).toEqual([artist.address, 50n]);
    await expect(deploy({ royaltyBps: 5001 })).rejects.toThrow(/RoyaltyTooHigh/);
    const wallet = c.wallet('owner');
    await expect(
      wallet.writeContract({
        ...at(address),
        functionName: 'setDefaultRoyalty',
        args: [artist.address, 5001n],
      }),
    ).rejects.toThrow(/RoyaltyTooHigh/);
    await expect(
      wallet.writeContract({
        ...at(address),
        functionName: 'setTokenRoyalty',
        args: [1n, artist.address, 9000n],
      }),
    ).rejects.toThrow(/RoyaltyTooHigh/);
  });

  it('only the owner changes the default royalty', async () => {
    const address = await deploy();
    await mined(
      c,
      c.wallet('owner').writeContract({
        ...at(address),
        functionName: 'setDefaultRoyalty',
        args: [collector.address, 700n],
      }),
    );
    expect(
      await c.publicClient.readContract({
        ...at(address),
        functionName: 'royaltyInfo',
        args: [9n, 100n],
      }),
    ).toEqual([collector.address, 7n]);
    const attempt = c.wallet('stranger').writeContract({
      ...at(address),
      functionName: 'setDefaultRoyalty',
      args: [stranger.address, 100n],
    });
    await expect(attempt).rejects.toThrow(/OwnableUnauthorizedAccount/);
  });

  it('the owner adds and removes minters; a removed minter cannot mint', async () => {
    const address = await deploy();
    await expect(mintAs('minter', address)).rejects.toThrow(/NotMinter/);
    await mined(
      c,
      c
        .wallet('owner')
        .writeContract({ ...at(address), functionName: 'addMinter', args: [minter.address] }),
    );
    await mined(c, mintAs('minter', address));
    await mined(
      c,
      c
        .wallet('owner')
        .writeContract({ ...at(address), functionName: 'removeMinter', args: [minter.address] }),
    );
    expect(
      await c.publicClient.readContract({
        ...at(address),
        functionName: 'isMinter',
        args: [minter.address],
      }),
    ).toBe(false);
    await expect(mintAs('minter', address)).rejects.toThrow(/NotMinter/);
  });

  it('a stranger cannot approve minters', async () => {
    const address = await deploy();
    const attempt = c
      .wallet('stranger')
      .writeContract({ ...at(address), functionName: 'addMinter', args: [stranger.address] });
    await expect(attempt).rejects.toThrow(/OwnableUnauthorizedAccount/);
  });

  it('the deployer is not the owner: the store owner is', async () => {
    const address = await deploy();
    expect(await c.publicClient.readContract({ ...at(address), functionName: 'owner' })).toBe(
      owner.address,
    );
    expect(
      await c.publicClient.readContract({
        ...at(address),
        functionName: 'isMinter',
        args: [platform.address],
      }),
    ).toBe(false);
  });

  it('ownership transfer hands minting and settings to the new owner', async () => {
    const address = await deploy();
    await mined(
      c,
      c.wallet('owner').writeContract({
        ...at(address),
        functionName: 'transferOwnership',
        args: [minter.address],
      }),
    );
    expect(await c.publicClient.readContract({ ...at(address), functionName: 'owner' })).toBe(
      minter.address,
    );
    await mined(c, mintAs('minter', address));
    await expect(mintAs('owner', address)).rejects.toThrow(/NotMinter/);
    const attempt = c
      .wallet('owner')
      .writeContract({ ...at(address), functionName: 'setContractURI', args: ['ipfs://x'] });
    await expect(attempt).rejects.toThrow(/OwnableUnauthorizedAccount/);
  });

  it('ERC-7572: contractURI is readable and the owner updates it with ContractURIUpdated', async () => {
    const address = await deploy();
    expect(await c.publicClient.readContract({ ...at(address), functionName: 'contractURI' })).toBe(
      'ipfs://collection.json',
    );
    const receipt = await mined(
      c,
      c.wallet('owner').writeContract({
        ...at(address),
        functionName: 'setContractURI',
        args: ['ipfs://v2.json'],
      }),
    );
    expect(
      parseEventLogs({ abi, logs: receipt.logs, eventName: 'ContractURIUpdated' }),
    ).toHaveLength(1);
    expect(await c.publicClient.readContract({ ...at(address), functionName: 'contractURI' })).toBe(
      'ipfs://v2.json',
    );
    const attempt = c
      .wallet('stranger')
      .writeContract({ ...at(address), functionName: 'setContractURI', args: ['ipfs://evil'] });
    await expect(attempt).rejects.toThrow(/OwnableUnauthorizedAccount/);
  });
});
