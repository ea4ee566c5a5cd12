import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, errorText, messageText } from '@mintfront/domain';
import { loggableError } from '../db/db-errors.ts';
import { AppError } from './app-error.ts';
import { requestLanguage } from './language.ts';
import { RequestValidationError } from './validation.ts';

function sendValidation(err: RequestValidationError, req: FastifyRequest, reply: FastifyReply) {
  const errors = err.describe(requestLanguage(req));
  const first = errors[0]!;
  return reply.code(200).send({
    statusCode: ERRORS.VALIDATION.code,
    statusDesc: `${first.field}: ${first.message}`,
    data: { errors },
  });
}

/** Envelope for every failure (docs/api.md "Envelope and errors"). */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof RequestValidationError) return sendValidation(err, req, reply);
    if (err instanceof AppError) {
      return reply.code(200).send({
        statusCode: err.statusCode,
        statusDesc: errorText(err.key, requestLanguage(req), err.params),
        data: err.data,
      });
    }
    // A body that is not JSON, or an empty JSON body: a validation failure of the body.
    if (
      typeof err.code === 'string' &&
      err.code.startsWith('FST_ERR_CTP_') &&
      err.statusCode === 400
    ) {
      const lang = requestLanguage(req);
      const message = messageText('invalid', lang, { field: 'body' });
      return reply.code(200).send({
        statusCode: ERRORS.VALIDATION.code,
        statusDesc: `body: ${message}`,
        data: { errors: [{ field: 'body', key: 'invalid', message }] },
      });
    }
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return reply
        .code(err.statusCode)
        .send({ statusCode: err.statusCode, statusDesc: err.message, data: {} });
    }
    req.log.error({ err: loggableError(err) }, 'unexpected fault');
    return reply.code(500).send({ statusCode: 500, statusDesc: 'Internal Server Error' });
  });
}
