/** A last name as its initial and a full stop ("Kulkarni" → "K."): enough to tell two Ravis apart at a counter. */
export function shortLastName(lastName: string | null | undefined): string {
  const initial = Array.from((lastName ?? "").trim())[0];
  return initial ? `${initial.toLocaleUpperCase("en-IN")}.` : "";
}
