/**
 * A table that turns into a list of cards on phones (below Tailwind's `sm`): the header row is left
 * to screen readers, each row is a card and each cell shows its column's name above its value (from
 * the cell's `data-label`). From `sm` up it is the plain table, scrolling inside its own box when the
 * screen is narrower than the columns. One markup for both, so the server-rendered lists and the
 * dashboards' fetched rows stay the same component.
 */
export const stackedTable = {
  wrap: "sm:overflow-x-auto",
  table: "w-full text-left text-sm max-sm:block",
  thead: "border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase max-sm:sr-only",
  tbody: "sm:divide-y sm:divide-stone-100 max-sm:grid max-sm:gap-3",
  row: "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:rounded-xl max-sm:border max-sm:border-stone-200 max-sm:bg-white max-sm:p-3",
  /** Every cell: its label above it on phones, no table padding there. */
  cell: "max-sm:p-0 max-sm:text-left max-sm:before:block max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-stone-500 max-sm:before:no-underline max-sm:before:content-[attr(data-label)]",
  /** A cell that takes the card's whole width on phones (a name, the items). */
  wide: "max-sm:col-span-2",
} as const;
