/** Which rule refused the file: callers map it to their own error code (the message says it in English). */
export type XlsxProblem =
  | 'notZip'
  | 'entries'
  | 'unpackedSize'
  | 'ratio'
  | 'zip64'
  | 'encrypted'
  | 'method'
  | 'entryName'
  | 'corrupt'
  | 'notXlsx'
  | 'xml'
  | 'rows'
  | 'columns'
  | 'cellText';

/** A spreadsheet refused before or while reading it; the message names the limit that was hit. */
export class XlsxError extends Error {
  constructor(
    readonly problem: XlsxProblem,
    message: string,
  ) {
    super(message);
    this.name = 'XlsxError';
  }
}

export const formatBytes = (n: number) =>
  n >= 1024 * 1024
    ? `${Math.round((n / 1024 / 1024) * 10) / 10} MB`
    : n >= 1024
      ? `${Math.round(n / 1024)} KB`
      : `${n} bytes`;
