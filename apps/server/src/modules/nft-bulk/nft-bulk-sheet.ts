import {
  NFT_BULK_COLUMNS,
  NFT_BULK_ROWS_MAX,
  bulkColumnOf,
  type NftBulkColumn,
  type NftBulkProblem,
} from '@mintfront/domain';
import { cellText, readXlsxRows, XlsxError } from '../../platform/xlsx/xlsx-reader.ts';
import type { ZipLimits } from '../../platform/xlsx/zip-directory.ts';

/**
 * What an info file may unpack to: an XLSX of NFT_BULK_ROWS_MAX rows of long texts stays well
 * under it; the default ratio and entry limits of platform/xlsx apply.
 */
export const INFO_ZIP_LIMITS: Partial<ZipLimits> = { maxUnpackedBytes: 200 * 1024 * 1024 };

/** A file-level refusal while reading: verification fails with it and no row. */
export class SheetProblem extends Error {
  constructor(readonly problem: NftBulkProblem) {
    super(problem.key);
    this.name = 'SheetProblem';
  }
}

export type SheetRow = { line: number; cells: Partial<Record<NftBulkColumn, string>> };

/**
 * The NFT rows of an info file, one at a time: the first row holding something is the header,
 * whose cells name the columns (NFT_BULK_COLUMNS, in English or Chinese, any order; other
 * columns are ignored). More than NFT_BULK_ROWS_MAX rows refuses the file with the limit named.
 */
export function* readInfoRows(bytes: Uint8Array): Generator<SheetRow> {
  let columns: (NftBulkColumn | undefined)[] | undefined;
  try {
    for (const { line, cells } of readXlsxRows(bytes, {
      ...INFO_ZIP_LIMITS,
      maxRows: NFT_BULK_ROWS_MAX + 1,
    })) {
      if (!columns) {
        columns = cells.map((c) => bulkColumnOf(cellText(c)));
        const missing = NFT_BULK_COLUMNS.find((c) => c.required && !columns!.includes(c.key));
        if (missing) throw new SheetProblem({ key: 'missingColumn', field: missing.key });
        continue;
      }
      const row: SheetRow['cells'] = {};
      cells.forEach((cell, i) => {
        const key = columns![i];
        const text = cellText(cell).trim();
        if (key && text && row[key] === undefined) row[key] = text;
      });
      yield { line, cells: row };
    }
  } catch (error) {
    if (error instanceof XlsxError) {
      if (error.problem === 'rows')
        throw new SheetProblem({
          key: 'tooManyRows',
          params: { max: NFT_BULK_ROWS_MAX.toLocaleString('en') },
        });
      throw new SheetProblem({ key: 'unreadable', params: { reason: error.message } });
    }
    throw error;
  }
  if (!columns) throw new SheetProblem({ key: 'noRows' });
}
