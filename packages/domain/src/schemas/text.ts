import { z } from 'zod';

/**
 * Every text of a request is built on this: z.string, refusing the NUL character (`nul`, naming
 * the field), which Postgres cannot store in text or JSON (issue 19: it answered HTTP 500).
 */
export const zString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((s) => !s.includes('\u0000'), { error: 'nul', abort: true });
