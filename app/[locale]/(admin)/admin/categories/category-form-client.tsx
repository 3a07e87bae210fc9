"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { adminButton, adminInput, adminSecondaryButton, showFailure } from "@/components/admin/form-feedback";
import type { ApiResponse } from "@/lib/api/envelope";
import { categoryInputSchema, type CategoryForm, type CategoryInput } from "@/lib/validation/admin-categories";
import { createCategoryAction, updateCategoryAction } from "./actions";

const FIELDS = ["name", "nameMr", "nameHi", "slug", "icon", "popular"] as const;

/** Create or edit a shop category: names (English, Marathi, Hindi), slug, icon (a built-in one or an upload) and the popular flag. */
export function CategoryFormClient({ category, builtInIcons }: { category?: CategoryInput & { id: number }; builtInIcons: string[] }) {
  const router = useRouter();
  const [saving, startSaving] = useTransition();
  const [uploading, setUploading] = useState(false);
  const form = useForm<CategoryForm, unknown, CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: category ? { name: category.name, nameMr: category.nameMr ?? "", nameHi: category.nameHi ?? "", slug: category.slug, icon: category.icon, popular: category.popular } : { name: "", nameMr: "", nameHi: "", slug: "", icon: null, popular: false },
  });
  const { register, handleSubmit, setValue, setError, control, formState: { errors } } = form;
  const icon = useWatch({ control, name: "icon" });
  const iconChoices = icon && !builtInIcons.includes(icon) ? [...builtInIcons, icon] : builtInIcons;

  const submit = (input: CategoryInput) =>
    startSaving(async () => {
      const answer = category ? await updateCategoryAction({ ...input, id: category.id }) : await createCategoryAction(input);
      if (answer.status === "success") {
        toast.success(category ? "Category saved." : "Category added.");
        router.push("/admin/categories");
        router.refresh();
        return;
      }
      showFailure(answer, FIELDS, setError);
    });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const body = new FormData();
      body.set("icon", file);
      const response = await fetch("/api/v1/admin/categories/icon", { method: "POST", body });
      const answer = (await response.json()) as ApiResponse<{ icon: string }>;
      if (answer.status === "success") setValue("icon", answer.data.icon, { shouldDirty: true });
      else showFailure(answer, FIELDS, setError);
    } catch {
      toast.error("The upload failed. Please try again.");
    } finally {
      setUploading(false);
    }
  };

  const error = (name: (typeof FIELDS)[number]) =>
    errors[name]?.message ? <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-rose-700">{errors[name]?.message}</p> : null;
  const aria = (name: (typeof FIELDS)[number]) => ({ "aria-invalid": errors[name] ? true : undefined, "aria-describedby": errors[name] ? `${name}-error` : undefined });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid max-w-3xl gap-5 rounded-xl border border-stone-200 bg-white p-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="name" className="text-sm font-semibold text-stone-800">Name</label>
          <input id="name" {...register("name")} {...aria("name")} className={adminInput} />
          {error("name")}
        </div>
        <div>
          <label htmlFor="nameMr" className="text-sm font-semibold text-stone-800">Marathi name <span className="font-normal text-stone-500">(optional)</span></label>
          <input id="nameMr" lang="mr" {...register("nameMr")} {...aria("nameMr")} className={adminInput} />
          {error("nameMr")}
        </div>
        <div>
          <label htmlFor="nameHi" className="text-sm font-semibold text-stone-800">Hindi name <span className="font-normal text-stone-500">(optional)</span></label>
          <input id="nameHi" lang="hi" {...register("nameHi")} {...aria("nameHi")} className={adminInput} />
          {error("nameHi")}
        </div>
        <div>
          <label htmlFor="slug" className="text-sm font-semibold text-stone-800">Slug <span className="font-normal text-stone-500">(in URLs; blank = from the name)</span></label>
          <input id="slug" {...register("slug")} {...aria("slug")} placeholder="e.g. mobile-shops" className={adminInput} />
          {error("slug")}
        </div>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold text-stone-800">
          <input type="checkbox" {...register("popular")} className="size-4 rounded border-stone-300 text-brand-600" />
          Popular (shown in the home page&apos;s grid)
        </label>
      </div>

      <fieldset aria-describedby={errors.icon ? "icon-error" : undefined}>
        <legend className="text-sm font-semibold text-stone-800">Icon</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          <label className="flex h-16 w-16 cursor-pointer flex-col items-center justify-center rounded-lg border border-stone-300 text-xs text-stone-600 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600/30">
            <input type="radio" name="icon-choice" className="sr-only" checked={icon === null || icon === undefined} onChange={() => setValue("icon", null, { shouldDirty: true })} />
            None
          </label>
          {iconChoices.map((choice) => {
            const label = choice.startsWith("/media/") ? "Uploaded icon" : choice.split("/").pop()!.replace(".svg", "").replaceAll("-", " ");
            return (
              <label key={choice} title={label} className="flex h-16 w-16 cursor-pointer items-center justify-center rounded-lg border border-stone-300 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600/30">
                <input type="radio" name="icon-choice" className="sr-only" checked={icon === choice} onChange={() => setValue("icon", choice, { shouldDirty: true })} aria-label={label} />
                <Image src={choice} alt="" width={32} height={32} unoptimized className="size-8" />
              </label>
            );
          })}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <label htmlFor="icon-upload" className="font-semibold text-stone-800">Or upload an icon</label>
          <input id="icon-upload" type="file" accept="image/png,image/jpeg,image/webp" disabled={uploading} onChange={(event) => upload(event.target.files?.[0])} className="text-sm" />
          {uploading ? <span className="text-stone-500">Uploading…</span> : null}
        </div>
        <p className="mt-1 text-xs text-stone-500">PNG, JPEG or WebP, at most 5 MB; it is shown at 32 px.</p>
        {error("icon")}
      </fieldset>

      <div className="flex gap-2">
        <button type="submit" disabled={saving || uploading} className={adminButton}>{saving ? "Saving…" : category ? "Save category" : "Add category"}</button>
        <button type="button" onClick={() => router.push("/admin/categories")} className={adminSecondaryButton}>Cancel</button>
      </div>
    </form>
  );
}
