import { join } from 'node:path';
import fp from 'fastify-plugin';
import { ChunkStore } from './chunk-store.ts';
import type { Storage } from './storage.ts';
import { storageFromConfig, type StorageConfig } from './storage-from-config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live: S3 when STORAGE_URL is set, else DATA_DIR/uploads. */
    storage: Storage;
    /** Chunks of resumable uploads, in DATA_DIR/chunks: one store, so one process's open uploads are known once. */
    chunks: ChunkStore;
  }
}

export type StoragePluginOptions = StorageConfig & { maxChunks: number };

/** Builds the configured storage and the chunk store once; every area that stores or serves files uses them. */
export const storagePlugin = fp<StoragePluginOptions>(
  async (app, opts) => {
    app.decorate('storage', storageFromConfig(opts));
    const chunks = new ChunkStore(join(opts.dataDir, 'chunks'), { maxChunks: opts.maxChunks });
    app.decorate('chunks', chunks);
    app.addHook('onClose', async () => {
      await chunks.closeAll();
    });
  },
  { name: 'storage' },
);
