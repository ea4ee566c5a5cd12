import { describe, it } from 'vitest';
import { parseEther, type Address } from 'viem';
import { mintfrontErc1155Abi, mintfrontErc721Abi } from '../src/index.ts';
import { accounts, deployStore, mined } from './fixtures.ts';
import { useDropChain } from './drop-mint-fixtures.ts';
import { expectRevert, mintCall, openPhase, send, setUpDrop } from './launchpad-fixtures.ts';

const { collector, stranger } = accounts;

describe('MintfrontDrop holder gates', () => {
  const chain = useDropChain();

  it('lets holders of at least N tokens of the gating contract in, and refuses the others', async () => {
    const { c } = chain;
    const gating = await deployStore(c, { type: 'erc721' });
    const mint721 = (to: Address) =>
      mined(
        c,
        c.wallet('owner').writeContract({
          address: gating,
          abi: mintfrontErc721Abi,
          functionName: 'mint',
          args: [to, 'ipfs://g', 0n],
        }),
      );
    await mint721(collector.address);
    await mint721(collector.address);
    await mint721(stranger.address);
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
    const { c } = chain;
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
});
