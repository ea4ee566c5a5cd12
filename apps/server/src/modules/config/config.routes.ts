import type { FastifyInstance } from 'fastify';
import { CHAINS, LANGUAGES, REVENUE_BANDS } from '@mintfront/domain';
import { chainAvailability } from '../../platform/chain/chain-availability.ts';
import { ok } from '../../platform/http/envelope.ts';
import { marketAddresses } from '../sales/index.ts';

/** GET /api/config (public): what the console needs before anyone signs in (docs/api.md). */
export async function configModule(app: FastifyInstance) {
  app.get('/api/config', { config: { access: 'public' }, schema: { tags: ['config'] } }, async () =>
    ok({
      // The market contract per chain (API.md "Selling"): deployed on the local chain, configured elsewhere.
      markets: await marketAddresses(app.db),
      chains: CHAINS,
      // Which chains a store can deploy and mint on here, and the setting that enables the others.
      chain_availability: chainAvailability(app.chain, Boolean(app.config.chain.operator)),
      languages: LANGUAGES,
      revenueBands: REVENUE_BANDS,
      // Stores answer at {subdomain}.<store_domain> (STORE_DOMAIN).
      store_domain: app.config.storeDomain,
      mail: { delivery: app.mailer.delivery, outbox_page: app.outboxPage },
      // The console offers WalletConnect only with a project id (WALLETCONNECT_PROJECT_ID).
      walletConnect: app.config.walletConnectProjectId
        ? { projectId: app.config.walletConnectProjectId }
        : null,
    }),
  );
}
