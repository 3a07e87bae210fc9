/** The radii "near me" offers, in kilometres (zod-free: the listing's filters import it in the browser). */
export const NEAR_RADII_KM = [1, 2, 5, 10, 25] as const;
