import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { buildAllowlist } from '../src/index.ts';
import { accounts } from './fixtures.ts';
import { useDropChain } from './drop-mint-fixtures.ts';
import { extraBuyers, mintCall, openPhase, send, setUpDrop } from './launchpad-fixtures.ts';

const { collector, stranger, owner, artist, minter } = accounts;

const ERC721A_BATCH_OF_5 = 64_009;
const OZ_ERC721_MINT = 75_000;

describe('MintfrontDrop gas', () => {
  const chain = useDropChain();

  it('a buyer minting 10 tokens in one transaction pays at most 15,000 gas per token', async () => {
    const { c } = chain;
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
