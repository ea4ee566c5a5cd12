import { asc, eq } from 'drizzle-orm';
import {
  COLLECTION_SOURCES,
  NFT_BULK_COLUMNS,
  nftBulkProblemText,
  type Language,
} from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import type { XlsxCell } from '../../platform/xlsx/xlsx-sheet-rows.ts';
import { streamXlsxBook } from '../../platform/xlsx/xlsx-stream-writer.ts';
import { writeXlsxBook, type XlsxSheet } from '../../platform/xlsx/xlsx-writer.ts';
import { classifications } from '../categories/categories.tables.ts';
import { collections } from '../collections/collections.tables.ts';
import { nftBulkRepo } from './nft-bulk.repo.ts';

const T = {
  nfts: { en: 'NFTs', zh: 'NFT' },
  guide: { en: 'Guide', zh: '说明' },
  collections: { en: 'Collections', zh: '合集' },
  categories: { en: 'Categories', zh: '分类' },
  column: { en: 'Column', zh: '列' },
  required: { en: 'Required', zh: '必填' },
  rule: { en: 'What to write', zh: '填写说明' },
  yes: { en: 'Yes', zh: '是' },
  no: { en: 'No', zh: '否' },
  id: { en: 'ID', zh: 'ID' },
  name: { en: 'Name', zh: '名称' },
  type: { en: 'Type', zh: '类型' },
  line: { en: 'Line', zh: '行号' },
  errors: { en: 'Errors', zh: '错误' },
  metadata: { en: 'Metadata file (JSON, optional)', zh: '元数据文件（JSON，可选）' },
  metadataRule: {
    en: 'An object keyed by file name; each value holds the attributes of that file\'s NFT, e.g. {"dragon.png": {"properties": [["Background", "Blue"]], "levels": [["Power", 3, 5]], "stats": [], "boosts": [["Speed", 10]], "date": [["Born", "2024-05-01"]]}}',
    zh: '以文件名为键的对象；每个值是该文件 NFT 的属性，例如 {"dragon.png": {"properties": [["Background", "Blue"]], "levels": [["Power", 3, 5]], "stats": [], "boosts": [["Speed", 10]], "date": [["Born", "2024-05-01"]]}}',
  },
} as const;

const TYPE_NAMES = { 1: 'ERC-721', 2: 'ERC-1155' } as const;
const nftColumns = (lang: Language) =>
  NFT_BULK_COLUMNS.map((c) => ({
    header: c[lang],
    width: c.key === 'description' || c.key === 'unlockable' ? 40 : 18,
  }));

/**
 * GET /api/tokens/multipleCreate/template: the NFT sheet to fill (headers only; it is the first
 * sheet, the one read back), a guide to its columns and the metadata file, and the store's
 * collections and categories with the IDs rows name.
 */
export async function templateXlsx(db: Db, shopId: number, lang: Language): Promise<Uint8Array> {
  const [colls, cats] = await Promise.all([
    db
      .select()
      .from(collections)
      .where(eq(collections.shopId, shopId))
      .orderBy(asc(collections.id)),
    db
      .select()
      .from(classifications)
      .where(eq(classifications.shopId, shopId))
      .orderBy(asc(classifications.id)),
  ]);
  const sheets: XlsxSheet[] = [
    { sheetName: T.nfts[lang], columns: nftColumns(lang) },
    {
      sheetName: T.guide[lang],
      columns: [
        { header: T.column[lang], width: 24 },
        { header: T.required[lang], width: 10 },
        { header: T.rule[lang], width: 90 },
      ],
      rows: [
        ...NFT_BULK_COLUMNS.map((c) => [
          c[lang],
          c.required ? T.yes[lang] : T.no[lang],
          c.rule[lang],
        ]),
        [T.metadata[lang], T.no[lang], T.metadataRule[lang]],
      ],
    },
    {
      sheetName: T.collections[lang],
      columns: [
        { header: T.id[lang], width: 8 },
        { header: T.name[lang], width: 30 },
        { header: T.type[lang], width: 12 },
      ],
      rows: colls
        .filter((c) => c.source === COLLECTION_SOURCES.created && c.address)
        .map((c) => [c.id, c.name, TYPE_NAMES[c.type]]),
    },
    {
      sheetName: T.categories[lang],
      columns: [
        { header: T.id[lang], width: 8 },
        { header: T.name[lang], width: 30 },
      ],
      rows: cats.map((c) => [c.id, c.name]),
    },
  ];
  return writeXlsxBook(sheets);
}

/**
 * GET /api/tokens/multipleCreate/report: every refused row as written (the template's columns, so
 * the sheet can be fixed and sent again) with its line and reasons. Rows are read 1,000 at a time
 * as the file is written and sent, so memory holds one slice, whatever the number of rows.
 */
export function reportXlsx(db: Db, bulkId: number, lang: Language): AsyncIterable<Uint8Array> {
  async function* rows(): AsyncGenerator<XlsxCell[]> {
    for (let after = 0; ;) {
      const slice = await nftBulkRepo.refusedAfter(db, bulkId, after, 1000);
      if (!slice.length) return;
      for (const r of slice) {
        const reasons = (r.errors ?? []).map((p) => nftBulkProblemText(p, lang)).join('; ');
        yield [...NFT_BULK_COLUMNS.map((c) => r.cells[c.key] ?? null), r.line, reasons];
      }
      after = slice[slice.length - 1]!.line;
    }
  }
  return streamXlsxBook([
    {
      sheetName: T.nfts[lang],
      columns: [
        ...nftColumns(lang),
        { header: T.line[lang], width: 8 },
        { header: T.errors[lang], width: 80 },
      ],
      rows: rows(),
    },
  ]);
}
