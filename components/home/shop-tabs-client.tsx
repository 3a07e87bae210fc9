"use client";

import { useId, useState, type KeyboardEvent, type ReactNode } from "react";

type Tab = { key: string; label: string; content: ReactNode };

/**
 * Home tabs Latest Ads / Featured Ads / Best Deal Ads / Top rated (docs/product.md#screens-and-routes):
 * ARIA tabs whose panels the server renders. Only the first panel is in the page's HTML: a panel is
 * drawn the first time its tab is chosen (from the server's output already in the page, no request),
 * so the three hidden panels' 24 cards cost no markup, no DOM and no hydration on load
 * (docs/decisions/141-home-tabs-drawn-when-opened.md).
 */
export function ShopTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [current, setCurrent] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const id = useId();

  function choose(index: number) {
    setCurrent(index);
    setOpened((before) => (before.has(index) ? before : new Set(before).add(index)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (current + delta + tabs.length) % tabs.length;
    choose(next);
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
            onClick={() => choose(index)}
            onKeyDown={onKeyDown}
            className="min-h-11 shrink-0 rounded-full border border-stone-300 bg-white px-5 font-semibold whitespace-nowrap text-stone-700 transition-colors hover:border-brand-500 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.key} id={`${id}-panel-${index}`} role="tabpanel" aria-labelledby={`${id}-tab-${index}`} hidden={index !== current} className="mt-6">
          {opened.has(index) ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
