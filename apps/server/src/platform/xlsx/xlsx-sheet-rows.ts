import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_ROW_NUMBER, columnIndex } from './cell-ref.ts';
import { XlsxError } from './xlsx-error.ts';
import type { XmlHandlers } from './xml-stream.ts';

/** A cell as stored: text, a number (dates stay Excel serials), a boolean, or null when empty. */
export type XlsxCell = string | number | boolean | null;
/** One row that holds something; `line` is the row number the spreadsheet shows, `cells[0]` column A. */
export type XlsxRow = { line: number; cells: XlsxCell[] };

function cellValue(
  type: string,
  value: string,
  inline: string | undefined,
  sharedStrings: string[],
): XlsxCell {
  switch (type) {
    case 's': {
      if (value === '') return null;
      const text = sharedStrings[Number(value)];
      if (text === undefined)
        throw new XlsxError(
          'corrupt',
          `the sheet refers to shared string ${value.slice(0, 12)}, which does not exist`,
        );
      return text === '' ? null : text;
    }
    case 'inlineStr':
      return (inline ?? value) || null;
    case 'b':
      return value === '' ? null : value === '1' || value.toLowerCase() === 'true';
    case 'str':
    case 'e':
    case 'd':
      return value || null;
    default: {
      if (value === '') return null;
      const n = Number(value);
      return Number.isFinite(n) ? n : value;
    }
  }
}

/**
 * SAX handlers that turn `<sheetData>` into rows, handed to `emit` as each `</row>` closes. Rows
 * with nothing in them are skipped (their numbers still count); missing cells are null.
 */
export function sheetRowHandlers(
  sharedStrings: string[],
  emit: (row: XlsxRow) => void,
): XmlHandlers {
  let line = 0;
  let cells: XlsxCell[] | undefined;
  let column = -1;
  let type = 'n';
  let value: string[] | undefined;
  let inline: string[] | undefined;
  let capture: string[] | undefined;
  let captured = 0;
  let phoneticDepth = 0;

  return {
    open(name, a) {
      if (name === 'row') {
        const number = a.r === undefined ? line + 1 : Number(a.r);
        if (!Number.isInteger(number) || number < 1 || number > MAX_ROW_NUMBER)
          throw new XlsxError('corrupt', `the row number ${String(a.r).slice(0, 12)} is not valid`);
        line = number;
        cells = [];
        column = -1;
      } else if (name === 'c' && cells) {
        column = a.r === undefined ? column + 1 : columnIndex(a.r);
        if (column >= MAX_COLUMNS)
          throw new XlsxError('columns', 'a row goes beyond column XFD, the last one a sheet has');
        type = a.t ?? 'n';
        value = undefined;
        inline = undefined;
        captured = 0;
      } else if (name === 'v' && cells) capture = value = [];
      else if (name === 'is' && cells) inline = [];
      else if (name === 'rPh') phoneticDepth++;
      else if (name === 't' && inline && phoneticDepth === 0) capture = inline;
    },
    close(name) {
      if (name === 'v' || name === 't') capture = undefined;
      else if (name === 'rPh') phoneticDepth--;
      else if (name === 'c' && cells) {
        const cell = cellValue(type, value?.join('') ?? '', inline?.join(''), sharedStrings);
        if (cell !== null) cells[column] = cell;
      } else if (name === 'row' && cells) {
        if (cells.length) emit({ line, cells: Array.from(cells, (cell) => cell ?? null) });
        cells = undefined;
      }
    },
    text(text) {
      if (!capture) return;
      captured += text.length;
      if (captured > MAX_CELL_CHARS)
        throw new XlsxError(
          'cellText',
          `a cell in row ${line} holds more than the ${MAX_CELL_CHARS} characters a cell can hold`,
        );
      capture.push(text);
    },
  };
}
