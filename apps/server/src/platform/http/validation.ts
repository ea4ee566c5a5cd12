import type { FastifySchemaCompiler } from 'fastify';
import { MESSAGES, messageText, type Language } from '@mintfront/domain';
import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';

type Issue = { path: PropertyKey[]; message: string; params: Record<string, string | number> };

function issueParams(issue: $ZodIssue): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('values' in issue && Array.isArray(issue.values)) params.options = issue.values.join(', ');
  if ('options' in issue && Array.isArray(issue.options)) params.options = issue.options.join(', ');
  return params;
}

/** A failed union reports the issues of the branch that came closest, so the field is named. */
export function flatten(issue: $ZodIssue): $ZodIssue[] {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return closest.flatMap((i) => flatten({ ...i, path: [...issue.path, ...i.path] } as $ZodIssue));
  }
  return [issue];
}

/** A request that failed its schema (40001): the issues name the field and the MESSAGES key. */
export class RequestValidationError extends Error {
  readonly statusCode = 200;
  constructor(
    readonly part: string,
    readonly issues: Issue[],
  ) {
    super('Invalid request');
    this.name = 'RequestValidationError';
  }

  /** `{ field, message, key }` per issue in a language; the first one makes the statusDesc. */
  describe(lang: Language) {
    return this.issues.map((issue) => {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : this.part;
      const key = issue.message in MESSAGES ? issue.message : 'invalid';
      return { field, key, message: messageText(key, lang, { field, ...issue.params }) };
    });
  }
}

/** A rule the service checks against stored data, reported like a schema failure. */
export function fieldError(field: string, key: keyof typeof MESSAGES): RequestValidationError {
  return new RequestValidationError('body', [{ path: [field], message: key, params: {} }]);
}

/** Every body, query, params and headers schema is a zod schema parsed here (API.md). */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart }) => {
  const part = httpPart === 'querystring' ? 'query' : (httpPart ?? 'body');
  return (data: unknown) => {
    const result = safeParse(schema, data);
    // Headers keep every field: the schema only checks the ones it names.
    if (result.success)
      return {
        value:
          part === 'headers' ? { ...(data as object), ...(result.data as object) } : result.data,
      };
    const issues = result.error.issues
      .flatMap(flatten)
      .map((i) => ({ path: i.path, message: i.message, params: issueParams(i) }));
    return { error: new RequestValidationError(part, issues) };
  };
};

/**
 * Throws a request's validation failure, except that an issue whose message is a catalogue rule
 * (e.g. `boxEmpty` → E104) answers that catalogue error instead of 40001.
 */
export function throwValidation(
  err: Error | undefined,
  catalogue: Record<string, () => Error>,
): void {
  if (!err) return;
  if (err instanceof RequestValidationError) {
    for (const issue of err.issues) {
      const make = catalogue[issue.message];
      if (make) throw make();
    }
  }
  throw err;
}

/** Parses data that did not come through a route schema (multipart text fields) and fails like one (40001). */
export function parseRequestPart<S extends $ZodType>(
  schema: S,
  data: unknown,
  httpPart = 'body',
): output<S> {
  const result = zodValidatorCompiler({ schema, httpPart, method: 'POST', url: '' })(data) as {
    value?: output<S>;
    error?: RequestValidationError;
  };
  if (result.error) throw result.error;
  return result.value as output<S>;
}
