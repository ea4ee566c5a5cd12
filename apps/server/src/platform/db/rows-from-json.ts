import { getTableColumns, type Column, type InferSelectModel, type Table } from 'drizzle-orm';

/** Digits a JSON number (a double) carries exactly. */
const EXACT_DIGITS = 15;

/**
 * How a value of `column` arriving in JSON becomes what drizzle's select answers: JSON and JSONB
 * arrive parsed (kept as they are); a numeric with a scale is written with its scale ('12.50', as
 * the driver's text has it). Columns whose values a JSON number cannot carry exactly (numeric
 * without precision and scale, or with more than 15 digits; 64-bit integers) are refused.
 */
function fromJson(column: Column): ((value: unknown) => unknown) | null {
  const { columnType } = column;
  if (columnType === 'PgJsonb' || columnType === 'PgJson') return null;
  if (columnType === 'PgNumeric' || columnType === 'PgNumericNumber') {
    const { precision, scale } = column as Column & { precision?: number; scale?: number };
    if (precision === undefined || scale === undefined || precision > EXACT_DIGITS)
      throw new Error(`rowsFromJson cannot read ${column.name} (${columnType}) exactly from JSON`);
    return columnType === 'PgNumeric'
      ? (value) => Number(value).toFixed(scale)
      : (value) => Number(value);
  }
  if (columnType === 'PgNumericBigInt' || columnType === 'PgBigInt64')
    throw new Error(`rowsFromJson cannot read ${column.name} (${columnType}) exactly from JSON`);
  return (value) => column.mapFromDriverValue(value);
}

/**
 * Reads a table's rows sent by the database as one JSON array (`json_agg` of whole rows, keys
 * the column names) into the objects drizzle's select answers: each value through its column's
 * own mapping (fromJson above).
 *
 * Why: the drivers decode a result field by field (PGlite's protocol reader copies every field
 * into a buffer of its own before decoding it), which for a page of 10 NFTs of 35 columns cost
 * more than running the query; one JSON text is decoded by one JSON.parse.
 */
export function rowsFromJson<T extends Table>(table: T): (json: string) => InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    map: fromJson(column),
  }));
  return (json) =>
    (JSON.parse(json) as Record<string, unknown>[]).map((raw) => {
      const row: Record<string, unknown> = {};
      for (const { key, name, map } of columns) {
        const value = raw[name] ?? null;
        row[key] = value === null || !map ? value : map(value);
      }
      return row as InferSelectModel<T>;
    });
}
