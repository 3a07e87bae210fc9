import type { ReactNode } from "react";

type Props = {
  /** Large decorative mark above the title (e.g. "404" or an icon). */
  mark: ReactNode;
  title: string;
  description: string;
  /** Buttons / links. */
  children: ReactNode;
};

/** Centered message used by the 404 and error pages. */
export function StatusPage({ mark, title, description, children }: Props) {
  return (
    <div className="page-container flex flex-1 items-center justify-center py-16 sm:py-24">
      <div className="w-full max-w-lg text-center">
        <div aria-hidden="true" className="mx-auto mb-6 flex justify-center">
          {mark}
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-stone-600">{description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </div>
  );
}

export const primaryButtonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700";

export const secondaryButtonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-6 font-semibold text-stone-700 transition-colors hover:border-brand-500 hover:text-brand-700";
