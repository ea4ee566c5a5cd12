import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** GET /api/health answers once the database takes queries (ARCHITECTURE.md). */
export async function healthModule(app: FastifyInstance) {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['health'] } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' };
    },
  );
}
