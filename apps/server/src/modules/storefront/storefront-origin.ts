import type { FastifyRequest } from 'fastify';

/** Files and links in answers point at the host the visitor used (a store's own host or the main one). */
export const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
