import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { NftBulkFile, NftBulkProblem, NftBulkState } from '@mintfront/domain';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { shopIdColumn } from '../../platform/tenancy/shops.tables.ts';
import { nftIdColumn } from '../nfts/index.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import { createdAtColumn, idColumn, ts } from '../../platform/db/columns.ts';

/**
 * Raw bytes, sent as base64 text decoded by PostgreSQL: PGlite's own bytea parameter is hex built a
 * byte at a time (dozens of bytes of garbage per byte of file). Read them with nftBulkRepo.filesOf,
 * which answers base64 too; PGlite hands a plain select back as a Uint8Array, node-postgres a Buffer.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) =>
    sql`decode(${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')}, 'base64')`,
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One bulk creation of a store (spec doc 1 §4 bulk states). The uploaded info and metadata files
 * are kept until verifying has turned them into rows; the counters are what the schedule answers.
 */
export const nftBulkJobs = pgTable(
  'nft_bulk_jobs',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    state: text('state').$type<NftBulkState>().notNull(),
    /** The interface asked for: 1 ERC-721, 2 ERC-1155; each row's collection must be of it. */
    type: integer('type').$type<1 | 2>().notNull(),
    infoName: text('info_name').notNull(),
    info: bytea('info'),
    metadata: bytea('metadata'),
    /** The content folder: each file's name and stored path. */
    files: jsonb('files').$type<NftBulkFile[]>().notNull(),
    rows: integer('rows').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    valid: integer('valid').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    /** Rows confirmed for creation, and how many of them are created or failed so far. */
    toCreate: integer('to_create').notNull().default(0),
    created: integer('created').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** A problem of the whole file, or why creating failed. */
    problem: jsonb('problem').$type<NftBulkProblem>(),
    verifyJobId: integer('verify_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createJobId: integer('create_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('nft_bulk_jobs_shop_creator_idx').on(t.shopId, t.creatorId, t.id)],
);
/** A bulk creation as read: the info and metadata bytes are read only by verifying (nftBulkRepo.filesOf). */
export type NftBulkJobRow = Omit<typeof nftBulkJobs.$inferSelect, 'info' | 'metadata'>;

export type NftBulkRowState = 'valid' | 'invalid' | 'created' | 'failed';
/** A valid row's NFT as it will be created (the single-create rules already applied). */
export type NftBulkRowBody = {
  title: string;
  icon: string;
  preview: string | null;
  contractId: number;
  categoryIds: number[];
  copies: number;
  rank: number;
  royalties: number;
  description: string | null;
  unlockableContent: string | null;
  pageTitle: string | null;
  pageDescription: string | null;
  pageUrl: string | null;
  attrs: Record<string, unknown>;
};

/**
 * One NFT row of an info file, keyed by its line. A row is created at most once: the NFT's insert,
 * `nft_id` and the state 'created' are written in one transaction, and only 'valid' rows are taken.
 */
export const nftBulkRows = pgTable(
  'nft_bulk_rows',
  {
    bulkId: integer('bulk_id')
      .notNull()
      .references(() => nftBulkJobs.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    state: text('state').$type<NftBulkRowState>().notNull(),
    /** The cells as written, by column key: the report gives them back so the rows can be fixed and sent again. */
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    body: jsonb('body').$type<NftBulkRowBody>(),
    errors: jsonb('errors').$type<NftBulkProblem[]>(),
    nftId: nftIdColumn('nft_id', 'set null'),
  },
  (t) => [
    primaryKey({ columns: [t.bulkId, t.line] }),
    index('nft_bulk_rows_state_idx').on(t.bulkId, t.state, t.line),
  ],
);
export type NftBulkRowRow = typeof nftBulkRows.$inferSelect;
