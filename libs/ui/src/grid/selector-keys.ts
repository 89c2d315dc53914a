/** Item fields that identify a data selector item. */
export type KeyFields<Item> = readonly Extract<keyof Item, string>[];

/** Same item when every key field is equal (spec 000 §5); without key fields, the same object. */
export function sameItem<Item>(a: Item, b: Item, keyFields: KeyFields<Item>): boolean {
  if (keyFields.length === 0) return Object.is(a, b);
  return keyFields.every((field) => Object.is(a[field], b[field]));
}

/** A stable React key from the key fields. */
export function itemKey<Item>(item: Item, keyFields: KeyFields<Item>, fallback: number): string {
  if (keyFields.length === 0) return String(fallback);
  return JSON.stringify(keyFields.map((field) => item[field]));
}
