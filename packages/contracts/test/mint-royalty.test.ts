import type { Address, Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintfrontErc1155Abi, mintfrontErc721Abi, type StoreContractType } from '../src/index.ts';
import { accounts, chainClients, deployStore, mined, type ChainClients } from './fixtures.ts';
import { startAnvil } from '../src/test-anvil.ts';

// Every mint names its token's EIP-2981 royalty (spec doc 1 §5: each NFT has its own), set in the
// mint's own transaction. The fixtures' collection default is 10% (1000 bps) to the artist.
let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;
const { minter, collector, artist } = accounts;
const DEFAULT_BPS = 1000n;
/** A metadata URL as long as the server's (PUBLIC_URL/api/token-metadata/{id}) with a long host. */
const uri = (n: number) =>
  `https://a-rather-long-store-domain.example.com/api/token-metadata/${1_000_000 + n}`;

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
});
afterAll(() => anvil?.stop());

describe.each<StoreContractType>(['erc721', 'erc1155'])('%s mint royalty', (type) => {
  let address: Address;
  const deploy = async () => (address = await deployStore(c, { type, minters: [minter.address] }));
  const royaltyOf = (token: bigint) =>
    c.publicClient.readContract({
      address,
      abi: mintfrontErc721Abi,
      functionName: 'royaltyInfo',
      args: [token, 10_000n],
    });
  /** Mints one token per royalty in one mintBatch (ERC-1155: ids from `firstId`); answers the token ids. */
  async function mintBatch(
    bps: bigint[],
    firstId = 1n,
  ): Promise<{ tokens: bigint[]; gasUsed: bigint }> {
    const wallet = c.wallet('minter');
    const uris = bps.map((_, i) => uri(i));
    if (type === 'erc721') {
      const first = await c.publicClient.readContract({
        address,
        abi: mintfrontErc721Abi,
        functionName: 'nextTokenId',
      });
      const { gasUsed } = await mined(
        c,
        wallet.writeContract({
          address,
          abi: mintfrontErc721Abi,
          functionName: 'mintBatch',
          args: [collector.address, uris, bps],
        }),
      );
      return { tokens: bps.map((_, i) => first + BigInt(i)), gasUsed };
    }
    const ids = bps.map((_, i) => firstId + BigInt(i));
    const args = [collector.address, ids, ids.map(() => 1n), uris, bps] as const;
    const { gasUsed } = await mined(
      c,
      wallet.writeContract({ address, abi: mintfrontErc1155Abi, functionName: 'mintBatch', args }),
    );
    return { tokens: ids, gasUsed };
  }
  /** One `mint` at `bps` (ERC-1155: of id `id`); answers the token id and the gas it used. */
  async function mintOne(
    bps: bigint,
    id: bigint,
  ): Promise<{ token: bigint; gasUsed: bigint; sent: Promise<Hash> }> {
    const wallet = c.wallet('minter');
    if (type === 'erc721') {
      const token = await c.publicClient.readContract({
        address,
        abi: mintfrontErc721Abi,
        functionName: 'nextTokenId',
      });
      const sent = wallet.writeContract({
        address,
        abi: mintfrontErc721Abi,
        functionName: 'mint',
        args: [collector.address, uri(0), bps],
      });
      return { token, sent, gasUsed: (await mined(c, sent)).gasUsed };
    }
    const sent = wallet.writeContract({
      address,
      abi: mintfrontErc1155Abi,
      functionName: 'mint',
      args: [collector.address, id, 1n, uri(0), bps],
    });
    return { token: id, sent, gasUsed: (await mined(c, sent)).gasUsed };
  }

  it('a token minted at the default royalty keeps the default: nothing is stored for it', async () => {
    await deploy();
    await mintOne(DEFAULT_BPS, 3n); // the collector's first token: both mints below then pay the same for the rest
    const atDefault = await mintOne(DEFAULT_BPS, 1n);
    const own = await mintOne(2000n, 2n);
    expect(await royaltyOf(atDefault.token)).toEqual([artist.address, DEFAULT_BPS]);
    // A stored royalty is a new storage slot (22,100 gas): the default mint skips it.
    expect(own.gasUsed - atDefault.gasUsed).toBeGreaterThan(20_000n);
    // The token follows the default when the owner changes it; one with its own royalty keeps that.
    await mined(
      c,
      c.wallet('owner').writeContract({
        address,
        abi: mintfrontErc721Abi,
        functionName: 'setDefaultRoyalty',
        args: [artist.address, 700n],
      }),
    );
    expect(await royaltyOf(atDefault.token)).toEqual([artist.address, 700n]);
    expect(await royaltyOf(own.token)).toEqual([artist.address, 2000n]);
  });

  it('a token minted at another royalty answers it, paid to the default receiver; other tokens keep the default', async () => {
    await deploy();
    const twenty = await mintOne(2000n, 1n);
    const none = await mintOne(0n, 2n);
    expect(await royaltyOf(twenty.token)).toEqual([artist.address, 2000n]);
    expect(await royaltyOf(none.token)).toEqual([artist.address, 0n]);
    expect(await royaltyOf(99n)).toEqual([artist.address, DEFAULT_BPS]);
  });

  it('mintBatch gives each token its own royalty', async () => {
    await deploy();
    const bps = [0n, DEFAULT_BPS, 1250n, 5000n];
    const { tokens } = await mintBatch(bps);
    for (const [i, token] of tokens.entries())
      expect(await royaltyOf(token), `token ${token}`).toEqual([artist.address, bps[i]]);
  });

  it('spec doc 1 §5: a mint above 50% is refused and mints nothing', async () => {
    await deploy();
    await expect(mintOne(5001n, 1n)).rejects.toThrow(/RoyaltyTooHigh/);
    await expect(mintBatch([1000n, 5001n])).rejects.toThrow(/RoyaltyTooHigh/);
    // What the collector holds on chain: the refused mints left nothing.
    const held = async () =>
      type === 'erc721'
        ? c.publicClient.readContract({
            address,
            abi: mintfrontErc721Abi,
            functionName: 'balanceOf',
            args: [collector.address],
          })
        : (
            await c.publicClient.readContract({
              address,
              abi: mintfrontErc1155Abi,
              functionName: 'balanceOfBatch',
              args: [
                [collector.address, collector.address],
                [1n, 2n],
              ],
            })
          ).reduce((a, b) => a + b, 0n);
    expect(await held()).toBe(0n);
    const { tokens } = await mintBatch([5000n]);
    expect(await held()).toBe(1n);
    expect(tokens).toEqual([1n]);
    expect(await royaltyOf(1n)).toEqual([artist.address, 5000n]);
  });

  it("a mint of 50 tokens or ids (the server's ERC721_MINT_CHUNK) at their own royalty stays far under a block", async () => {
    await deploy();
    const own = await mintBatch(Array.from({ length: 50 }, () => 1234n));
    const atDefault = await mintBatch(
      Array.from({ length: 50 }, () => DEFAULT_BPS),
      100n,
    );
    // Measured with these URLs: about 7.1 M at their own royalty, 6.1 M at the default (with the server's shorter
    // URLs 6.0 M and 5.0 M; 4.8 M before royalties were minted), against a block of 30 M (anvil, Polygon) and the
    // 16.7 M cap of a transaction (EIP-7825).
    expect(own.gasUsed).toBeLessThan(8_000_000n);
    expect(own.gasUsed - atDefault.gasUsed).toBeLessThan(50n * 25_000n);
  });
});
