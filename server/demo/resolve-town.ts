import { findTownByName, findTownBySlug } from "../reference/towns";

/** Demo content names towns as people spell them ("kamptee"); the reference data may use another spelling ("kamthi"). */
export function resolveTownSlug(nameOrSlug: string): string {
  const town = findTownBySlug(nameOrSlug) ?? findTownByName(nameOrSlug);
  if (!town) throw new Error(`demo data: town ${nameOrSlug} is not in the reference data`);
  return town.slug;
}
