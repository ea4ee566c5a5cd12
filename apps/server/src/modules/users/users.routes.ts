import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountInfoBody,
  authHeaders,
  investigationBody,
  languageBody,
  tutorialCompleteBody,
  userInfoBody,
} from '@mintfront/domain';
import { ok } from '../../platform/http/envelope.ts';
import { usersService } from './users.service.ts';

const user = { access: 'user' } as const;
const schema = <T extends object = object>(extra: T = {} as T) => ({
  tags: ['users'],
  security: [{ bearer: [] }],
  headers: authHeaders,
  ...extra,
});

/** The signed-in user's own account (docs/api.md "Accounts"). */
export async function usersModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uid = (req: { user: { id: number } | null }) => req.user!.id;

  r.get('/api/user/info', { config: user, schema: schema() }, async (req) =>
    ok(await usersService.get(app.db, uid(req))),
  );
  r.put('/api/user/info', { config: user, schema: schema({ body: userInfoBody }) }, async (req) =>
    ok(await usersService.updateProfile(app.db, uid(req), req.body)),
  );
  r.put(
    '/api/account/info',
    { config: user, schema: schema({ body: accountInfoBody }) },
    async (req) => ok(await usersService.updateAccount(app.db, uid(req), req.body)),
  );
  r.put(
    '/api/user/language',
    { config: user, schema: schema({ body: languageBody }) },
    async (req) => ok(await usersService.setLanguage(app.db, uid(req), req.body.language)),
  );
  r.post(
    '/api/tutorial/complete',
    { config: user, schema: schema({ body: tutorialCompleteBody }) },
    async (req) => ok(await usersService.completeTutorial(app.db, uid(req), req.body.bit)),
  );
  r.get('/api/register/investigation', { config: user, schema: schema() }, async (req) =>
    ok(await usersService.getInvestigation(app.db, uid(req))),
  );
  r.post(
    '/api/register/investigation',
    { config: user, schema: schema({ body: investigationBody }) },
    async (req) => ok(await usersService.saveInvestigation(app.db, uid(req), req.body)),
  );
}
