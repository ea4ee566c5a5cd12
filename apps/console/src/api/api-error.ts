/** A rejected API call: the envelope the server answered, or a transport failure. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly statusDesc: string;
  readonly data: unknown;

  constructor(statusCode: number, statusDesc: string, data: unknown = null) {
    super(statusDesc);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.statusDesc = statusDesc;
    this.data = data;
  }

  /** The envelope as the server sent it (spec doc 1 §7: "rejects with the body"). */
  get body() {
    return { statusCode: this.statusCode, statusDesc: this.statusDesc, data: this.data };
  }

  /** The per-field errors of a 40001 answer (docs/api.md). */
  get fieldErrors(): { field: string; message: string; key?: string }[] {
    const errors = (this.data as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors)
      ? (errors as { field: string; message: string; key?: string }[])
      : [];
  }
}

/** Transport failures carry these codes; server codes are never negative. */
export const TIMEOUT_CODE = -1;
export const NETWORK_CODE = -2;
