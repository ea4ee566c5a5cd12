import { createServer } from 'node:net';
import { ResponseBodyTooLargeError, createPublicClient, custom } from 'viem';
import type { TestChain } from './chain.ts';

// Nodes that behave as real providers do, in front of the test chain.

/** A local port nothing listens on: an RPC URL of a node that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** What a capped node counts: every getLogs asked, and those refused as too large. */
export type LogsCount = { calls: number; tooLarge: number };

/**
 * The test chain behind a node whose getLogs answer holds at most `maxLogs` logs (as viem's cap on
 * an answer's size); `count` follows its getLogs calls.
 */
export function cappedLogsClient(chain: TestChain, maxLogs: number, count: LogsCount) {
  return createPublicClient({
    chain: chain.publicClient.chain,
    transport: custom({
      request: async ({ method, params }) => {
        const answer = await chain.publicClient.request({ method, params } as never);
        if (method !== 'eth_getLogs') return answer;
        count.calls++;
        const logs = answer as unknown[];
        if (logs.length > maxLogs) {
          count.tooLarge++;
          throw new ResponseBodyTooLargeError({ maxSize: maxLogs, size: logs.length });
        }
        return logs;
      },
    }),
  });
}
