"use client";

import { useLocale } from "next-intl";
import { useId, useMemo, useState } from "react";
import type { ApiResponse } from "@/lib/api/envelope";
import { createSharedValue } from "@/lib/client/shared-value";
import { localizedName } from "@/lib/localized";
import type { CityOption } from "@/lib/public/types";

async function fetchCities(url: string): Promise<CityOption[]> {
  const body = (await (await fetch(url, { headers: { Accept: "application/json" } })).json()) as ApiResponse<CityOption[]>;
  if (body.status !== "success") throw new Error("towns not read");
  return body.data;
}

// Read once per page load, by the first field that gets focus, and shared by every city field.
const citiesValue = createSharedValue(fetchCities, { dedupeMs: Infinity });

type Props = {
  /** The chosen town's name in the page's language, known by the server, shown before the list has loaded. */
  selectedName?: string;
  value: string;
  onChange: (slug: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  emptyLabel: string;
  /** Show the label visibly (true) or only to screen readers. */
  showLabel?: boolean;
  name?: string;
};

const MAX_OPTIONS = 50;

/**
 * A searchable, clearable city select (docs/product.md#screens-and-routes 'Search By City'), an ARIA 1.2 combobox.
 * The ~550 towns are not embedded in the page (about 40 KB of HTML on every visit): they load the
 * first time the field gets focus, from a cached endpoint. Towns show in the page's language
 * (docs/decisions/123-localized-names.md: the Devanagari name on Marathi and Hindi pages, the
 * English one beside it), and typing matches the English, Marathi or Hindi name alike; the value
 * stays the town's slug.
 */
export function CityCombobox({ selectedName, value, onChange, label, placeholder, clearLabel, emptyLabel, showLabel = false, name }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [wanted, setWanted] = useState(false);
  const locale = useLocale();
  const shown = (city: CityOption) => localizedName(city, locale);
  // Beside it the other script (the English name on Marathi and Hindi pages, the Marathi one on
  // English pages), so a town can be recognised by either spelling.
  const beside = (city: CityOption) => (locale === "en" ? city.nameMr : shown(city) === city.name ? null : city.name);
  const { data: towns } = citiesValue.useValue(wanted ? "/api/v1/home/cities" : null);
  // In the alphabetical order of the names shown (the endpoint orders by the English name).
  const cities = useMemo(() => [...(towns ?? [])].sort((a, b) => localizedName(a, locale).localeCompare(localizedName(b, locale), locale)), [towns, locale]);
  const selected = cities.find((city) => city.slug === value);
  // The chosen town's name as the server knew it (already in the page's language) until the list is there.
  const [text, setText] = useState(selected ? shown(selected) : value ? (selectedName ?? "") : "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // Towns whose English, Marathi or Hindi name starts with the text typed, then those containing it
  // (a few hundred names: no need to keep the result between renders).
  const needle = text.trim().toLowerCase();
  const matching = (test: (name: string) => boolean) => cities.filter((c) => [c.name.toLowerCase(), c.nameMr, c.nameHi].some((name) => name && test(name)));
  const options = (
    !needle || (selected && shown(selected) === text) ? cities : [...new Set([...matching((name) => name.startsWith(needle)), ...matching((name) => name.includes(needle))])]
  ).slice(0, MAX_OPTIONS);

  function choose(city: CityOption) {
    onChange(city.slug);
    setText(shown(city));
    setOpen(false);
  }

  function clear() {
    onChange("");
    setText("");
    setOpen(false);
  }

  return (
    <div className="relative">
      <label htmlFor={id} className={showLabel ? "mb-1 block text-sm font-medium text-stone-700" : "sr-only"}>
        {label}
      </label>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && !!towns}
        aria-controls={listId}
        aria-activedescendant={open && options[active] ? `${listId}-${options[active].slug}` : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange("");
        }}
        onFocus={() => {
          setWanted(true);
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, options.length - 1));
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === "Enter" && open && options[active]) {
            event.preventDefault();
            choose(options[active]);
          } else if (event.key === "Escape") {
            setOpen(false);
          }
        }}
        className="h-12 w-full rounded-xl border border-stone-300 bg-white pr-10 pl-4 text-stone-900 placeholder:text-stone-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      {text ? (
        <button
          type="button"
          onClick={clear}
          aria-label={clearLabel}
          className={`absolute right-1 grid size-10 place-items-center rounded-lg text-stone-500 hover:text-stone-800 ${showLabel ? "top-7" : "top-1"}`}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path fill="currentColor" d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      ) : null}
      {/* Shut until the towns have arrived: an empty list said "No town found" to any text. */}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open || !towns}
        className="absolute top-full right-0 left-0 z-40 mt-1 max-h-64 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 text-stone-800 shadow-xl"
      >
        {options.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-4 py-2 text-sm text-stone-500">
            {emptyLabel}
          </li>
        ) : (
          options.map((city, index) => (
            <li
              key={city.slug}
              id={`${listId}-${city.slug}`}
              role="option"
              aria-selected={city.slug === value}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(city);
              }}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer px-4 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800" : ""}`}
            >
              {shown(city)}
              {/* A space, not only a margin: screen readers then say the two names apart. */}
              {beside(city) ? (
                <>
                  {" "}
                  <span lang={locale === "en" ? "mr" : "en"} className="ml-1 text-stone-500">
                    {beside(city)}
                  </span>
                </>
              ) : null}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
