import { z } from 'zod';

type TypeIssue = { code: string; input?: unknown };

/**
 * The `error` of a type check: a missing value (undefined or null) answers `missing`, a value of
 * another type `wrongType` (issue 19 item 10: `email: 123` answered "email is required"). Other
 * issues answer `other`, or zod's own text when it is undefined.
 */
export const typeError =
  (missing: string, wrongType: string, other?: string) =>
  (iss: TypeIssue): string | undefined => {
    if (iss.code !== 'invalid_type') return other;
    return iss.input === undefined || iss.input === null ? missing : wrongType;
  };

/**
 * Every text of a request is built on this: z.string, refusing the NUL character (`nul`, naming
 * the field), which Postgres cannot store in text or JSON (issue 19: it answered HTTP 500). Its
 * `error` is what a missing text answers (`required` unless given); a value that is not text
 * answers `typeText`.
 */
export const zString = (params?: { error?: string }) => {
  const missing = params?.error ?? 'required';
  return z
    .string({ error: typeError(missing, 'typeText', params?.error) })
    .refine((s) => !s.includes('\u0000'), { error: 'nul', abort: true });
};
