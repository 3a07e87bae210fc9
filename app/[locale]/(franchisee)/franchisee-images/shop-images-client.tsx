"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { toast } from "@/lib/toast/toast";
import { fieldErrorsOf, type ApiResponse } from "@/lib/api/envelope";
import { imageFileProblem, type ImageFileProblem } from "@/lib/images/image-file";

const SLOTS = ["franchisee_image1", "franchisee_image2", "franchisee_image3"] as const;
type Slot = (typeof SLOTS)[number];
const LABEL = { franchisee_image1: "image1", franchisee_image2: "image2", franchisee_image3: "image3" } as const;
const PROBLEM: Record<ImageFileProblem, "imageEmpty" | "imageTooLarge" | "imageNotImage"> = { empty: "imageEmpty", tooLarge: "imageTooLarge", notImage: "imageNotImage" };

export function ShopImagesClient({ images }: { images: Record<Slot, string | null> }) {
  const t = useTranslations("Franchisee");
  const router = useRouter();
  const [files, setFiles] = useState<Partial<Record<Slot, File>>>({});
  const [previews, setPreviews] = useState<Partial<Record<Slot, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Slot, string>>>({});
  const [saving, startSaving] = useTransition();

  useEffect(() => () => Object.values(previews).forEach((url) => url && URL.revokeObjectURL(url)), [previews]);

  /**
   * Checked here first, by size and first bytes (a text file renamed .png is no image whatever its
   * name says), so a wrong file gets its message at once instead of a broken preview until the
   * server refuses it. The server checks again.
   */
  const choose = async (slot: Slot, file: File | undefined) => {
    const problem = file ? await imageFileProblem(file) : null;
    setErrors((current) => ({ ...current, [slot]: problem ? t(PROBLEM[problem]) : undefined }));
    const kept = problem ? undefined : file;
    setFiles((current) => ({ ...current, [slot]: kept }));
    setPreviews((current) => ({ ...current, [slot]: kept ? URL.createObjectURL(kept) : undefined }));
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const chosen = SLOTS.filter((slot) => files[slot]);
    if (chosen.length === 0) return void toast.error(t("nothingChosen"));
    const body = new FormData();
    for (const slot of chosen) body.append(`franchisees[${slot}]`, files[slot]!);
    startSaving(async () => {
      const response = await fetch("/api/v1/franchisee/upload", { method: "POST", body });
      const answer = (await response.json().catch(() => null)) as ApiResponse<unknown> | null;
      if (answer?.status === "success") {
        toast.success(t("imagesUpdated"));
        setFiles({});
        setPreviews({});
        router.refresh();
        return;
      }
      const fields = answer ? fieldErrorsOf(answer.errors) : {};
      setErrors(Object.fromEntries(SLOTS.filter((slot) => fields[slot]).map((slot) => [slot, fields[slot]])));
      if (!SLOTS.some((slot) => fields[slot])) toast.error(answer?.errors.msg ?? t("nothingChosen"));
    });
  };

  return (
    <form onSubmit={save} className="grid gap-6">
      <div className="grid gap-5 md:grid-cols-3">
        {SLOTS.map((slot) => {
          const src = previews[slot] ?? images[slot];
          return (
            <div key={slot} className="grid content-start gap-2">
              <span className="text-sm font-semibold text-stone-800">{t(LABEL[slot])}</span>
              <div className="relative aspect-[4/3] overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
                {src ? (
                  // eslint-disable-next-line @next/next/no-img-element -- local previews (blob: URLs) cannot go through next/image
                  <img src={src} alt={t(LABEL[slot])} width={400} height={300} className="size-full object-cover" />
                ) : (
                  <span className="grid size-full place-items-center text-sm text-stone-500">{t("noImage")}</span>
                )}
              </div>
              <label className="inline-flex min-h-10 cursor-pointer items-center justify-center rounded-lg border border-brand-600 px-3 text-sm font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-brand-600/40 hover:bg-brand-50">
                {t("chooseImage")}
                <input type="file" name={slot} accept="image/jpeg,image/png,image/webp" className="sr-only" aria-invalid={Boolean(errors[slot])} aria-describedby={`${slot}-error`} onChange={(event) => void choose(slot, event.target.files?.[0])} />
              </label>
              {errors[slot] ? <p id={`${slot}-error`} role="alert" className="text-sm text-rose-700">{errors[slot]}</p> : null}
            </div>
          );
        })}
      </div>
      <button type="submit" disabled={saving} className="inline-flex min-h-11 items-center justify-center gap-2 justify-self-start rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {saving ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
        {t("uploadImages")}
      </button>
    </form>
  );
}
