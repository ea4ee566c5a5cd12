import { encodeAbiParameters, keccak256, parseEther, parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropArtNumber, mintfrontDropAbi } from '../src/index.ts';
import { startAnvil } from '../src/test-anvil.ts';
import { chainClients, type ChainClients } from './fixtures.ts';
import {
  dropAbi,
  expectRevert,
  mintCall,
  now,
  openPhase,
  PROVENANCE,
  read,
  send,
  setPhases,
  setUpDrop,
  travelTo,
} from './launchpad-fixtures.ts';

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let c: ChainClients;

beforeAll(async () => {
  anvil = await startAnvil();
  c = chainClients(anvil.rpcUrl);
});
afterAll(() => anvil?.stop());

const call = (address: `0x${string}`, functionName: string, args: readonly unknown[] = []) => ({
  address,
  abi: dropAbi,
  functionName,
  args,
});

describe('MintfrontDrop provenance and reveal', () => {
  it('refuses every mint until the provenance hash is committed, then takes it only once', async () => {
    const drop = await setUpDrop(c, { phases: [await openPhase(c)], provenance: false });
    await expectRevert(
      c,
      'collector',
      mintCall(drop, 0, 1, [], parseEther('0.01')),
      'ProvenanceNotSet',
    );
    await expectRevert(
      c,
      'platform',
      call(drop, 'mintTo', ['0x' + '11'.repeat(20), 1n]),
      'ProvenanceNotSet',
    );
    await expectRevert(c, 'stranger', call(drop, 'setProvenanceHash', [PROVENANCE]), 'NotMinter');

    await send(c, 'platform', call(drop, 'setProvenanceHash', [PROVENANCE]));
    await expectRevert(
      c,
      'owner',
      call(drop, 'setProvenanceHash', [`0x${'22'.repeat(32)}`]),
      'ProvenanceAlreadySet',
    );
    expect(await read(c, drop, dropAbi, 'provenanceHash')).toBe(PROVENANCE);
    await send(c, 'collector', mintCall(drop, 0, 1, [], parseEther('0.01')));
  });

  it('shows the placeholder until revealed after the open-box date, then each token its shifted art number', async () => {
    const t = await now(c);
    const drop = await setUpDrop(c, {
      phases: [await openPhase(c)],
      overrides: { maxSupply: 10, openDate: t + 5000n },
    });
    await send(c, 'collector', mintCall(drop, 0, 4, [], parseEther('0.04')));
    expect(await read(c, drop, dropAbi, 'tokenURI', [2n])).toBe('ipfs://placeholder.json');

    await expectRevert(c, 'stranger', call(drop, 'lockStartingIndex'), 'NotOpenYet');
    await expectRevert(
      c,
      'platform',
      call(drop, 'reveal', ['ipfs://art/']),
      'StartingIndexNotFixed',
    );

    await travelTo(anvil.rpcUrl, t + 5000n);
    await send(c, 'stranger', call(drop, 'lockStartingIndex'));
    await expectRevert(
      c,
      'stranger',
      call(drop, 'lockStartingIndex'),
      'StartingIndexAlreadyLocked',
    );
    const fixed = await send(c, 'collector', call(drop, 'fixStartingIndex'));
    await expectRevert(c, 'collector', call(drop, 'fixStartingIndex'), 'StartingIndexAlreadyFixed');
    const [event] = parseEventLogs({
      abi: mintfrontDropAbi,
      logs: fixed.logs,
      eventName: 'StartingIndexFixed',
    });
    const startingIndex = await read<bigint>(c, drop, dropAbi, 'startingIndex');
    expect(event?.args.startingIndex).toBe(startingIndex);
    expect(startingIndex).toBeLessThan(10n);

    // the index comes from the locked block's hash and the provenance: anyone can recompute it
    const lockedAt = await read<bigint>(c, drop, dropAbi, 'startingIndexBlock');
    const { hash } = await c.publicClient.getBlock({ blockNumber: lockedAt });
    const expected =
      BigInt(
        keccak256(
          encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32' }], [hash!, PROVENANCE]),
        ),
      ) % 10n;
    expect(startingIndex).toBe(expected);

    expect(await read(c, drop, dropAbi, 'tokenURI', [2n])).toBe('ipfs://placeholder.json');
    await expectRevert(c, 'stranger', call(drop, 'reveal', ['ipfs://art/']), 'NotMinter');
    const revealed = await send(c, 'owner', call(drop, 'reveal', ['ipfs://art/']));
    expect(
      parseEventLogs({
        abi: mintfrontDropAbi,
        logs: revealed.logs,
        eventName: 'BatchMetadataUpdate',
      })[0]?.args,
    ).toEqual({
      fromTokenId: 1n,
      toTokenId: 10n,
    });
    for (const id of [1n, 2n, 4n]) {
      expect(await read(c, drop, dropAbi, 'tokenURI', [id])).toBe(
        `ipfs://art/${dropArtNumber(id, startingIndex, 10n)}`,
      );
    }
    await expectRevert(c, 'owner', call(drop, 'reveal', ['ipfs://other/']), 'AlreadyRevealed');
    await expectRevert(c, 'owner', call(drop, 'tokenURI', [5n]), 'ERC721NonexistentToken');
  });
});

describe('MintfrontDrop phase rules', () => {
  it('refuses two consecutive Unlimited phases, overlapping windows and unsorted discount tiers', async () => {
    const t = await now(c);
    const drop = await setUpDrop(c);
    const phase = (start: bigint, end: bigint, limitPerWallet: number) => ({
      start,
      end,
      price: 0n,
      currency: '0x0000000000000000000000000000000000000000' as const,
      limitPerWallet,
    });
    const attempt = (phases: ReturnType<typeof phase>[], bulk = false) =>
      expectRevert(
        c,
        'platform',
        call(drop, 'setPhases', [
          phases.map((p, i) => ({
            ...p,
            bulkDiscounts:
              bulk && i === 0
                ? [
                    { minQuantity: 5, percentBps: 500 },
                    { minQuantity: 3, percentBps: 900 },
                  ]
                : [],
            gate: {
              merkleRoot: `0x${'0'.repeat(64)}`,
              holdToken: '0x0000000000000000000000000000000000000000',
              holdStandard: 0,
              holdMinimum: 0n,
              holdTokenId: 0n,
            },
          })),
        ]),
        bulk || phases[1]!.start < phases[0]!.end ? 'InvalidPhase' : 'ConsecutiveUnlimited',
      );
    await attempt([phase(t + 10n, t + 20n, 0), phase(t + 20n, t + 30n, 0)]);
    await attempt([phase(t + 10n, t + 20n, 1), phase(t + 15n, t + 30n, 0)]);
    await attempt([phase(t + 10n, t + 20n, 1), phase(t + 20n, t + 30n, 0)], true);
    await setPhases(c, drop, [
      phase(t + 10n, t + 20n, 0),
      phase(t + 20n, t + 30n, 5),
      phase(t + 30n, t + 40n, 0),
    ]);
    expect(await read(c, drop, dropAbi, 'phaseCount')).toBe(3n);
  });

  it('locks the phases once the first token is minted', async () => {
    const drop = await setUpDrop(c, { phases: [await openPhase(c)] });
    await send(c, 'platform', call(drop, 'mintTo', ['0x' + '33'.repeat(20), 2n]));
    await expectRevert(c, 'platform', call(drop, 'setPhases', [[]]), 'PhasesLocked');
  });

  it('refuses more than 1,000 NFTs in a drop', async () => {
    await expect(
      setUpDrop(c, { overrides: { maxSupply: 1001 }, provenance: false }),
    ).rejects.toThrow('InvalidSupply');
    await expect(
      setUpDrop(c, { overrides: { maxSupply: 1000 }, provenance: false }),
    ).resolves.toMatch(/^0x/);
  });
});
