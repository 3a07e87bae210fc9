"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast/toast";
import { useRouter } from "@/i18n/navigation";
import { CityCombobox } from "@/components/shops/city-combobox";

/**
 * The home search bar (docs/product.md#screens-and-routes, #validation-rules-and-messages): pincode, category ('Select Category'), a searchable city
 * select ('Search By City') and Search. With nothing chosen: 'Please select atleast one input.'
 */
export function HomeSearch({ categories }: { categories: { slug: string; name: string }[] }) {
  const t = useTranslations("HomeSearch");
  const router = useRouter();
  const [pincode, setPincode] = useState("");
  const [category, setCategory] = useState("");
  const [city, setCity] = useState("");
  const [pincodeError, setPincodeError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pin = pincode.trim();
    if (!pin && !category && !city) {
      toast.error(t("emptyInput"));
      return;
    }
    if (pin && !/^[0-9]{6}$/.test(pin)) {
      setPincodeError(/^[0-9]+$/.test(pin) ? "pincode should be exact 6 numbers." : "pincode should be numbers.");
      return;
    }
    setPincodeError(null);
    const query: Record<string, string> = {};
    if (pin) query.pincode = pin;
    if (category) query.category = category;
    if (city) query.city = city;
    router.push({ pathname: "/shops", query });
  }

  const field =
    "h-12 w-full rounded-xl border border-stone-300 bg-white px-4 text-stone-900 placeholder:text-stone-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none";
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("title")} className="grid gap-3 rounded-2xl bg-white p-3 shadow-2xl shadow-black/20 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.3fr_auto]">
      <div>
        <label htmlFor="home-pincode" className="sr-only">
          {t("pincode")}
        </label>
        <input
          id="home-pincode"
          inputMode="numeric"
          maxLength={6}
          placeholder={t("pincodePlaceholder")}
          value={pincode}
          onChange={(event) => setPincode(event.target.value)}
          aria-invalid={pincodeError ? true : undefined}
          aria-describedby={pincodeError ? "home-pincode-error" : undefined}
          className={field}
        />
        {pincodeError ? (
          <p id="home-pincode-error" className="mt-1 text-sm text-red-700">
            {pincodeError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="home-category" className="sr-only">
          {t("category")}
        </label>
        <select id="home-category" value={category} onChange={(event) => setCategory(event.target.value)} className={field}>
          <option value="">{t("selectCategory")}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <CityCombobox
        value={city}
        onChange={setCity}
        label={t("city")}
        placeholder={t("searchByCity")}
        clearLabel={t("clearCity")}
        emptyLabel={t("noCity")}
      />
      <button type="submit" className="h-12 rounded-xl bg-accent-700 px-8 font-semibold text-white shadow-sm transition-colors hover:bg-accent-800 sm:col-span-2 lg:col-span-1">
        {t("search")}
      </button>
    </form>
  );
}
