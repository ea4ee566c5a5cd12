import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountCheckQuery,
  authHeaders,
  forgotPasswordBody,
  loginBody,
  passwordUpdateBody,
  passwordVerificationBody,
  registerVerificationQuery,
  verifyCodeBody,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { passwordService } from './accounts-password.service.ts';
import { accountsService } from './accounts.service.ts';
import { walletLogin } from './accounts-wallet.service.ts';
import { siweSiteWithStores } from '../wallets/wallets.service.ts';

const open = { access: 'public' } as const;
const tags = ['accounts'];

/** The login API of API.md "Accounts" (wallet sign-in: accounts-wallet.service.ts). */
export async function accountsModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.db,
    mailer: app.mailer,
    codeSendsPerIpHour: app.config.codeSendsPerIpHour,
  };

  r.get(
    '/api/registerVerification',
    { config: open, schema: { tags, querystring: registerVerificationQuery } },
    async (req) =>
      ok(
        await accountsService.sendRegisterCode(deps, {
          email: req.query.email,
          ip: req.ip,
          lang: requestLanguage(req),
        }),
      ),
  );

  r.get(
    '/api/account/check',
    { config: open, schema: { tags, querystring: accountCheckQuery } },
    async (req) => ok(await accountsService.exists(app.db, req.query)),
  );

  r.post(
    '/api/verify/code',
    { config: open, schema: { tags, body: verifyCodeBody } },
    async (req) =>
      ok(
        await accountsService.register(deps, req.body, { ip: req.ip, lang: requestLanguage(req) }),
      ),
  );

  const walletDeps = {
    db: app.db,
    site: siweSiteWithStores(app.db, app.config.publicUrl, app.config.storeDomain),
    clients: app.chain,
  };
  r.post('/api/login', { config: open, schema: { tags, body: loginBody } }, async (req) =>
    ok(
      'wallet' in req.body
        ? await walletLogin(walletDeps, req.body, requestLanguage(req))
        : await accountsService.login(app.db, req.body, req.ip),
    ),
  );

  r.post(
    '/api/logout',
    {
      config: { access: 'user' },
      schema: { tags, headers: authHeaders, security: [{ bearer: [] }] },
    },
    async (req) => ok(await accountsService.logout(app.db, req.sessionId!)),
  );

  r.post(
    '/api/password/forgot/random',
    { config: open, schema: { tags, body: forgotPasswordBody } },
    async (req) =>
      ok(
        await passwordService.sendResetCode(deps, {
          email: req.body.email,
          ip: req.ip,
          lang: requestLanguage(req),
        }),
      ),
  );

  r.post(
    '/api/password/verification',
    { config: open, schema: { tags, body: passwordVerificationBody } },
    async (req) => ok(await passwordService.exchangeResetCode(app.db, { ...req.body, ip: req.ip })),
  );

  // Public: with a reset_token no session is needed; with old_password the caller's session is.
  r.post(
    '/api/password/update',
    { config: open, schema: { tags, body: passwordUpdateBody, headers: authHeaders } },
    async (req) =>
      ok(
        await passwordService.update(
          app.db,
          req.body,
          req.user && req.sessionId ? { user: req.user, sessionId: req.sessionId } : null,
        ),
      ),
  );
}
