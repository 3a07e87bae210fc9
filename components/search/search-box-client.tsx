"use client";

import { useLocale } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useRouter } from "@/i18n/navigation";
import { SUGGEST_MIN_CHARS, type Suggestions } from "@/lib/public/suggestions";

export type SearchBoxLabels = {
  label: string;
  placeholder: string;
  submit: string;
  shops: string;
  categories: string;
  towns: string;
  countOne: string;
  countOther: string;
  none: string;
};

type Option = { id: string; group: "shops" | "categories" | "towns"; text: string; detail?: string; lang?: "en"; href: string | { pathname: "/shops"; query: Record<string, string> } };

const DEBOUNCE_MS = 150;

function optionsOf(result: Suggestions, base: string): Option[] {
  return [
    ...result.shops.map((s) => ({
      id: `${base}-s${s.id}`,
      group: "shops" as const,
      text: s.name,
      lang: s.nameLang,
      detail: [s.category, s.town].filter(Boolean).join(" · "),
      href: `/shops/${s.id}/${s.slug}`,
    })),
    ...result.categories.map((c) => ({ id: `${base}-c-${c.slug}`, group: "categories" as const, text: c.name, href: { pathname: "/shops" as const, query: { category: c.slug } } })),
    ...result.towns.map((c) => ({ id: `${base}-t-${c.slug}`, group: "towns" as const, text: c.name, href: { pathname: "/shops" as const, query: { city: c.slug } } })),
  ];
}

/**
 * The one search box (docs/product.md#search): a plain GET form to the listing, so it works before
 * and without JavaScript, enhanced into an ARIA 1.2 combobox with suggestions grouped as shops,
 * categories and towns (`GET /api/v1/search/suggest`). Arrow keys move, Enter opens the highlighted
 * suggestion or searches the text, Escape closes; a tap opens a suggestion. Labels come as props so
 * the header sends no extra message namespace to the browser.
 */
export function SearchBox({ labels, variant = "header", initialQuery = "" }: { labels: SearchBoxLabels; variant?: "header" | "hero"; initialQuery?: string }) {
  const locale = useLocale();
  const router = useRouter();
  const base = useId().replace(/:/g, "");
  const listId = `${base}-list`;
  const [query, setQuery] = useState(initialQuery);
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searched, setSearched] = useState("");
  const cache = useRef(new Map<string, Suggestions>());
  const rootRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const q = query.trim();
    if ([...q].length < SUGGEST_MIN_CHARS) return;
    const cached = cache.current.get(q);
    const controller = new AbortController();
    const show = (result: Suggestions) => {
      setOptions(optionsOf(result, base));
      setActive(-1);
      setSearched(q);
    };
    if (cached) {
      show(cached);
      return;
    }
    const timer = setTimeout(() => {
      fetch(`/api/v1/search/suggest?${new URLSearchParams({ q, lang: locale })}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: { data?: Suggestions } | null) => {
          if (!body?.data) return;
          cache.current.set(q, body.data);
          show(body.data);
        })
        // A newer keystroke aborted it, or the network failed: the form still searches on submit.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale, base]);

  const typed = [...query.trim()].length >= SUGGEST_MIN_CHARS;
  const shown = open && typed && searched === query.trim();
  const visible = shown ? options : [];

  function go(option: Option) {
    setOpen(false);
    router.push(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (visible.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the input itself: the highlight wraps from the last suggestion back to the typed text.
      setActive((current) => {
        const next = current + step;
        return next >= visible.length ? -1 : next < -1 ? visible.length - 1 : next;
      });
    } else if (event.key === "Enter" && active >= 0 && visible[active]) {
      event.preventDefault();
      go(visible[active]);
    } else if (event.key === "Escape") {
      if (shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        setQuery("");
      }
    }
  }

  const groups = (["shops", "categories", "towns"] as const).map((group) => ({ group, items: visible.map((option, index) => ({ option, index })).filter(({ option }) => option.group === group) }));
  const hero = variant === "hero";
  const action = locale === "en" ? "/shops" : `/${locale}/shops`;

  return (
    <form
      ref={rootRef}
      role="search"
      action={action}
      method="get"
      className="relative w-full"
      onSubmit={(event) => {
        if (!query.trim()) event.preventDefault();
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${base}-input`} className="sr-only">
        {labels.label}
      </label>
      <div className="flex">
        <input
          id={`${base}-input`}
          name="search"
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={shown && visible.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && visible[active] ? visible[active].id : undefined}
          maxLength={60}
          value={query}
          placeholder={labels.placeholder}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={`w-0 min-w-0 flex-1 rounded-l-xl border border-r-0 border-stone-300 bg-white text-stone-900 placeholder:text-stone-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none ${hero ? "h-14 px-4 text-lg" : "h-11 px-3 text-base"}`}
        />
        <button type="submit" className={`inline-flex shrink-0 items-center justify-center rounded-r-xl bg-accent-700 font-semibold text-white hover:bg-accent-800 ${hero ? "h-14 px-4 sm:px-6" : "h-11 px-3"}`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-4-4" />
          </svg>
          <span className={hero ? "sr-only sm:not-sr-only sm:ml-2" : "sr-only"}>{labels.submit}</span>
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {shown ? (visible.length > 0 ? (visible.length === 1 ? labels.countOne : labels.countOther).replace("{n}", String(visible.length)) : labels.none) : ""}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={labels.label}
        hidden={!shown || visible.length === 0}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 text-left text-stone-900 shadow-xl"
      >
        {groups.map(({ group, items }) =>
          items.length === 0 ? null : (
            <div key={group} role="group" aria-labelledby={`${base}-${group}`}>
              <div id={`${base}-${group}`} role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                {labels[group]}
              </div>
              {items.map(({ option, index }) => (
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={index === active}
                  data-testid="search-suggestion"
                  // Keep the focus in the input: a blur before the click would close the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option)}
                  onMouseMove={() => setActive(index)}
                  className="flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 aria-selected:bg-brand-50"
                >
                  <span lang={option.lang} className="font-medium">
                    {option.text}
                  </span>
                  {option.detail ? <span className="text-sm text-stone-600">{option.detail}</span> : null}
                </div>
              ))}
            </div>
          ),
        )}
      </div>
    </form>
  );
}
