/**
 * The new sort orders (1..n) after moving one row up or down among rows already in display order,
 * and only the rows whose number changes. Null when the id is not among the rows. Moving the first
 * row up or the last one down keeps the order (and still renumbers).
 */
export function reorderedPositions(rows: readonly { id: number; sortOrder: number }[], id: number, direction: "up" | "down"): { from: number; to: number; changes: { id: number; sortOrder: number }[] } | null {
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) return null;
  const order = rows.map((row) => row.id);
  const target = direction === "up" ? Math.max(0, index - 1) : Math.min(order.length - 1, index + 1);
  [order[index], order[target]] = [order[target]!, order[index]!];
  const current = new Map(rows.map((row) => [row.id, row.sortOrder]));
  const changes = order.map((rowId, i) => ({ id: rowId, sortOrder: i + 1 })).filter((change) => current.get(change.id) !== change.sortOrder);
  return { from: index + 1, to: target + 1, changes };
}
