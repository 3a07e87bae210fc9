/**
 * What a value looks like after it crossed the JSON API: dates arrive as ISO strings. Components
 * that render both a server page's rows and rows a client fetched take `Row | Wire<Row>`.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
