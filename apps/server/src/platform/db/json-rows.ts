import { sql, type SQL } from 'drizzle-orm';

/** Largest piece of text a statement is sent in: well under the 128 KB from which V8 puts a string among its large objects. */
const PIECE_BYTES = 64 * 1024;

/**
 * Rows waiting for one statement, kept as JSON text in one reused buffer outside the JavaScript
 * heap. Rows held as objects (or strings) for a batch outlive the young generation's collections
 * and are copied into the old one, where they stay as garbage until a full collection: memory
 * that grows with the number of rows. Here each row is turned to text at once and copied out.
 * take() answers the text as JSON arrays of at most ~64 KB each (jsonPiecesSql reads them): one
 * string of a whole batch would be a large object, which the first young collection during the
 * statement moves to the old generation.
 */
export class JsonRows {
  private bytes: Buffer;
  private used = 0;
  /** Start and end of each finished piece, in pairs; the open one starts at pieceStart. */
  private pieces: number[] = [];
  private pieceStart = 0;
  /** Rows added since the last take(). */
  count = 0;

  constructor(initialBytes = 256 * 1024) {
    this.bytes = Buffer.allocUnsafe(initialBytes);
  }

  add(row: unknown): void {
    const text = JSON.stringify(row);
    // UTF-8 takes at most 3 bytes per UTF-16 unit; 3 more for the brackets and separator.
    const need = this.used + text.length * 3 + 3;
    if (need > this.bytes.length) {
      const bigger = Buffer.allocUnsafe(Math.max(need, this.bytes.length * 2));
      this.bytes.copy(bigger, 0, 0, this.used);
      this.bytes = bigger;
    }
    if (this.count > 0 && this.used - this.pieceStart >= PIECE_BYTES) this.closePiece();
    const opens = this.used === this.pieceStart;
    this.bytes[this.used++] = opens ? 0x5b /* [ */ : 0x2c; /* , */
    this.used += this.bytes.write(text, this.used);
    this.count++;
  }

  /** The rows as JSON arrays (pieces of the batch, in order), and empties the batch. */
  take(): string[] {
    if (this.count === 0) return [];
    this.closePiece();
    const texts: string[] = [];
    for (let i = 0; i < this.pieces.length; i += 2)
      texts.push(this.bytes.toString('utf8', this.pieces[i], this.pieces[i + 1]));
    this.used = 0;
    this.pieceStart = 0;
    this.pieces = [];
    this.count = 0;
    return texts;
  }

  private closePiece() {
    this.bytes[this.used++] = 0x5d; /* ] */
    this.pieces.push(this.pieceStart, this.used);
    this.pieceStart = this.used;
  }
}

/** The rows of JsonRows.take() as a FROM item: `${jsonPiecesSql(pieces)} as x(column type, …)`. */
export const jsonPiecesSql = (pieces: string[]): SQL =>
  sql`unnest(array[${sql.join(
    pieces.map((p) => sql`${p}::jsonb`),
    sql`, `,
  )}]) as piece, jsonb_to_recordset(piece)`;
