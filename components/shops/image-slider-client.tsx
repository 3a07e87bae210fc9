"use client";

import { useState, type ReactNode } from "react";

type Labels = { photos: string; previous: string; next: string; /** "Photo 2 of 3", one for each slide */ positions: string[] };

/**
 * The shop's main image and slider of the others (docs/product.md: image1 main, image2/3 slider).
 * The slides are the server's images (StaticImage), all in the page and shown one at a time: the
 * slider only moves between them, so the page loads no image component. Hidden slides are lazy
 * images, fetched when first shown, as before.
 */
export function ImageSlider({ slides, labels }: { slides: ReactNode[]; labels: Labels }) {
  const [index, setIndex] = useState(0);
  return (
    <div className="relative overflow-hidden rounded-2xl bg-brand-50" aria-roledescription="carousel" aria-label={labels.photos}>
      {slides.map((slide, at) => (
        <div key={at} hidden={at !== index}>
          {slide}
        </div>
      ))}
      <button
        type="button"
        onClick={() => setIndex((index - 1 + slides.length) % slides.length)}
        aria-label={labels.previous}
        className="absolute top-1/2 left-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-stone-900 shadow"
      >
        ‹
      </button>
      <button
        type="button"
        onClick={() => setIndex((index + 1) % slides.length)}
        aria-label={labels.next}
        className="absolute top-1/2 right-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-stone-900 shadow"
      >
        ›
      </button>
      <p className="absolute right-3 bottom-3 rounded-full bg-black/70 px-3 py-1 text-sm text-white" aria-live="polite">
        {labels.positions[index]}
      </p>
    </div>
  );
}
