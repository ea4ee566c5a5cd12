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

/** Types a value of the wrong type is told to be; other types answer `invalid`. */
const TYPE_MESSAGES: Record<string, string> = {
  string: 'typeText',
  number: 'number',
  int: 'number',
  array: 'typeList',
};

/**
 * The MESSAGES key of an issue. A schema's message is kept unless it names another rule than the
 * one broken (issue 19 item 10): `required` of a value that was sent, the text length of a list,
 * or "must be a number" of a number out of range.
 */
export function messageOf(issue: $ZodIssue): string {
  const key = issue.message in MESSAGES ? issue.message : 'invalid';
  // Absent, null and blank count as missing: `required` stays theirs.
  const input: unknown = 'input' in issue ? issue.input : undefined;
  const sent =
    input !== undefined && input !== null && !(typeof input === 'string' && input.trim() === '');
  if (issue.code === 'invalid_type' && key === 'required' && sent)
    return TYPE_MESSAGES[issue.expected] ?? 'invalid';
  if (issue.code === 'invalid_union' && key === 'required' && sent) return 'invalid';
  if (
    issue.code === 'too_big' &&
    issue.origin === 'array' &&
    (key === 'tooLong' || key === 'invalid')
  )
    return 'tooMany';
  if (issue.code !== 'invalid_type' && key === 'number') return 'invalid';
  return key;
}

/** True when every branch of a failed union refused the value's type itself: none came close. */
const noBranchFits = (errors: $ZodIssue[][]) =>
  errors.every((branch) => branch.every((i) => i.code === 'invalid_type' && i.path.length === 0));

/**
 * A failed union reports the issues of the branch that came closest, so the field is named; when
 * the value fits no branch's type, the union's own message (a list of texts or numbers is not
 * "must be text").
 */
export function flatten(issue: $ZodIssue): $ZodIssue[] {
  if (issue.code === 'invalid_union' && issue.errors.length > 0 && !noBranchFits(issue.errors)) {
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
    // The input of each issue tells a wrong type from a missing value (messageOf); it is not answered.
    const result = safeParse(schema, data, { reportInput: true });
    // Headers keep every field: the schema only checks the ones it names.
    if (result.success)
      return {
        value:
          part === 'headers' ? { ...(data as object), ...(result.data as object) } : result.data,
      };
    const issues = result.error.issues
      .flatMap(flatten)
      .map((i) => ({ path: i.path, message: messageOf(i), params: issueParams(i) }));
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
