import type { FastifyInstance } from 'fastify';
import type { SalesDeps } from '../sales/index.ts';

/** What the airdrops module needs: selling's deps and the public URL its files are served at. */
export type AirdropsDeps = SalesDeps & { publicUrl: string };

export const airdropsDeps = (app: FastifyInstance): AirdropsDeps => ({
  db: app.db,
  chain: app.chain,
  publicUrl: app.config.publicUrl,
});
