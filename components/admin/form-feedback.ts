import { toast } from "sonner";
import { fieldErrorsOf, type ApiFailure } from "@/lib/api/envelope";

/** Input styling shared by every console form. */
export const adminInput =
  "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-rose-500";
export const adminButton = "inline-flex min-h-9 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const adminSecondaryButton = "inline-flex min-h-9 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-60";

/**
 * Shows a failed action's answer the docs/product.md#errors-messages-and-timings way: field errors under their inputs (through the form's
 * setError), everything else as a toast. Returns nothing; the form stays as the operator typed it.
 */
export function showFailure<F extends string>(answer: ApiFailure, fields: readonly F[], setError: (field: F, error: { type: "server"; message: string }) => void): void {
  const byField = fieldErrorsOf(answer.errors);
  const shown = new Set<string>();
  for (const field of fields) {
    const message = byField[field];
    if (message) {
      setError(field, { type: "server", message });
      shown.add(message);
    }
  }
  // Domain errors often repeat their one field message as `msg`: it is already under the input.
  if (answer.errors.msg && !shown.has(answer.errors.msg)) toast.error(answer.errors.msg);
  else if (shown.size === 0) toast.error("Please check the highlighted fields.");
}
