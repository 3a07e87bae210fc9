"use client";

import { useLocale } from "next-intl";
import { useId, useMemo, useState } from "react";
import type { ApiResponse } from "@/lib/api/envelope";
import { createSharedValue } from "@/lib/client/shared-value";
import type { CityOption } from "@/lib/public/types";

async function fetchCities(url: string): Promise<CityOption[]> {
  const body = (await (await fetch(url, { headers: { Accept: "application/json" } })).json()) as ApiResponse<CityOption[]>;
  if (body.status !== "success") throw new Error("towns not read");
  return body.data;
}

// Read once per page load, by the first field that gets focus, and shared by every city field.
const citiesValue = createSharedValue(fetchCities, { dedupeMs: Infinity });

type Props = {
  /** The chosen town's name, known by the server, shown before the list has loaded. */
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

/** A searchable, clearable city select (docs/product.md#screens-and-routes 'Search By City'), an ARIA 1.2 combobox. */
/**
 * The ~550 towns are not embedded in the page (about 40 KB of HTML on every visit): they load the
 * first time the field gets focus, from a cached endpoint.
 */
export function CityCombobox({ selectedName, value, onChange, label, placeholder, clearLabel, emptyLabel, showLabel = false, name }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [wanted, setWanted] = useState(false);
  const locale = useLocale();
  // The town's Devanagari name beside the English one: the Hindi spelling on Hindi pages, else the Marathi one.
  const devanagari = (city: CityOption) => (locale === "hi" ? city.nameHi : city.nameMr);
  const { data: cities = [] } = citiesValue.useValue(wanted ? "/api/v1/home/cities" : null);
  const selected = useMemo(
    () => cities.find((city) => city.slug === value) ?? (value && selectedName ? { slug: value, name: selectedName, nameMr: null, nameHi: null } : undefined),
    [cities, value, selectedName],
  );
  const [text, setText] = useState(selected?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const options = useMemo(() => {
    const needle = text.trim().toLowerCase();
    if (!needle || (selected && selected.name === text)) return cities.slice(0, MAX_OPTIONS);
    const names = (c: CityOption) => [c.name.toLowerCase(), c.nameMr ?? "", c.nameHi ?? ""];
    const starts = cities.filter((c) => names(c).some((name) => name !== "" && name.startsWith(needle)));
    const contains = cities.filter((c) => !starts.includes(c) && names(c).some((name) => name !== "" && name.includes(needle)));
    return [...starts, ...contains].slice(0, MAX_OPTIONS);
  }, [cities, text, selected]);

  function choose(city: CityOption) {
    onChange(city.slug);
    setText(city.name);
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
        aria-expanded={open}
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
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
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
              {city.name}
              {devanagari(city) ? <span className="ml-2 text-stone-500">{devanagari(city)}</span> : null}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
