import type { Text } from './messages.ts';

/** One business error: the statusCode the API answers and its text in each language. */
export type ErrorEntry = Text & { code: number };
