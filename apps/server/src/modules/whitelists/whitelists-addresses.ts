import { getAddress, isAddress } from 'viem';
import { WHITELIST_ADDRESSES_MAX } from '@mintfront/domain';
import { AppError } from '../../platform/http/app-error.ts';
import {
  XlsxError,
  cellText,
  looksLikeZip,
  readXlsxRows,
} from '../../platform/xlsx/xlsx-reader.ts';

export type Entry = { line: number; address: string };

/** All lower-case hex, or mixed case that is its EIP-55 checksum (a mistyped checksum is refused). */
export const isWhitelistAddress = (text: string) =>
  /^0x[0-9a-fA-F]{40}$/.test(text) && isAddress(text, { strict: true });

/**
 * spec doc 2 §5: addresses valid and not duplicated (case-insensitively). The first problem is
 * refused with its line, a repeat also with the line it repeats. Answers the checksummed list.
 */
export function checkAddresses(entries: Entry[]): string[] {
  const firstLine = new Map<string, number>();
  for (const { line, address } of entries) {
    if (!isWhitelistAddress(address))
      throw new AppError('WHITELIST_ADDRESS_INVALID', { line, address }, { line, address });
    const key = address.toLowerCase();
    const first = firstLine.get(key);
    if (first !== undefined)
      throw new AppError('WHITELIST_DUPLICATE', { line, address, first }, { line, address, first });
    firstLine.set(key, line);
  }
  return entries.map((e) => getAddress(e.address.toLowerCase()));
}

/** A row that is a header, not an address: the first row, naming a column instead of holding 0x… */
const isHeader = (cell: string, index: number) =>
  index === 0 && !/^0x/i.test(cell) && /^[\p{L}\s_"'-]+$/u.test(cell);

/**
 * The addresses of a CSV file with their line numbers (from 1, as an editor shows them): the
 * first cell of each row (comma, semicolon or tab separated), blank rows and a header skipped.
 */
export function parseCsv(file: Buffer): Entry[] {
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000'))
    throw new AppError('WHITELIST_FILE_INVALID', { reason: 'not a text file' });
  const entries: Entry[] = [];
  text.split(/\r\n|\r|\n/).forEach((row, index) => {
    const cell = (row.split(/[,;\t]/)[0] ?? '')
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (cell === '' || isHeader(cell, index)) return;
    entries.push({ line: index + 1, address: cell });
  });
  return atLeastOne(entries);
}

function atLeastOne(entries: Entry[]): Entry[] {
  if (entries.length === 0)
    throw new AppError('WHITELIST_FILE_INVALID', { reason: 'no addresses found' });
  return entries;
}

/** A whitelist may start with a header row, so the sheet may hold one row more than addresses. */
const XLSX_LIMITS = { maxRows: WHITELIST_ADDRESSES_MAX + 1, maxUnpackedBytes: 32 * 1024 * 1024 };

/**
 * The addresses of an XLSX file's first sheet, as parseCsv reads a CSV: column A of each row,
 * `line` the row number the spreadsheet shows, empty rows and a header (first row) skipped.
 */
export function parseXlsx(file: Buffer): Entry[] {
  const entries: Entry[] = [];
  let firstRow = true;
  try {
    for (const { line, cells } of readXlsxRows(file, XLSX_LIMITS)) {
      const cell = cellText(cells[0]).trim();
      const header = firstRow && isHeader(cell, 0);
      firstRow = false;
      if (cell !== '' && !header) entries.push({ line, address: cell });
    }
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error;
    const reason =
      error.problem === 'rows' ? `more than ${WHITELIST_ADDRESSES_MAX} addresses` : error.message;
    throw new AppError('WHITELIST_FILE_INVALID', { reason });
  }
  return atLeastOne(entries);
}

/** POST /api/whites/upload reads either kind: an XLSX is told by its bytes (a zip), never by its name. */
export const parseAddressFile = (file: Buffer): Entry[] =>
  looksLikeZip(file) ? parseXlsx(file) : parseCsv(file);
