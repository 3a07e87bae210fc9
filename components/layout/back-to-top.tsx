"use client";

import type { MouseEvent } from "react";
import { ArrowUpIcon } from "@/components/icons/chrome-icons";

/** Footer "go to top" button. */
export function BackToTop({ label }: { label: string }) {
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
    // Keyboard activation (detail === 0): move focus back to the top of the
    // page too, so the next Tab starts at the header.
    if (event.detail === 0) document.getElementById("top")?.focus({ preventScroll: true });
  }

  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/20 px-4 text-sm font-medium text-white transition-colors hover:bg-white/10"
    >
      <ArrowUpIcon className="size-4" />
      {label}
    </button>
  );
}
