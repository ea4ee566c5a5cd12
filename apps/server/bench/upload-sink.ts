// The transport baseline of `npm run bench:upload`: a bare Fastify server with the same multipart
// plugin, whose one route reads each chunk's form and discards the bytes. What the same requests
// cost when the server does nothing with them: no session, no disk, no database.
// Run as a child process: `node --import tsx apps/server/bench/upload-sink.ts`; prints its port.
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(fastifyMultipart);
app.post('/api/upload/chunk', async (req) => {
  let size = 0;
  for await (const part of req.parts()) {
    if (part.type === 'file') for await (const bytes of part.file) size += (bytes as Buffer).length;
  }
  return { statusCode: 0, data: { size } };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
