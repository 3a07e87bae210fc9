import type { ReactNode } from "react";

/** `hidden`: a header for screen readers only (the column of row actions). */
export type AdminListColumn = { label: string; align?: "right"; hidden?: boolean };

/** Tailwind sees only whole class names: the widths the console's lists use. */
const MIN_WIDTH = { "36rem": "min-w-[36rem]", "44rem": "min-w-[44rem]", "48rem": "min-w-[48rem]", "60rem": "min-w-[60rem]", "64rem": "min-w-[64rem]" } as const;

/**
 * The console's list table: a header row from `columns`, the rows as children (`<tr>`s). On a
 * narrow screen the table keeps its minimum width and scrolls sideways inside its card instead of
 * squeezing the columns. `card`: a bordered white card of its own (a page's main list); `inset`:
 * inside a card that is already there (a ledger in a panel). `after`: below the table, inside the card.
 * The box is `relative` so that it, not the page, contains the table's absolutely placed bits (the
 * `sr-only` headers): otherwise they sit past the screen's edge and the whole page scrolls sideways.
 */
export function AdminListTable({ columns, minWidth, variant = "card", after, children }: { columns: readonly AdminListColumn[]; minWidth: keyof typeof MIN_WIDTH; variant?: "card" | "inset"; after?: ReactNode; children: ReactNode }) {
  const card = variant === "card";
  const cell = (index: number) => (card ? "px-3 py-2" : index === columns.length - 1 ? "py-2" : "py-2 pr-3");
  return (
    <div className={card ? "scroll-hint relative overflow-x-auto rounded-xl border border-stone-200 bg-white" : "relative overflow-x-auto"}>
      <table className={`w-full ${MIN_WIDTH[minWidth]} text-left text-sm`}>
        <thead className={`border-b border-stone-200 ${card ? "bg-stone-50 " : ""}text-xs tracking-wide text-stone-500 uppercase`}>
          <tr>
            {columns.map((column, index) => (
              <th key={column.label} scope="col" className={`${cell(index)} ${column.align === "right" ? "text-right " : ""}font-semibold`}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
      {after}
    </div>
  );
}
