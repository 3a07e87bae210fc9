"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import { useState } from "react";

/** The shop's main image and slider of the others (docs/product.md: image1 main, image2/3 slider). */
export function ImageSlider({ images, alt }: { images: { src: string; optimized: boolean }[]; alt: string }) {
  const t = useTranslations("Shop");
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0]!;
  const many = images.length > 1;
  return (
    <div className="relative overflow-hidden rounded-2xl bg-brand-50" aria-roledescription="carousel" aria-label={t("photos")}>
      <Image
        src={current.src}
        alt={many ? `${alt} – ${t("photoOf", { index: index + 1, total: images.length })}` : alt}
        width={960}
        height={640}
        priority
        unoptimized={!current.optimized}
        sizes="(min-width: 1024px) 60vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      {many ? (
        <>
          <button
            type="button"
            onClick={() => setIndex((index - 1 + images.length) % images.length)}
            aria-label={t("previous")}
            className="absolute top-1/2 left-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-stone-900 shadow"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => setIndex((index + 1) % images.length)}
            aria-label={t("next")}
            className="absolute top-1/2 right-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-stone-900 shadow"
          >
            ›
          </button>
          <p className="absolute right-3 bottom-3 rounded-full bg-black/70 px-3 py-1 text-sm text-white" aria-live="polite">
            {t("photoOf", { index: index + 1, total: images.length })}
          </p>
        </>
      ) : null}
    </div>
  );
}
