/**
 * Two bars, last month and this month, beside a figure on the customer dashboard
 * (docs/product.md#customer-screens): plain SVG with no script. The figure and last month's value are
 * printed next to it, and the drawing's accessible name says both, so it is never the only place a
 * number is.
 */
export function MonthBars({ previous, current, summary, labels }: { previous: number; current: number; summary: string; labels: { previous: string; current: string } }) {
  const top = Math.max(previous, current, 1);
  const height = (value: number) => Math.max((value / top) * 100, value > 0 ? 4 : 0);
  return (
    <div className="flex shrink-0 flex-col items-center gap-1" data-testid="month-bars">
      <svg viewBox="0 0 40 100" preserveAspectRatio="none" role="img" aria-label={summary} className="h-12 w-14">
        <rect x={3} width={14} y={100 - height(previous)} height={height(previous)} rx={2} className="fill-stone-300" />
        <rect x={23} width={14} y={100 - height(current)} height={height(current)} rx={2} className="fill-brand-600" />
      </svg>
      <div aria-hidden="true" className="flex w-14 justify-between text-[10px] leading-none text-stone-500">
        <span>{labels.previous}</span>
        <span>{labels.current}</span>
      </div>
    </div>
  );
}
