import type { EvmChainKey } from '@mintfront/domain';
import {
  BlockNotFoundError,
  type AbiEvent,
  type Address,
  type BaseError,
  type Chain,
  type Hash,
  type PublicClient,
  type Transport,
} from 'viem';
import type { Db } from '../db/db-client.ts';
import type { ChainClients } from './clients.ts';
import { chainCursorsRepo } from './chain-cursors.repo.ts';
import { isChainFault, isLogRangeTooLarge } from './chain-faults.ts';

/** A decoded event log of a followed contract. */
export type ChainEventLog = {
  eventName: string;
  args: Record<string, unknown>;
  address: Address;
  blockNumber: bigint;
  transactionHash: Hash;
  logIndex: number;
};

/**
 * What an area follows on every chain: some events of some contracts. Adding another contract's
 * events (the market's) is one more handler.
 */
export type LogHandler = {
  /** Names the handler's cursor, one per chain (or one per contract, see `cursorPer`). */
  name: string;
  events: readonly AbiEvent[];
  /**
   * `chain` (the default): one cursor per chain, one getLogs for all the handler's contracts.
   * `contract`: one cursor per contract (`contractCursor(name, address)`), each read from its own
   * start block: for contracts that join with a history of their own (imported collections).
   */
  cursorPer?: 'chain' | 'contract';
  /** The contracts to follow on the chain now. */
  contracts(db: Db, chain: EvmChainKey): Promise<Address[]>;
  /**
   * The first block worth reading while the cursor does not exist yet (of the chain, or of
   * `contract` when the handler has a cursor per contract); null while there is nothing to follow.
   */
  startBlock(
    db: Db,
    chain: EvmChainKey,
    client: PublicClient<Transport, Chain>,
    contract?: Address,
  ): Promise<bigint | null>;
  /** Records the logs of one block range, in the transaction that advances the cursor past it. */
  record(tx: Db, chain: EvmChainKey, logs: ChainEventLog[]): Promise<void>;
  /**
   * Forgets what it recorded of `contracts` from `block` on (the chain replaced those blocks), in
   * the transaction that moves their cursor back.
   */
  forget(tx: Db, chain: EvmChainKey, block: bigint, contracts: Address[]): Promise<void>;
};

/** The cursor name of one contract of a handler with a cursor per contract. */
export const contractCursor = (handler: string, contract: string) =>
  `${handler}:${contract.toLowerCase()}`;

/** What one cursor follows: a handler's contracts of a chain, or one of them. */
type Stream = {
  handler: LogHandler;
  /** The cursor's name. */
  source: string;
  /** Read after the chain's head: a contract that logged by then was in the database before. */
  contracts(): Promise<Address[]>;
  startBlock(client: PublicClient<Transport, Chain>): Promise<bigint | null>;
};

/**
 * Blocks a log must be under before it is recorded. Real chains can replace their last blocks, so
 * only blocks this deep are read; the local chain (anvil, one node) never does.
 */
export const CONFIRMATIONS: Record<EvmChainKey, bigint> = {
  local: 0n,
  ethereum: 12n,
  sepolia: 12n,
  polygon: 64n,
  'polygon-amoy': 64n,
};
/** How far back a chain that went back (its block at the cursor changed) is read again. */
export const REWIND_BLOCKS = 64n;
/** Logs one range records at most (unless it is one block): one transaction each, and PGlite has one connection for every request. */
export const LOGS_PER_RANGE = 1000;

/**
 * True when `err` is the node's, not ours: the chain cannot be read, or the node has no block it
 * named (a load-balanced provider's nodes are not all at the same height).
 */
const isNodeFault = (err: unknown): err is BaseError =>
  isChainFault(err) || err instanceof BlockNotFoundError;

type IndexerLog = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type ChainIndexerOptions = {
  db: Db;
  clients: () => ChainClients | null;
  log: IndexerLog;
  /** The widest block range of one getLogs; halved while the node finds the answer too large. */
  blocksPerRead?: number;
  /** Idle wait between passes. */
  pollMs?: number;
};

export type ChainIndexer = {
  /** Areas register their handlers while they register their routes. */
  register(handler: LogHandler): void;
  /** Reads every chain up to its head (less its confirmations) for every handler; passes run one at a time. Rejects on a fault that is not the chain's. */
  runOnce(): Promise<void>;
  start(): void;
  /** Ends the loop after the range it is recording. */
  stop(): Promise<void>;
};

/** The indexer of chain events (ARCHITECTURE.md "Selling and the storefront"): each event recorded exactly once. */
export function createChainIndexer(options: ChainIndexerOptions): ChainIndexer {
  const { db, log, blocksPerRead = 2000, pollMs = 1000 } = options;
  const handlers: LogHandler[] = [];
  /** `chain:handler` of the outages already logged. */
  const outages = new Set<string>();
  let pass: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | undefined;
  let running = false;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;

  /**
   * One getLogs from `from`, narrowed while the answer is too large or holds more than
   * LOGS_PER_RANGE logs; answers the logs, the last block they cover and its hash.
   */
  async function readLogs(
    client: PublicClient<Transport, Chain>,
    handler: LogHandler,
    addresses: Address[],
    from: bigint,
    to: bigint,
    span: { blocks: bigint },
  ) {
    for (;;) {
      // Nothing to ask getLogs: the range goes to `to` at once.
      const last = addresses.length && from + span.blocks - 1n < to ? from + span.blocks - 1n : to;
      // The hash before the logs: a block replaced meanwhile shows as a changed hash on the next pass.
      const { hash } = await client.getBlock({ blockNumber: last });
      if (!addresses.length) return { logs: [], last, hash };
      try {
        const logs = await client.getLogs({
          address: addresses,
          events: handler.events,
          fromBlock: from,
          toBlock: last,
          strict: true,
        });
        if (logs.length <= LOGS_PER_RANGE || last === from)
          return { logs: logs as unknown as ChainEventLog[], last, hash };
      } catch (err) {
        if (!isLogRangeTooLarge(err) || last === from) throw err;
      }
      span.blocks = (last - from + 1n) / 2n;
    }
  }

  /**
   * Moves the cursor back when the block it stands on is no longer the chain's. Compared with the
   * tip, not the confirmed head: a load-balanced provider's block number may step back a little.
   */
  async function rewindIfReplaced(
    client: PublicClient<Transport, Chain>,
    chain: EvmChainKey,
    stream: Stream,
    tip: bigint,
  ) {
    const { handler, source } = stream;
    const cursor = await chainCursorsRepo.find(db, chain, source);
    if (!cursor?.lastHash) return;
    const last = BigInt(cursor.lastBlock);
    const block = last <= tip ? await client.getBlock({ blockNumber: last }) : null;
    if (block?.hash === cursor.lastHash) return;
    const back = (last < tip ? last : tip) - REWIND_BLOCKS;
    const target = back > 0n ? back : 0n;
    log.warn(
      { chain, source, from: String(last), to: String(target) },
      'the chain replaced indexed blocks; reading them again',
    );
    const contracts = await stream.contracts();
    await db.transaction(async (tx) => {
      const locked = await chainCursorsRepo.lock(tx, chain, source, 0);
      if (locked.lastBlock !== cursor.lastBlock) return;
      await handler.forget(tx, chain, target + 1n, contracts);
      await chainCursorsRepo.advance(tx, chain, source, Number(target), '');
    });
  }

  async function follow(chain: EvmChainKey, stream: Stream) {
    const { handler, source } = stream;
    const client = options.clients()!.publicClient(chain);
    const tip = await client.getBlockNumber({ cacheTime: 0 });
    const head = tip - CONFIRMATIONS[chain];
    await rewindIfReplaced(client, chain, stream, tip);
    const cursor = await chainCursorsRepo.find(db, chain, source);
    const start = cursor ? BigInt(cursor.lastBlock) + 1n : await stream.startBlock(client);
    if (start === null) return;
    let from = start;
    const addresses = await stream.contracts();
    const span = { blocks: BigInt(blocksPerRead) };
    while (from <= head && !stopping) {
      const { logs, last, hash }: { logs: ChainEventLog[]; last: bigint; hash: Hash } =
        await readLogs(client, handler, addresses, from, head, span);
      const expected = Number(from - 1n);
      const recorded = await db.transaction(async (tx) => {
        const locked = await chainCursorsRepo.lock(tx, chain, source, expected);
        if (locked.lastBlock !== expected) return false; // another server recorded this range
        await handler.record(tx, chain, logs);
        await chainCursorsRepo.advance(tx, chain, source, Number(last), hash);
        return true;
      });
      if (!recorded) return;
      from = last + 1n;
      // Widen again after a narrowed read, up to blocksPerRead.
      span.blocks =
        span.blocks * 2n < BigInt(blocksPerRead) ? span.blocks * 2n : BigInt(blocksPerRead);
    }
    await chainCursorsRepo.markReachable(db, chain, source);
    outages.delete(`${chain}:${source}`);
  }

  /** The cursors of a handler on a chain: one, or one per contract it follows now. */
  async function streamsOf(chain: EvmChainKey, handler: LogHandler): Promise<Stream[]> {
    if (handler.cursorPer !== 'contract')
      return [
        {
          handler,
          source: handler.name,
          contracts: () => handler.contracts(db, chain),
          startBlock: (client) => handler.startBlock(db, chain, client),
        },
      ];
    // A contract added after this list is read has no logs to miss: it starts from its own start block.
    return (await handler.contracts(db, chain)).map((address) => ({
      handler,
      source: contractCursor(handler.name, address),
      contracts: async () => [address],
      startBlock: (client) => handler.startBlock(db, chain, client, address),
    }));
  }

  /** Follows one stream; a fault of the node marks its cursor (the answers say so), any other is answered. */
  async function followOrMark(chain: EvmChainKey, stream: Stream): Promise<unknown> {
    try {
      await follow(chain, stream);
    } catch (err) {
      if (!isNodeFault(err)) return err;
      const { source } = stream;
      await chainCursorsRepo.markUnreachable(db, chain, source);
      // One warning per outage, also before the handler has a cursor to mark.
      if (outages.has(`${chain}:${source}`)) return undefined;
      outages.add(`${chain}:${source}`);
      // Not the whole error: its text names the RPC URL, which may hold the provider's key.
      log.warn(
        { chain, source, err: { name: err.name, message: err.shortMessage } },
        'the chain cannot be read; answers use the recorded events',
      );
    }
    return undefined;
  }

  async function runPass() {
    const clients = options.clients();
    if (!clients) return;
    let failure: unknown;
    for (const chain of clients.keys) {
      for (const handler of handlers) {
        try {
          for (const stream of await streamsOf(chain, handler))
            failure ??= await followOrMark(chain, stream);
        } catch (err) {
          failure ??= err;
        }
      }
    }
    if (failure) throw failure;
  }

  async function run() {
    while (running) {
      try {
        await indexer.runOnce();
      } catch (err) {
        log.error({ err }, 'indexing chain events failed');
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  }

  const indexer: ChainIndexer = {
    register(handler) {
      if (handlers.some((h) => h.name === handler.name))
        throw new Error(`log handler ${handler.name} registered twice`);
      handlers.push(handler);
    },
    runOnce() {
      // Callers arriving while a pass waits to start share it: at most one runs and one waits.
      if (!waiting) {
        waiting = pass
          .catch(() => undefined)
          .then(() => {
            waiting = undefined;
            return runPass();
          });
        pass = waiting;
      }
      return waiting;
    },
    start() {
      if (running) return;
      running = true;
      stopping = false;
      loop = run();
    },
    async stop() {
      running = false;
      stopping = true;
      wakeUp?.();
      await loop;
      await pass.catch(() => undefined);
    },
  };
  return indexer;
}
