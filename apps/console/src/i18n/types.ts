/** The shape of an English text table with every text widened to string: what zh must match. */
export type Translation<T> = {
  -readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
