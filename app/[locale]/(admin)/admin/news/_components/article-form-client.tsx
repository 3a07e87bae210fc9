"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { useCallback, useState, useTransition } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { adminButton, adminInput, adminSecondaryButton, showFailure } from "@/components/admin/form-feedback";
import type { ApiResponse } from "@/lib/api/envelope";
import { articleInputSchema, type ArticleForm, type ArticleInput } from "@/lib/validation/admin-news";
import { createArticleAction, previewArticleBodyAction, updateArticleAction } from "../actions";
import { HtmlEditor } from "./html-editor-client";

const FIELDS = ["title", "titleMr", "titleHi", "categoryId", "image", "bodyHtml", "bodyMrHtml", "bodyHiHtml", "quote"] as const;
type Field = (typeof FIELDS)[number];

export type EditableArticle = {
  id: number;
  title: string;
  titleMr: string | null;
  titleHi: string | null;
  categoryId: number;
  image: string | null;
  bodyHtml: string;
  bodyMrHtml: string | null;
  bodyHiHtml: string | null;
  quote: string | null;
  status: "draft" | "published";
  publicPath: string;
};

/** Write or edit an article; the buttons say what happens to it (save as draft, publish, unpublish). */
export function ArticleFormClient({ article, categories }: { article?: EditableArticle; categories: { id: number; name: string }[] }) {
  const router = useRouter();
  const [saving, startSaving] = useTransition();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ArticleForm, unknown, ArticleInput>({
    resolver: zodResolver(articleInputSchema),
    defaultValues: article
      ? { title: article.title, titleMr: article.titleMr ?? "", titleHi: article.titleHi ?? "", categoryId: String(article.categoryId), image: article.image, bodyHtml: article.bodyHtml, bodyMrHtml: article.bodyMrHtml ?? "", bodyHiHtml: article.bodyHiHtml ?? "", quote: article.quote ?? "", status: article.status }
      : { title: "", titleMr: "", titleHi: "", categoryId: "", image: null, bodyHtml: "", bodyMrHtml: "", bodyHiHtml: "", quote: "", status: "draft" },
  });
  const { register, handleSubmit, setValue, setError, control, formState: { errors } } = form;
  const image = useWatch({ control, name: "image" });
  const published = article?.status === "published";

  const save = (status: "draft" | "published") =>
    handleSubmit((input) =>
      startSaving(async () => {
        const payload = { ...input, status };
        const answer = article ? await updateArticleAction({ ...payload, id: article.id }) : await createArticleAction(payload);
        if (answer.status === "success") {
          const becamePublished = status === "published" && !published;
          toast.success(becamePublished ? "Article published." : status === "draft" && published ? "Article unpublished: it is a draft again." : "Article saved.");
          if (!article) router.push(`/admin/news/${answer.data.id}`);
          router.refresh();
          return;
        }
        showFailure(answer, FIELDS, setError);
      }),
    );

  const preview = useCallback(async (bodyHtml: string) => {
    const answer = await previewArticleBodyAction({ bodyHtml });
    return answer.status === "success" ? answer.data.html : null;
  }, []);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const body = new FormData();
      body.set("image", file);
      const response = await fetch("/api/v1/admin/news/image", { method: "POST", body });
      const answer = (await response.json()) as ApiResponse<{ image: string }>;
      if (answer.status === "success") setValue("image", answer.data.image, { shouldDirty: true });
      else showFailure(answer, FIELDS, setError);
    } catch {
      toast.error("The upload failed. Please try again.");
    } finally {
      setUploading(false);
    }
  };

  const error = (name: Field) => {
    const message = errors[name]?.message;
    return message ? <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-rose-700">{message}</p> : null;
  };
  const aria = (name: Field) => ({ "aria-invalid": errors[name] ? true : undefined, "aria-describedby": errors[name] ? `${name}-error` : undefined });

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate className="grid gap-5 rounded-xl border border-stone-200 bg-white p-5">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="title" className="text-sm font-semibold text-stone-800">Title</label>
          <input id="title" {...register("title")} {...aria("title")} className={adminInput} />
          {error("title")}
        </div>
        <div>
          <label htmlFor="titleMr" className="text-sm font-semibold text-stone-800">Marathi title <span className="font-normal text-stone-500">(optional)</span></label>
          <input id="titleMr" lang="mr" {...register("titleMr")} {...aria("titleMr")} className={adminInput} />
          {error("titleMr")}
        </div>
        <div>
          <label htmlFor="titleHi" className="text-sm font-semibold text-stone-800">Hindi title <span className="font-normal text-stone-500">(optional)</span></label>
          <input id="titleHi" lang="hi" {...register("titleHi")} {...aria("titleHi")} className={adminInput} />
          {error("titleHi")}
        </div>
        <div>
          <label htmlFor="categoryId" className="text-sm font-semibold text-stone-800">Category</label>
          <select id="categoryId" {...register("categoryId")} {...aria("categoryId")} className={adminInput}>
            <option value="">Choose a category</option>
            {categories.map((category) => <option key={category.id} value={String(category.id)}>{category.name}</option>)}
          </select>
          {error("categoryId")}
        </div>
        <div>
          <span className="text-sm font-semibold text-stone-800">Image</span>
          {/* A file input keeps its own width (wider than a phone's form): beside the picture where it fits, else below it and no wider than the form. */}
          <div className="mt-1 flex flex-wrap items-center gap-3">
            {image ? <Image src={image} alt="The article's image" width={96} height={54} className="aspect-video w-24 rounded-md object-cover" /> : <span className="flex aspect-video w-24 items-center justify-center rounded-md bg-stone-100 text-xs text-stone-500">Default</span>}
            <div className="grid min-w-0 grid-cols-1 gap-1 text-sm">
              <label htmlFor="image-upload" className="font-semibold text-brand-700">{image ? "Replace the image" : "Upload an image"}</label>
              <input id="image-upload" type="file" accept="image/png,image/jpeg,image/webp" disabled={uploading} onChange={(event) => upload(event.target.files?.[0])} aria-describedby={errors.image ? "image-error" : undefined} className="max-w-full text-sm" />
              {image ? <button type="button" onClick={() => setValue("image", null, { shouldDirty: true })} className="justify-self-start text-sm text-rose-700 hover:underline">Remove the image</button> : null}
            </div>
          </div>
          {uploading ? <p className="mt-1 text-sm text-stone-500">Uploading…</p> : null}
          {error("image")}
        </div>
      </div>
      <div>
        <label htmlFor="quote" className="text-sm font-semibold text-stone-800">Quote <span className="font-normal text-stone-500">(optional pull quote shown above the text)</span></label>
        <textarea id="quote" rows={2} {...register("quote")} {...aria("quote")} className={adminInput} />
        {error("quote")}
      </div>
      <div>
        <label htmlFor="bodyHtml" className="text-sm font-semibold text-stone-800">Article</label>
        <p className="mb-1 text-xs text-stone-500">Paragraphs, headings, lists, quotations and links. Anything else (scripts, styles, images) is removed when saved.</p>
        <Controller
          control={control}
          name="bodyHtml"
          render={({ field }) => <HtmlEditor id="bodyHtml" value={field.value ?? ""} onChange={field.onChange} preview={preview} invalid={Boolean(errors.bodyHtml)} describedBy={errors.bodyHtml ? "bodyHtml-error" : undefined} />}
        />
        {error("bodyHtml")}
      </div>
      {(["bodyMrHtml", "bodyHiHtml"] as const).map((name) => (
        <div key={name}>
          <label htmlFor={name} className="text-sm font-semibold text-stone-800">{name === "bodyMrHtml" ? "Marathi text" : "Hindi text"} <span className="font-normal text-stone-500">(optional)</span></label>
          <p className="mb-1 text-xs text-stone-500">{name === "bodyMrHtml" ? "Marathi pages show the Marathi title and text only when both are written; otherwise the English ones." : "Hindi pages show the Hindi title and text only when both are written; otherwise the English ones."}</p>
          <Controller
            control={control}
            name={name}
            render={({ field }) => <HtmlEditor id={name} value={field.value ?? ""} onChange={field.onChange} preview={preview} invalid={Boolean(errors[name])} describedBy={errors[name] ? `${name}-error` : undefined} />}
          />
          {error(name)}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        {published ? (
          <>
            <button type="button" disabled={saving || uploading} onClick={save("published")} className={adminButton}>Save</button>
            <button type="button" disabled={saving || uploading} onClick={save("draft")} className={adminSecondaryButton}>Unpublish</button>
          </>
        ) : (
          <>
            <button type="button" disabled={saving || uploading} onClick={save("published")} className={adminButton}>Publish</button>
            <button type="button" disabled={saving || uploading} onClick={save("draft")} className={adminSecondaryButton}>Save draft</button>
          </>
        )}
        {published && article ? <a href={article.publicPath} target="_blank" rel="noreferrer" className="ml-auto text-sm font-semibold text-brand-700 hover:underline">View on the site ↗</a> : null}
        {saving ? <span className="text-sm text-stone-500">Saving…</span> : null}
      </div>
    </form>
  );
}
