/** A dictionary with the same keys as the source one, every leaf a string. */
export type DictShape<T> = { [K in keyof T]: T[K] extends string ? string : DictShape<T[K]> };

/** 'a.b.c' paths to every leaf of a dictionary. */
export type DictKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : DictKey<T[K], `${P}${K}.`>;
}[keyof T & string];
