import { useId } from "react";
import { formatNumber } from "@/lib/format";

/**
 * A small chart of figures over days or months, drawn as plain SVG on the server (or inside a client
 * component that already runs): no charting library and no JavaScript of its own
 * (docs/decisions/135-shop-insights.md). Accessible: the drawing is one image whose name is its summary,
 * the legend and the axis labels are text, and the figures it draws are a table under "Show the
 * figures" (the text alternative that carries every value). Colour is not the only difference
 * between series: lines are dashed differently and the legend names each one.
 */
export type ChartSeries = { label: string; values: readonly number[] };

export type TimeSeriesChartProps = {
  title: string;
  /** One label per point (a day or a month), oldest first. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  kind?: "line" | "bar";
  /** Shows a value (axis, table): money as rupees, counts with grouping. */
  formatValue?: (value: number) => string;
  /** One sentence naming what the chart shows (totals, highest point): the image's accessible name. */
  summary: string;
  texts: { showFigures: string; period: string };
  /** Where the page already tables these figures (the insights' day-by-day table): a link there instead of a table of the chart's own. */
  figuresHref?: string;
  /** Smaller, without axis labels and table: the dashboard's sparkline beside a figure (its table is the figure itself). */
  compact?: boolean;
  className?: string;
};

const PALETTE = [
  { stroke: "stroke-brand-600", fill: "fill-brand-600", swatch: "bg-brand-600", dash: undefined },
  { stroke: "stroke-accent-600", fill: "fill-accent-600", swatch: "bg-accent-600", dash: "6 3" },
  { stroke: "stroke-sky-700", fill: "fill-sky-700", swatch: "bg-sky-700", dash: "2 3" },
  { stroke: "stroke-violet-700", fill: "fill-violet-700", swatch: "bg-violet-700", dash: "8 3 2 3" },
  { stroke: "stroke-rose-700", fill: "fill-rose-700", swatch: "bg-rose-700", dash: "4 4" },
] as const;

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (an axis top people can read). */
/** Two decimals are finer than any screen shows: shorter markup. */
const round = (n: number) => Math.round(n * 100) / 100;

export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}


export function TimeSeriesChart({ title, labels, series, kind = "line", formatValue = formatNumber, summary, texts, figuresHref, compact = false, className = "" }: TimeSeriesChartProps) {
  const id = useId();
  const n = Math.max(labels.length, 1);
  // At least 2, so a chart of small counts never labels its axis with a half.
  const top = Math.max(2, niceCeiling(Math.max(0, ...series.flatMap((s) => s.values))));
  // The drawing's own units: one per point across, 100 up; stretched to the box (lines keep their width).
  const y = (value: number) => 100 - (Math.max(0, value) / top) * 100;
  const groupWidth = 0.8;
  const barWidth = groupWidth / Math.max(series.length, 1);
  const labelIndexes = labels.length <= 1 ? [0] : [...new Set([0, Math.floor((labels.length - 1) / 2), labels.length - 1])];

  const drawing = (
    <svg viewBox={`0 0 ${n} 100`} preserveAspectRatio="none" role="img" aria-labelledby={`${id}-t ${id}-d`} className="absolute inset-0 h-full w-full overflow-visible" data-chart={kind}>
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{summary}</desc>
      {compact
        ? null
        : [0, 50, 100].map((at) => <line key={at} x1={0} x2={n} y1={at} y2={at} className="stroke-stone-200" strokeWidth={1} vectorEffect="non-scaling-stroke" />)}
      {series.map((s, index) => {
        const colour = PALETTE[index % PALETTE.length]!;
        if (kind === "bar") {
          // One path per series (a rectangle per point): a 90-day chart is two elements, not 180.
          const d = s.values
            .map((value, i) => (value > 0 ? `M${round(i + (1 - groupWidth) / 2 + index * barWidth)} 100V${round(y(value))}h${round(barWidth)}V100z` : ""))
            .join("");
          return <path key={s.label} d={d} className={colour.fill} />;
        }
        const points = s.values.map((value, i) => `${i + 0.5},${round(y(value))}`).join(" ");
        return (
          <polyline
            key={s.label}
            points={points}
            fill="none"
            className={colour.stroke}
            strokeWidth={compact ? 2 : 2.5}
            strokeDasharray={colour.dash}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
    </svg>
  );

  if (compact) {
    return (
      <div className={`relative h-10 w-28 ${className}`} data-testid="sparkline">
        {drawing}
      </div>
    );
  }

  return (
    <figure className={`min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm ${className}`} data-testid="chart">
      <figcaption className="font-semibold text-brand-900">{title}</figcaption>
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
          {series.map((s, index) => (
            <li key={s.label} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block h-1 w-4 rounded-full ${PALETTE[index % PALETTE.length]!.swatch}`} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div aria-hidden="true" className="flex h-40 flex-col justify-between text-right text-xs text-stone-500 tabular-nums">
          <span className="-translate-y-1/2">{formatValue(top)}</span>
          <span>{formatValue(top / 2)}</span>
          <span className="translate-y-1/2">{formatValue(0)}</span>
        </div>
        <div className="relative h-40">{drawing}</div>
        <div />
        <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-stone-500">
          {labelIndexes.map((i) => (
            <span key={i}>{labels[i]}</span>
          ))}
        </div>
      </div>
      {figuresHref ? (
        <a href={figuresHref} className="mt-3 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          {texts.showFigures}
        </a>
      ) : (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">{texts.showFigures}</summary>
          <div className="mt-2 max-h-72 overflow-auto">
            <table className="w-full text-left text-xs tabular-nums">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="text-stone-600">
                  <th scope="col" className="py-1 pr-3 font-medium">{texts.period}</th>
                  {series.map((s) => (
                    <th key={s.label} scope="col" className="py-1 pr-3 text-right font-medium">{s.label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, i) => (
                  <tr key={`${label}-${i}`} className="border-t border-stone-100">
                    <th scope="row" className="py-1 pr-3 font-normal">{label}</th>
                    {series.map((s) => (
                      <td key={s.label} className="py-1 pr-3 text-right">{formatValue(s.values[i] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </figure>
  );
}
