import {
  COLLECTION_SOURCES,
  COLLECTION_STATUSES,
  NFT_BULK_PREVIEW_FORMATS,
  createNftBody,
  needsPreviewImage,
  type MediaFormat,
  type NftBulkColumn,
  type NftBulkProblem,
} from '@mintfront/domain';
import { z } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import { flatten } from '../../platform/http/validation.ts';
import type { CollectionRow } from '../collections/collections.tables.ts';
import type { SheetRow } from './nft-bulk-sheet.ts';
import type { NftBulkRowBody } from './nft-bulk.tables.ts';

/** What a row is checked against: the store's collections and categories, the uploaded folder and the metadata file. */
export type RowLookups = {
  /** The interface asked for; a row's collection must be of it. */
  type: 1 | 2;
  collections: Map<number, CollectionRow>;
  categories: Set<number>;
  /** File name in the folder → stored path (an NFT content file of this store). */
  files: Map<string, string>;
  /** File name → its attributes (spec doc 1 §3 attrs), from the metadata file. */
  metadata: Map<string, unknown>;
};

export type RowVerdict =
  { body: NftBulkRowBody; errors?: never } | { errors: NftBulkProblem[]; body?: never };

/**
 * The single-create rules, compiled (z.compile): a good row is checked by generated code that
 * allocates only its answer; a refused one falls back to the schema itself, which names the issues.
 * The schema's own parse keeps per-parse cycle state (WeakMaps) that outlives young collections, so
 * thousands of rows in a row made V8 allocate their objects in the old generation (docs/decisions.md).
 */
const rowBody = z.compile(createNftBody);

const TYPE_NAMES = { 1: 'ERC-721', 2: 'ERC-1155' } as const;
const extOf = (path: string) => path.slice(path.lastIndexOf('.') + 1) as MediaFormat;
const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const splitIds = (text: string) => text.split(/[,，;；\s]+/).filter(Boolean);

/** Column of each field of the creation payload (createNftBody), so its issues name the column. */
const COLUMN_OF: Record<string, NftBulkColumn> = {
  icon: 'file',
  title: 'title',
  contract_id: 'collection',
  category: 'categories',
  copies: 'copies',
  rank: 'rank',
  royalties: 'royalties',
  description: 'description',
  unlockable_content: 'unlockable',
  page_title: 'pageTitle',
  page_description: 'pageDescription',
  page_url: 'pageUrl',
  preview: 'preview',
};

/** Id columns: once their cells are whole numbers, the store's collections and categories judge them (storeChecks). */
const STORE_ID_COLUMNS: ReadonlySet<NftBulkColumn> = new Set(['collection', 'categories']);

/** A schema issue in the words of spec doc 1 §5's row errors. */
function problemOf(issue: $ZodIssue, field: NftBulkColumn): NftBulkProblem {
  if (issue.code === 'too_big')
    return {
      key: issue.origin === 'string' ? 'tooLong' : 'cannotExceed',
      field,
      params: { max: Number(issue.maximum).toLocaleString('en') },
    };
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return { key: 'required', field };
    // Whole numbers: "at least 1" reads as "greater than 0".
    return {
      key: 'mustBeGreater',
      field,
      params: { min: issue.inclusive ? Number(issue.minimum) - 1 : Number(issue.minimum) },
    };
  }
  if (issue.message === 'required' || issue.message === 'categoryRequired')
    return { key: 'required', field };
  if (issue.message === 'royaltyDecimals') return { key: 'decimals', field };
  if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int'))
    return { key: 'numbersOnly', field };
  return { key: 'invalid', field };
}

/** Numbers written as text ("10", "7.5"): anything else is refused before the rules, with "numbers only". */
function numberChecks(cells: SheetRow['cells']): NftBulkProblem[] {
  const problems: NftBulkProblem[] = [];
  for (const field of ['collection', 'copies', 'rank'] as const) {
    const v = cells[field];
    if (v !== undefined && !WHOLE.test(v)) problems.push({ key: 'numbersOnly', field });
  }
  if (cells.royalties !== undefined && !DECIMAL.test(cells.royalties))
    problems.push({ key: 'numbersOnly', field: 'royalties' });
  if (cells.categories !== undefined && !splitIds(cells.categories).every((id) => WHOLE.test(id)))
    problems.push({ key: 'numbersOnly', field: 'categories' });
  return problems;
}

/** The content file and, for audio, video and 3D content, the preview image (spec doc 1 §5 "preview image required"). */
function fileChecks(
  cells: SheetRow['cells'],
  files: Map<string, string>,
): { icon?: string; preview?: string | null; problems: NftBulkProblem[] } {
  const problems: NftBulkProblem[] = [];
  const icon = cells.file ? files.get(cells.file) : undefined;
  if (cells.file && !icon)
    problems.push({ key: 'fileNotInFolder', field: 'file', params: { value: cells.file } });
  let preview: string | null = null;
  // Image content has no preview image (single creation's rule): a preview cell on its row is ignored, not checked.
  if (icon && !needsPreviewImage(icon)) return { icon, preview, problems };
  if (cells.preview) {
    preview = files.get(cells.preview) ?? null;
    if (!preview)
      problems.push({ key: 'fileNotInFolder', field: 'preview', params: { value: cells.preview } });
    else if (!NFT_BULK_PREVIEW_FORMATS.includes(extOf(preview))) {
      problems.push({
        key: 'fileType',
        field: 'preview',
        params: {
          value: cells.preview,
          formats: NFT_BULK_PREVIEW_FORMATS.map((f) => f.toUpperCase()).join(', '),
        },
      });
    }
  } else if (icon && needsPreviewImage(icon)) {
    problems.push({
      key: 'previewRequired',
      field: 'preview',
      params: { format: extOf(icon).toUpperCase() },
    });
  }
  return { icon, preview, problems };
}

/** The collection and categories of the row, against the store's (spec doc 1 §5 "does not exist", "not of the required type"). */
function storeChecks(
  cells: SheetRow['cells'],
  lookups: RowLookups,
  reported: Set<string | undefined>,
): NftBulkProblem[] {
  const problems: NftBulkProblem[] = [];
  if (!reported.has('collection')) {
    const value = Number(cells.collection);
    const c = lookups.collections.get(value);
    if (!c) problems.push({ key: 'notExist', field: 'collection', params: { value } });
    else if (c.type !== lookups.type)
      problems.push({
        key: 'collectionType',
        field: 'collection',
        params: { value, type: TYPE_NAMES[lookups.type] },
      });
    else if (
      c.source !== COLLECTION_SOURCES.created ||
      !c.address ||
      (c.status !== COLLECTION_STATUSES.unverified && c.status !== COLLECTION_STATUSES.verified)
    ) {
      problems.push({ key: 'collectionNotMintable', field: 'collection', params: { value } });
    }
  }
  if (!reported.has('categories')) {
    const missing = splitIds(cells.categories ?? '')
      .map(Number)
      .find((id) => !lookups.categories.has(id));
    if (missing !== undefined)
      problems.push({ key: 'notExist', field: 'categories', params: { value: missing } });
  }
  return problems;
}

/**
 * Checks one row of the info file with the rules of single creation (createNftBody, the same
 * schema POST /api/tokens parses) and the bulk rules of spec doc 1 §5, reporting every problem of
 * the row at once; a good row answers the NFT to create.
 */
export function checkRow({ cells }: SheetRow, lookups: RowLookups): RowVerdict {
  const empty = (['title', 'file', 'collection', 'categories', 'copies', 'rank'] as const).filter(
    (f) => cells[f] === undefined,
  );
  const problems: NftBulkProblem[] = empty.map((field) => ({ key: 'required', field }));
  problems.push(...numberChecks(cells));
  const files = fileChecks(cells, lookups.files);
  problems.push(...files.problems);
  const reported = new Set(problems.map((p) => p.field));

  const attrs = cells.file ? lookups.metadata.get(cells.file) : undefined;
  const parsed = rowBody.safeParse({
    icon: files.icon ?? '',
    // The folder's preview image (fileChecks names a missing or wrong one on its column).
    preview: files.preview ?? undefined,
    title: cells.title ?? '',
    contract_id: cells.collection,
    category: cells.categories ? splitIds(cells.categories).join(',') : '',
    copies: cells.copies,
    rank: cells.rank,
    royalties: cells.royalties,
    description: cells.description,
    unlockable_content: cells.unlockable,
    is_locked: cells.unlockable !== undefined,
    page_title: cells.pageTitle,
    page_description: cells.pageDescription,
    page_url: cells.pageUrl,
    attrs,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues.flatMap(flatten)) {
      const [head, kind, row] = issue.path;
      if (head === 'attrs') {
        problems.push({
          key: 'attribute',
          params: {
            value: cells.file ?? '',
            reason: issue.message,
            ...(typeof kind === 'string' ? { kind, row: Number(row ?? 0) + 1 } : {}),
          },
        });
        continue;
      }
      const field = COLUMN_OF[String(head)];
      if (!field || reported.has(field)) continue;
      // Ids the schema refuses (0, past a Postgres integer) name nothing of the store: storeChecks says they do not exist (spec doc 1 §5).
      if (STORE_ID_COLUMNS.has(field) && splitIds(cells[field] ?? '').length > 0) continue;
      reported.add(field);
      problems.push(problemOf(issue, field));
    }
  }
  problems.push(...storeChecks(cells, lookups, reported));
  if (!parsed.success || problems.length) return { errors: problems };
  const body = parsed.data;
  return {
    body: {
      title: body.title,
      icon: body.icon,
      // Null for image content (fileChecks), as single creation keeps it (tokens-checks.ts checkPreview).
      preview: files.preview ?? null,
      contractId: body.contract_id,
      categoryIds: body.category,
      copies: body.copies,
      rank: body.rank,
      royalties: body.royalties,
      description: body.description ?? null,
      unlockableContent: body.unlockable_content ?? null,
      pageTitle: body.page_title ?? null,
      pageDescription: body.page_description ?? null,
      pageUrl: body.page_url ?? null,
      attrs: body.attrs,
    },
  };
}
