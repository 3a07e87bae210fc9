/** docs/product.md#business-constants's previews: text cut at a length with an ellipsis, never mid-surrogate. */
export function truncate(text: string, length: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= length ? chars.join("") : `${chars.slice(0, length).join("").trimEnd()}…`;
}
