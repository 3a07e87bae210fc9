"use client";

import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal dialog for the console's money screens (confirm a close, enter a UTR, give a reason),
 * on the native <dialog>: focus moves in and is trapped, Escape closes it, the page behind is inert.
 */
export function MoneyDialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-0 text-stone-800 shadow-xl backdrop:bg-stone-900/40"
    >
      {open ? (
        <div className="p-5">
          <h2 id={titleId} className="text-lg font-bold text-stone-900">{title}</h2>
          <div className="mt-3">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
