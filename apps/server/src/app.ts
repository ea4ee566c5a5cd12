import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { MAX_CHUNKS } from '@mintfront/domain';
import type { Config } from './config.ts';
import { accountsModule } from './modules/accounts/accounts.routes.ts';
import { collaboratorsModule } from './modules/collaborators/collaborators.routes.ts';
import { categoriesModule } from './modules/categories/categories.routes.ts';
import { collectionsModule } from './modules/collections/collections.routes.ts';
import { nftsModule } from './modules/nfts/nfts.routes.ts';
import { mysteryBoxesModule } from './modules/mystery-boxes/mystery-boxes.routes.ts';
import { nftBulkModule } from './modules/nft-bulk/nft-bulk.routes.ts';
import { paymentTokensModule } from './modules/payment-tokens/payment-tokens.routes.ts';
import { configModule } from './modules/config/config.routes.ts';
import { discountsModule } from './modules/discounts/discounts.routes.ts';
import { healthModule } from './modules/health/health.routes.ts';
import { payoutGroupsModule } from './modules/payout-groups/payout-groups.routes.ts';
import { shopsModule } from './modules/shops/shops.routes.ts';
import { salesModule } from './modules/sales/sales.routes.ts';
import { dropsModule } from './modules/drops/drops.routes.ts';
import { airdropsModule } from './modules/airdrops/airdrops.routes.ts';
import { claimAirdropOf } from './modules/airdrops/index.ts';
import { rafflesModule } from './modules/raffles/raffles.routes.ts';
import { storefrontModule } from './modules/storefront/storefront.routes.ts';
import { uploadsModule } from './modules/uploads/uploads.routes.ts';
import { usersModule } from './modules/users/users.routes.ts';
import { walletsModule } from './modules/wallets/wallets.routes.ts';
import { whitelistsModule } from './modules/whitelists/whitelists.routes.ts';
import { themesModule } from './modules/themes/themes.routes.ts';
import { pagesModule } from './modules/pages/pages.routes.ts';
import { marketingModule } from './modules/marketing/marketing.routes.ts';
import { navigationModule } from './modules/navigation/navigation.routes.ts';
import { domainsModule } from './modules/domains/domains.routes.ts';
import { accessPlugin } from './platform/auth/access-plugin.ts';
import {
  chainIndexerPlugin,
  type ChainIndexerPluginOptions,
} from './platform/chain/chain-indexer-plugin.ts';
import { chainPlugin } from './platform/chain/chain-plugin.ts';
import type { ChainClients } from './platform/chain/clients.ts';
import { dbPlugin } from './platform/db/db-plugin.ts';
import { registerConsole } from './platform/http/console-static.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { dropNotFoundHeadBodies } from './platform/http/head-requests.ts';
import { installJsonBodyParser } from './platform/http/json-body.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { zodValidatorCompiler } from './platform/http/validation.ts';
import { jobsPlugin, type JobsOptions } from './platform/jobs/jobs-plugin.ts';
import { mailPlugin } from './platform/mail/mail-plugin.ts';
import { storagePlugin } from './platform/storage/storage-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type BuildOptions = {
  /** Sees every route as it is registered (the authorization matrix test uses it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** viem clients of the chains (main.ts starts anvil; a test hands its own). Without: chain routes answer CHAIN_UNAVAILABLE. */
  chain?: ChainClients;
  /** The jobs worker loop; tests may drive a worker themselves with { worker: false }. */
  jobs?: JobsOptions;
  /** The chain indexer's loop; tests may drive it themselves with { loop: false }. */
  indexer?: ChainIndexerPluginOptions;
};

/** Fastify with the platform plugins and every module (ARCHITECTURE.md "Server layout"). */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // HEAD answers like GET without a body (issue 19 item 7).
    exposeHeadRoutes: true,
    // Opening the database runs its migrations: on a large database or a busy machine that takes
    // longer than Fastify's 10 s default, and a start must not fail for it.
    pluginTimeout: 120_000,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('config', config);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  registerSecurityHeaders(app);
  dropNotFoundHeadBodies(app);
  installJsonBodyParser(app);

  await app.register(dbPlugin, { database: config.database });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    host: config.host,
  });
  await app.register(storagePlugin, {
    dataDir: config.dataDir,
    storageUrl: config.storageUrl,
    maxChunks: MAX_CHUNKS,
  });
  await app.register(accessPlugin);
  await app.register(chainPlugin, { clients: options.chain ?? null });
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(chainIndexerPlugin, options.indexer ?? {});
  await registerOpenApi(app);

  await app.register(healthModule);
  await app.register(configModule);
  await app.register(accountsModule);
  await app.register(usersModule);
  await app.register(shopsModule);
  await app.register(walletsModule);
  await app.register(collectionsModule);
  await app.register(nftsModule);
  await app.register(mysteryBoxesModule);
  await app.register(nftBulkModule);
  await app.register(categoriesModule);
  await app.register(uploadsModule);
  await app.register(payoutGroupsModule);
  await app.register(whitelistsModule);
  await app.register(discountsModule);
  await app.register(collaboratorsModule);
  await app.register(paymentTokensModule);
  await app.register(salesModule);
  await app.register(dropsModule, { airdropClaim: claimAirdropOf });
  await app.register(airdropsModule);
  await app.register(rafflesModule);
  await app.register(storefrontModule);
  await app.register(themesModule);
  await app.register(pagesModule);
  await app.register(marketingModule);
  await app.register(navigationModule);
  await app.register(domainsModule);

  await registerConsole(app, config.consoleDist);
  return app;
}
