import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The column's type as a record field of jsonb_to_recordset (a serial is an integer there). */
const recordType = (column: PgColumn) => {
  const type = column.getSQLType();
  return type === 'serial' ? 'integer' : type === 'bigserial' ? 'bigint' : type;
};

/**
 * `INSERT INTO table (…) SELECT … FROM jsonb_to_recordset($1)`: many rows sent as one JSON
 * parameter, which Postgres (PGlite above all) takes far faster than thousands of bound values.
 * Rows use the table's property names; the columns are those any row sets (the others take their
 * defaults), so give every row the same fields. The caller adds ON CONFLICT or RETURNING.
 */
export function insertManySql<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SQL {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    ([key]) => rows.some((r) => (r as Record<string, unknown>)[key] !== undefined),
  );
  const records = rows.map((r) =>
    Object.fromEntries(
      columns.map(([key, c]) => [c.name, (r as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const names = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  const types = sql.raw(columns.map(([, c]) => `"${c.name}" ${recordType(c)}`).join(', '));
  return sql`insert into ${sql.identifier(getTableName(table))} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(${types})`;
}

/** The rows a raw statement answered, on PGlite and on node-postgres alike. */
export const rowsOf = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;
