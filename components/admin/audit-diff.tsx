import { pluralize } from "@/lib/format";

type Json = Record<string, unknown> | null;

function show(value: unknown): string {
  if (value === undefined) return "";
  if (value === null || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * An audit entry's before and after as a table of fields: changed fields first and highlighted
 * (old value struck through, new value in green), unchanged ones folded away below them.
 */
export function AuditDiff({ before, after }: { before: Json; after: Json }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <p className="text-xs text-stone-500">No details recorded.</p>;
  const rows = keys.map((key) => {
    const old = before ? before[key] : undefined;
    const next = after ? after[key] : undefined;
    return { key, old, next, changed: JSON.stringify(old) !== JSON.stringify(next) };
  });
  const changed = rows.filter((row) => row.changed);
  const same = rows.filter((row) => !row.changed);
  const table = (list: typeof rows) => (
    <table className="w-full text-left text-xs">
      <thead className="text-stone-500">
        <tr>
          <th scope="col" className="py-1 pr-3 font-semibold">Field</th>
          {before ? <th scope="col" className="py-1 pr-3 font-semibold">Before</th> : null}
          {after ? <th scope="col" className="py-1 font-semibold">After</th> : null}
        </tr>
      </thead>
      <tbody className="align-top">
        {list.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-1 pr-3 font-medium whitespace-nowrap text-stone-700">{row.key}</th>
            {before ? <td className={`py-1 pr-3 break-all ${row.changed && after ? "text-rose-800 line-through decoration-rose-300" : "text-stone-600"}`}>{show(row.old)}</td> : null}
            {after ? <td className={`py-1 break-all ${row.changed && before ? "font-medium text-emerald-800" : "text-stone-700"}`}>{show(row.next)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className="grid gap-1">
      {changed.length > 0 ? table(changed) : <p className="text-xs text-stone-500">No field changed.</p>}
      {same.length > 0 && before && after ? (
        <details className="text-xs text-stone-500">
          <summary className="cursor-pointer">{pluralize(same.length, "unchanged field", "unchanged fields")}</summary>
          {table(same)}
        </details>
      ) : null}
    </div>
  );
}
