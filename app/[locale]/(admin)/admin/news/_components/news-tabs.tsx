import { Link } from "@/i18n/navigation";

/** Articles | Categories, the two halves of the console's news section. */
export function NewsTabs({ current }: { current: "articles" | "categories" }) {
  const tab = "-mb-px border-b-2 border-transparent px-3 py-2 font-semibold text-stone-600 hover:text-stone-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700";
  return (
    <nav aria-label="News section" className="mb-4 flex gap-1 border-b border-stone-200 text-sm">
      <Link href="/admin/news" aria-current={current === "articles" ? "page" : undefined} className={tab}>Articles</Link>
      <Link href="/admin/news/categories" aria-current={current === "categories" ? "page" : undefined} className={tab}>News categories</Link>
    </nav>
  );
}
