/**
 * The commission screens' names for lib/admin/format.ts, kept only while the commission redesign
 * (docs/wip) is landing in those folders: move their imports to lib/admin/format and delete this.
 */
export { formatKolkataDateTime, formatRateBp as formatBp, formatShortMonth as formatMonth, monthKey } from "./format";
