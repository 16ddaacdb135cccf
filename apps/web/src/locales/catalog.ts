type PluralOnlyInCzech = `${string}_few` | `${string}_many`;

/**
 * The shape another language's catalogue must have, derived from the Czech one: the same keys, except the plural
 * forms only Czech has (`_few`, `_many`), which are optional.
 */
export type Catalog<T> = {
  [K in keyof T as K extends PluralOnlyInCzech ? never : K]: T[K] extends string ? string : Catalog<T[K]>;
} & {
  [K in keyof T as K extends PluralOnlyInCzech ? K : never]?: string;
};
