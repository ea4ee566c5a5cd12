import {
  ATTR_TEXT_MAX,
  BOOST_PERCENT_DEFAULT,
  LEVEL_DEFAULT,
  nftAttrRow,
  type Language,
  messageText,
} from '@mintfront/domain';
import type { ZodType } from 'zod';
import type { AttrKind, AttrRow } from '../nft-form-values.ts';

/** One row while it is edited in an attribute dialog: every kind's cells, only some used. */
export type DraftRow = {
  name: string;
  value: string;
  current: number | null;
  max: number | null;
  percent: number | null;
  date: string | null;
  /** Boosts only: [name, current, max] or [name, percent] (spec doc 1 §3). */
  boost: 'number' | 'percent';
};
export type Cell = 'name' | 'value' | 'current' | 'max' | 'percent' | 'date';
/** A row that cannot be saved: the cells at fault and the domain message key. */
export type RowIssue = { cells: Cell[]; key: string };

const blank: DraftRow = {
  name: '',
  value: '',
  current: null,
  max: null,
  percent: null,
  date: null,
  boost: 'percent',
};

/** A new row with the defaults of spec doc 1 §5: 3 of 5 for levels and stats, boost 10 %. */
export function newDraft(kind: AttrKind): DraftRow {
  if (kind === 'levels' || kind === 'stats') return { ...blank, ...LEVEL_DEFAULT };
  if (kind === 'boosts') return { ...blank, percent: BOOST_PERCENT_DEFAULT, ...LEVEL_DEFAULT };
  return { ...blank };
}

/** The cells a row of this kind shows, in tuple order. */
export function cellsOf(kind: AttrKind, row: DraftRow): Cell[] {
  if (kind === 'properties') return ['name', 'value'];
  if (kind === 'date') return ['name', 'date'];
  if (kind === 'boosts' && row.boost === 'percent') return ['name', 'percent'];
  return ['name', 'current', 'max'];
}

export function toTuple(kind: AttrKind, row: DraftRow): AttrRow {
  return cellsOf(kind, row).map((c) =>
    typeof row[c] === 'string' ? (row[c] as string).trim() : row[c],
  ) as unknown as AttrRow;
}

export function fromTuple(kind: AttrKind, tuple: AttrRow): DraftRow {
  const [name, a, b] = tuple as unknown as [string, string | number, number | undefined];
  if (kind === 'properties') return { ...blank, name, value: String(a) };
  if (kind === 'date') return { ...blank, name, date: String(a) };
  if (kind === 'boosts' && b === undefined)
    return { ...blank, name, percent: Number(a), boost: 'percent' };
  return { ...blank, name, current: Number(a), max: Number(b), boost: 'number' };
}

function schemaOf(kind: AttrKind, row: DraftRow): ZodType {
  if (kind === 'properties') return nftAttrRow.property;
  if (kind === 'date') return nftAttrRow.date;
  if (kind === 'boosts' && row.boost === 'percent') return nftAttrRow.boostPercent;
  return nftAttrRow.currentOfMax;
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Checks a row with the domain's row schema (the one the server parses attrs with). */
export function checkRow(kind: AttrKind, row: DraftRow): RowIssue | null {
  const cells = cellsOf(kind, row);
  const empty = cells.filter((c) => isEmpty(row[c]));
  if (empty.length > 0) return { cells: empty, key: 'attrIncomplete' };
  const result = schemaOf(kind, row).safeParse(toTuple(kind, row));
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const at = typeof issue.path[0] === 'number' ? cells[issue.path[0]] : undefined;
  return { cells: at ? [at] : cells, key: issue.message };
}

/** The text of a row issue, naming the attribute kind. */
export function issueText(issue: RowIssue, field: string, lang: Language): string {
  return messageText(issue.key, lang, { field, max: ATTR_TEXT_MAX });
}
