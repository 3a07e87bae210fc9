import { StaticImage } from "@/components/media/static-image";
import { useLocale, useTranslations } from "next-intl";
import { formatDate, formatNumber } from "@/lib/format";
import { Link } from "@/i18n/navigation";
import { localizedArticle, localizedName } from "@/lib/localized";
import { newsPath, type NewsCardData } from "@/lib/public/types";

/**
 * A news card: image, category, date, title, excerpt (markup stripped), comment count. Its title is
 * a heading one level below the section it sits in: h2 under /news's h1, h3 under the home page's
 * section headings (headings that skip a level confuse screen-reader navigation).
 */
export function NewsCard({ article, headingLevel = 3 }: { article: NewsCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useTranslations("News");
  const locale = useLocale();
  const href = newsPath(article);
  const { title, bodyHtml: excerpt, lang } = localizedArticle(
    { title: article.title, bodyHtml: article.excerpt, titleMr: article.titleMr, bodyMrHtml: article.excerptMr, titleHi: article.titleHi, bodyHiHtml: article.excerptHi },
    locale,
  );
  const textLang = lang === locale ? undefined : lang;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg" data-testid="news-card">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block aspect-[16/9] overflow-hidden bg-brand-50">
        <StaticImage src={article.image} alt="" width={640} height={360} unoptimized={!article.hasImage || article.image.endsWith(".svg")} className="size-full object-cover" />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 text-xs font-semibold text-brand-700 uppercase">
          <span>{localizedName({ name: article.category, nameMr: article.categoryMr, nameHi: article.categoryHi }, locale)}</span>
          <time dateTime={article.publishedAt} className="font-medium text-stone-600 normal-case">
            {formatDate(article.publishedAt, locale)}
          </time>
        </p>
        <Heading lang={textLang} className="mt-2 text-lg leading-snug font-bold text-stone-900">
          <Link href={href} className="hover:text-brand-700">
            {title}
          </Link>
        </Heading>
        <p lang={textLang} className="mt-2 text-sm leading-relaxed text-stone-600">{excerpt}</p>
        <div className="mt-auto flex items-center justify-between pt-4 text-sm">
          <span className="text-stone-600">{t("comments", { count: article.comments, countText: formatNumber(article.comments) })}</span>
          <Link href={href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900">
            {t("readMore")}
            <span className="sr-only">: {title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
