"use client";

import { useId, useState, type KeyboardEvent, type ReactNode } from "react";

type Tab = { key: string; label: string; content: ReactNode };

/** Home tabs Latest Ads / Featured Ads / Best Deal Ads (docs/product.md#screens-and-routes): ARIA tabs, panels rendered on the server. */
export function ShopTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [current, setCurrent] = useState(0);
  const id = useId();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (current + delta + tabs.length) % tabs.length;
    setCurrent(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-2 overflow-x-auto pb-1">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === current}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => setCurrent(index)}
            onKeyDown={onKeyDown}
            className="min-h-11 shrink-0 rounded-full border border-stone-300 bg-white px-5 font-semibold whitespace-nowrap text-stone-700 transition-colors hover:border-brand-500 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.key} id={`${id}-panel-${index}`} role="tabpanel" aria-labelledby={`${id}-tab-${index}`} hidden={index !== current} className="mt-6">
          {tab.content}
        </div>
      ))}
    </div>
  );
}
