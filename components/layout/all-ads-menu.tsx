"use client";

import { useId, useRef, useState } from "react";
import { useCloseOnOutside } from "./use-close-on-outside";
import { Link } from "@/i18n/navigation";

type Props = {
  label: string;
  menuLabel: string;
  allLabel: string;
  categories: { slug: string; name: string }[];
  variant?: "bar" | "panel";
};

/** "All Ads": a category dropdown; choosing one opens /shops with that category (docs/product.md#screens-and-routes). */
export function AllAdsMenu({ label, menuLabel, allLabel, categories, variant = "bar" }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useCloseOnOutside(open, rootRef, setOpen);

  const panel = variant === "panel";
  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className={
          panel
            ? "flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-base font-medium text-stone-800 hover:bg-brand-50"
            : "inline-flex items-center gap-1 rounded-lg px-3 py-2 font-medium whitespace-nowrap text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-700"
        }
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}>
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        id={id}
        hidden={!open}
        className={
          panel
            ? "mt-1 rounded-lg bg-stone-50 p-1"
            : "absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-stone-200 bg-white p-2 shadow-xl"
        }
      >
        {/* The list only while open: hidden, it cost every server-rendered page two copies of every category link. */}
        {open && (
          <ul aria-label={menuLabel} className={panel ? "grid grid-cols-2 gap-1" : "grid max-h-96 gap-0.5 overflow-y-auto"}>
            <li>
              <Link href="/shops" onClick={() => setOpen(false)} className="flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                {allLabel}
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  href={{ pathname: "/shops", query: { category: category.slug } }}
                  onClick={() => setOpen(false)}
                  className="flex min-h-10 items-center rounded-lg px-3 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-700"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
