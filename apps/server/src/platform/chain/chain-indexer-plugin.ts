import fp from 'fastify-plugin';
import { createChainIndexer, type ChainIndexer } from './chain-indexer.ts';

export type ChainIndexerPluginOptions = {
  /** Run the indexing loop in this server (default true); tests drive it with runOnce() and false. */
  loop?: boolean;
  pollMs?: number;
  blocksPerRead?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Follows the chains' events for the areas' log handlers (platform/chain/chain-indexer.ts). */
    chainIndexer: ChainIndexer;
  }
}

/** The chain indexer, its loop started once the app is ready and ended before the database closes. */
export const chainIndexerPlugin = fp<ChainIndexerPluginOptions>(
  async (app, opts) => {
    const indexer = createChainIndexer({
      db: app.db,
      clients: () => app.chain,
      log: app.log.child({ area: 'chain-indexer' }),
      pollMs: opts.pollMs,
      blocksPerRead: opts.blocksPerRead,
    });
    app.decorate('chainIndexer', indexer);
    if (opts.loop !== false) app.addHook('onReady', async () => indexer.start());
    app.addHook('preClose', async () => indexer.stop());
  },
  { name: 'chain-indexer', dependencies: ['db', 'chain'] },
);
