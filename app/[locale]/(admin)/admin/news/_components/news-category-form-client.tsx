"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { adminButton, adminInput, showFailure } from "@/components/admin/form-feedback";
import { newsCategoryInputSchema, type NewsCategoryForm, type NewsCategoryInput } from "@/lib/validation/admin-news";
import { createNewsCategoryAction, updateNewsCategoryAction } from "../actions";

const FIELDS = ["name", "nameMr", "nameHi", "slug"] as const;

/** Add a news category (on the list page) or rename one (on its own page). */
export function NewsCategoryFormClient({ category }: { category?: NewsCategoryInput & { id: number } }) {
  const router = useRouter();
  const [saving, startSaving] = useTransition();
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<NewsCategoryForm, unknown, NewsCategoryInput>({
    resolver: zodResolver(newsCategoryInputSchema),
    defaultValues: { name: category?.name ?? "", nameMr: category?.nameMr ?? "", nameHi: category?.nameHi ?? "", slug: category?.slug ?? "" },
  });
  const submit = (input: NewsCategoryInput) =>
    startSaving(async () => {
      const answer = category ? await updateNewsCategoryAction({ ...input, id: category.id }) : await createNewsCategoryAction(input);
      if (answer.status === "success") {
        toast.success(category ? "News category saved." : "News category added.");
        if (category) router.push("/admin/news/categories");
        else reset();
        router.refresh();
        return;
      }
      showFailure(answer, FIELDS, setError);
    });
  const error = (name: (typeof FIELDS)[number]) =>
    errors[name]?.message ? <p id={`nc-${name}-error`} role="alert" className="mt-1 text-sm text-rose-700">{errors[name]?.message}</p> : null;
  const aria = (name: (typeof FIELDS)[number]) => ({ "aria-invalid": errors[name] ? true : undefined, "aria-describedby": errors[name] ? `nc-${name}-error` : undefined });
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={category ? "Edit news category" : "Add a news category"} className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 sm:items-start lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      <div>
        <label htmlFor="nc-name" className="text-sm font-semibold text-stone-800">Name</label>
        <input id="nc-name" {...register("name")} {...aria("name")} className={adminInput} />
        {error("name")}
      </div>
      <div>
        <label htmlFor="nc-nameMr" className="text-sm font-semibold text-stone-800">Marathi name</label>
        <input id="nc-nameMr" lang="mr" {...register("nameMr")} {...aria("nameMr")} className={adminInput} />
        {error("nameMr")}
      </div>
      <div>
        <label htmlFor="nc-nameHi" className="text-sm font-semibold text-stone-800">Hindi name</label>
        <input id="nc-nameHi" lang="hi" {...register("nameHi")} {...aria("nameHi")} className={adminInput} />
        {error("nameHi")}
      </div>
      <div>
        <label htmlFor="nc-slug" className="text-sm font-semibold text-stone-800">Slug <span className="font-normal text-stone-500">(blank = from the name)</span></label>
        <input id="nc-slug" {...register("slug")} {...aria("slug")} className={adminInput} />
        {error("slug")}
      </div>
      <button type="submit" disabled={saving} className={`${adminButton} lg:mt-6`}>{saving ? "Saving…" : category ? "Save" : "Add"}</button>
    </form>
  );
}
