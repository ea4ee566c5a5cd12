import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authHeaders, walletBindBody, walletMessageQuery } from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { shopsService } from '../shops/shops.service.ts';
import { loginSite, siweSite, siweSiteWithStores, walletsService } from './wallets.service.ts';

const tags = ['wallets'];
const signedIn = { tags, headers: authHeaders, security: [{ bearer: [] }] };

/** Sign-in with Ethereum (API.md "Accounts") and the store owner's wallet (API.md "Stores"). */
export async function walletsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const site = siweSite(app.config.publicUrl);
  const { storeDomain } = app.config;
  const loginSites = siweSiteWithStores(app.db, app.config.publicUrl, storeDomain);

  r.get(
    '/api/wallet/random',
    { config: { access: 'public' }, schema: { tags, querystring: walletMessageQuery } },
    async (req) =>
      ok(
        await walletsService.issueMessage(app.db, await loginSite(loginSites, req.host), {
          wallet: req.query.wallet,
          chainId: req.query.chain_id,
          purpose: 'login',
          ip: req.ip,
        }),
      ),
  );

  r.get(
    '/api/wallet/sign',
    { config: { access: 'user' }, schema: { ...signedIn, querystring: walletMessageQuery } },
    async (req) =>
      ok(
        await walletsService.issueMessage(app.db, site, {
          wallet: req.query.wallet,
          chainId: req.query.chain_id,
          purpose: 'bind',
          userId: req.user!.id,
          ip: req.ip,
        }),
      ),
  );

  // Owner only: the wallet becomes the owner of the store's contracts deployed from now on.
  r.post(
    '/api/shop/wallet/bind',
    {
      config: { access: 'shop', mask: 0, owner: true },
      schema: { ...signedIn, body: walletBindBody },
    },
    async (req) => {
      await walletsService.bindShopWallet(
        app.db,
        { site, clients: app.chain },
        req.shop!,
        req.user!.id,
        req.body,
      );
      return ok(await shopsService.info(app.db, req.shop!.id, req, storeDomain));
    },
  );
}
