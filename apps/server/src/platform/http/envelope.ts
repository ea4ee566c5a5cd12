/** The success envelope of API.md. */
export function ok<T>(data: T) {
  return { statusCode: 0, statusDesc: 'success', data };
}
