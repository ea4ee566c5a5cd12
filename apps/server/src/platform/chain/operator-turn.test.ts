import { keccak256, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test/chain.ts';
import { operatorTurn } from './operator-turn.ts';

// Issue 20: selling's operator transactions and the mint jobs share one account; they must not take the same nonce.
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
}, 60_000);
afterAll(async () => {
  await chain?.stop();
});

const to = '0x000000000000000000000000000000000000dEaD' as const;

describe('operatorTurn', () => {
  it('lets transactions signed at once take one nonce each, as a job signs them (prepare, sign, send raw)', async () => {
    const writer = chain.clients.walletClient('local');
    const reader = chain.publicClient;
    const start = await reader.getTransactionCount({ address: writer.account.address });
    const sendOne = () =>
      operatorTurn(writer, async () => {
        // A nonce read from the node's pending count: the same for all without the turn.
        const request = await writer.prepareTransactionRequest({
          account: writer.account,
          chain: writer.chain,
          to,
          value: 1n,
        });
        const raw = await writer.signTransaction(request);
        await reader.sendRawTransaction({ serializedTransaction: raw });
        return { nonce: request.nonce, hash: keccak256(raw) };
      });
    // Mixed with sends through viem's own writer, as sell orders send theirs.
    const direct = () =>
      operatorTurn(writer, () => writer.sendTransaction({ to, value: parseEther('0.000001') }));
    const results = await Promise.all([sendOne(), direct(), sendOne(), direct(), sendOne()]);
    const receipts = await Promise.all(
      results.map((r) =>
        reader.waitForTransactionReceipt({ hash: typeof r === 'string' ? r : r.hash }),
      ),
    );
    expect(receipts.every((r) => r.status === 'success')).toBe(true);
    const nonces = results.filter((r) => typeof r !== 'string').map((r) => r.nonce);
    expect(new Set(nonces).size).toBe(3);
    expect(await reader.getTransactionCount({ address: writer.account.address })).toBe(start + 5);
  });

  it('goes on after a turn that failed', async () => {
    const writer = chain.clients.walletClient('local');
    await expect(operatorTurn(writer, () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    const hash = await operatorTurn(writer, () => writer.sendTransaction({ to, value: 1n }));
    expect((await chain.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
  });
});
