import "./zod-setup";
import { z } from "zod";
import { serialId } from "./serial-id";
import { SLUG_PATTERN } from "@/lib/admin/content-slug";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === "" ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** A slug the operator may leave blank (it is then made from the name). */
export const optionalSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(60, "The slug should be at most 60 characters.")
  .refine((value) => value === "" || SLUG_PATTERN.test(value), "Use lower-case letters, digits and single hyphens, e.g. mobile-shops.")
  .default("");

/** A shop category as the operator edits it (docs/product.md: names in English, Marathi and Hindi, icon, popular flag; order is moved separately). */
export const categoryInputSchema = z.object({
  name: z.string({ error: "Please enter the category's name." }).trim().min(1, "Please enter the category's name.").max(60, "The name should be at most 60 characters."),
  nameMr: optionalText(60, "The Marathi name should be at most 60 characters."),
  /** Hindi pages show it; never filled from the Marathi name (lib/localized.ts). */
  nameHi: optionalText(60, "The Hindi name should be at most 60 characters."),
  slug: optionalSlug,
  /** A built-in icon's path, an uploaded icon's /media URL, or blank for the default icon. */
  icon: optionalText(200, "Please choose an icon again."),
  popular: z.boolean().default(false),
});
export type CategoryInput = z.output<typeof categoryInputSchema>;
export type CategoryForm = z.input<typeof categoryInputSchema>;

export const categoryUpdateSchema = categoryInputSchema.extend({ id: serialId("That category does not exist.") });
export type CategoryUpdateInput = z.output<typeof categoryUpdateSchema>;

/** Move up or down one place in the display order (menus, the home page grid). */
export const moveSchema = z.object({ id: serialId("That category does not exist."), direction: z.enum(["up", "down"]) });
export type MoveInput = z.output<typeof moveSchema>;
