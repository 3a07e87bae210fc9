import type { ReactNode } from "react";

/** The centred card every account screen sits in: title, a line of help, the form, and links below. */
export function AuthCard({ title, subtitle, children, footer, wide }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-8 sm:items-center sm:py-14">
      <section className={`w-full ${wide ? "max-w-xl" : "max-w-md"} rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8`}>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">{title}</h1>
        {subtitle ? <p className="mt-1.5 text-sm text-stone-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 border-t border-stone-100 pt-4 text-sm text-stone-600">{footer}</div> : null}
      </section>
    </div>
  );
}
