import type { ReactNode } from "react";

/** A grey block where content will be; `label` is what a screen reader hears meanwhile. */
export function Skeleton({ className = "", label }: { className?: string; label?: string }) {
  return (
    <div data-skeleton="" className={`animate-pulse rounded-lg bg-stone-200/70 motion-reduce:animate-none ${className}`} {...(label ? { role: "status" } : { "aria-hidden": true })}>
      {label ? <span className="sr-only">{label}</span> : null}
    </div>
  );
}

/** A dashboard that could not load its figures: what happened and a way to try again. */
export function DashboardFailure({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-2xl border border-rose-200 bg-rose-50 p-6 text-rose-900">
      <p className="font-medium">{message}</p>
      <button type="button" onClick={onRetry} className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
        {retry}
      </button>
    </div>
  );
}

/** A dashboard's title (the customer's greeting, the shop's name, or a placeholder for it) and intro. */
export function DashboardHeading({ title, intro }: { title: ReactNode; intro: string }) {
  return (
    <header>
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-stone-600">{intro}</p>
    </header>
  );
}
