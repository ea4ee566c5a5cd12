type PgLikeError = { code?: string; constraint?: string; message?: string; detail?: string };

function pgCause(err: unknown): PgLikeError | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as PgLikeError & { cause?: unknown };
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  return e.cause ? pgCause(e.cause) : undefined;
}

/** True when a query failed on the unique constraint (or index) named. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const cause = pgCause(err);
  return cause?.code === '23505' && cause.constraint === constraint;
}

/** True when a query failed on the foreign key named: 23503, or 23001 for an ON DELETE RESTRICT key. */
export function isForeignKeyViolation(err: unknown, constraint: string): boolean {
  const cause = pgCause(err);
  return (cause?.code === '23503' || cause?.code === '23001') && cause.constraint === constraint;
}

/** The key a foreign key violation names (`Key (id)=(42) is still referenced …`), as text; undefined when it names none. */
export function violatedKey(err: unknown): string | undefined {
  return /^Key \([^)]*\)=\(([^)]*)\)/.exec(pgCause(err)?.detail ?? '')?.[1];
}

/**
 * Drizzle's query errors carry the SQL parameters (password and token hashes among them):
 * only the driver's own error goes to the log.
 */
export function loggableError(err: unknown): unknown {
  if (err instanceof Error && err.name === 'DrizzleQueryError' && err.cause instanceof Error) {
    const cause = err.cause as Error & PgLikeError;
    return {
      type: 'DrizzleQueryError',
      message: cause.message,
      code: cause.code,
      constraint: cause.constraint,
      stack: cause.stack,
    };
  }
  return err;
}
