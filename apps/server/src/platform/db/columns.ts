import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** The column helpers every table file shares. */

/** A point in time, with its zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An amount in a coin's smallest unit, or a token id: a uint256 on chain, kept whole. */
export const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0 });
