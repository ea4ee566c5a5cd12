/** The success envelope of API.md. */
export function ok<T>(data: T) {
  return { statusCode: 0, statusDesc: 'success', data };
}

/** The content type of an answer sent as bytes already written (a kept answer). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
