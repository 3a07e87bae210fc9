"use client";

import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "@/lib/toast/toast";
import type { ApiResponse } from "@/lib/api/envelope";
import { formatNumber } from "@/lib/format";
import type { DownlineMatchWire as DownlineMatch, DownlineNodeWire as DownlineNode } from "@/lib/api/wire";

async function post<T>(body: object): Promise<T> {
  const response = await fetch("/api/v1/customers/downline", { method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body) });
  const answer = (await response.json()) as ApiResponse<T>;
  if (answer.status !== "success") throw new Error(answer.errors.msg ?? "failed");
  return answer.data;
}

/** Replaces the node with `id` in a tree (immutably) by `next`. */
function graft(tree: DownlineNode, id: number, next: DownlineNode): DownlineNode {
  if (tree.id === id) return next;
  const side = (child: DownlineNode | "0" | null) => (child && child !== "0" ? graft(child, id, next) : child);
  return { ...tree, left_side: side(tree.left_side), right_side: side(tree.right_side) };
}

function Avatar({ gender }: { gender: DownlineNode["gender"] }) {
  const colour = gender === "female" ? "bg-pink-100 text-pink-700" : gender === "male" ? "bg-sky-100 text-sky-700" : "bg-stone-100 text-stone-600";
  return (
    <span aria-hidden="true" className={`grid size-11 shrink-0 place-items-center rounded-full ${colour}`} data-gender={gender ?? "unknown"}>
      <svg viewBox="0 0 24 24" className="size-7" fill="currentColor">
        <circle cx="12" cy="8" r="4" />
        {gender === "female" ? <path d="M12 13c-4.5 0-8 2.6-8 6v1h16v-1c0-3.4-3.5-6-8-6Zm-5.5-2.5C6 12 5 13 4 13.3 5.3 10.5 6 9 6.3 7l1 3.5Zm11 0L18.7 7c.3 2 1 3.5 2.3 6.3-1-.3-2-1.3-2.5-2.8Z" /> : <path d="M12 13c-4.5 0-8 2.6-8 6v1h16v-1c0-3.4-3.5-6-8-6Z" />}
      </svg>
    </span>
  );
}

function NodeCard({ node, onExpand, busy }: { node: DownlineNode; onExpand: (node: DownlineNode) => void; busy: boolean }) {
  const t = useTranslations("CustomerDownline");
  const name = `${node.f_name} ${node.l_name}`.trim();
  const unloaded = node.left_side === null || node.right_side === null;
  return (
    <div data-testid="downline-node" data-code={node.code} className="w-40 rounded-xl border border-stone-200 bg-white p-3 text-center shadow-sm">
      <div className="flex justify-center"><Avatar gender={node.gender} /></div>
      {node.level === 0 ? <p className="mt-1 text-[11px] font-semibold tracking-wide text-brand-700 uppercase">{t("you")}</p> : null}
      <p className="mt-1 truncate text-sm font-bold text-stone-900" title={name}>{name}</p>
      <p className="truncate text-xs text-stone-500">{node.code}</p>
      <p className="truncate text-xs text-stone-600">{node.city ?? t("noCity")}</p>
      <p className="mt-1 flex justify-center gap-2 text-[11px] font-semibold text-stone-700 tabular-nums">
        <span>{t("leftCount", { count: node.left_count })}</span>
        <span>{t("rightCount", { count: node.right_count })}</span>
      </p>
      {unloaded ? (
        <button type="button" disabled={busy} onClick={() => onExpand(node)} aria-label={t("expand", { name })} className="mt-2 inline-flex min-h-9 items-center rounded-lg bg-brand-700 px-3 text-xs font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          + {t("members", { count: node.left_count + node.right_count, countText: formatNumber(node.left_count + node.right_count) })}
        </button>
      ) : null}
    </div>
  );
}

function Branch({ node, onExpand, busy }: { node: DownlineNode; onExpand: (node: DownlineNode) => void; busy: boolean }) {
  const t = useTranslations("CustomerDownline");
  const child = (side: DownlineNode | "0" | null, label: string) => (
    <li className="flex flex-col items-center px-1">
      <span className="mb-1 text-[11px] font-semibold tracking-wide text-stone-500 uppercase">{label}</span>
      {side && side !== "0" ? (
        <Branch node={side} onExpand={onExpand} busy={busy} />
      ) : side === "0" ? (
        <div className="grid h-20 w-40 place-items-center rounded-xl border border-dashed border-stone-300 text-xs text-stone-400">{t("empty")}</div>
      ) : null}
    </li>
  );
  const open = node.left_side !== null && node.right_side !== null && node.left_count + node.right_count > 0;
  return (
    <div className="flex flex-col items-center">
      <NodeCard node={node} onExpand={onExpand} busy={busy} />
      {open ? (
        <>
          <span aria-hidden="true" className="h-4 w-px bg-stone-300" />
          <ul className="flex border-t border-stone-300 pt-2">
            {child(node.left_side, t("left"))}
            {child(node.right_side, t("right"))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

const ZOOMS = [0.5, 0.75, 1] as const;

/**
 * The tree's box: it opens centred on the card at the top of the tree ("You", or the member the
 * tree is shown from), pans by dragging or scrolling, zooms out to see more of the tree, and says
 * so when the tree is wider than the box (docs/decisions/119-downline-opens-on-you.md).
 */
function TreeViewport({ rootId, zoomOutLabel, zoomInLabel, hint, busy, children }: { rootId: number; zoomOutLabel: string; zoomInLabel: string; hint: string; busy: boolean; children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  const [overflows, setOverflows] = useState(false);

  // Before the first paint, and again for another root or zoom: the top card in the middle of the box.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const top = box?.querySelector<HTMLElement>("[data-testid=downline-node]");
    if (!box || !top) return;
    const boxRect = box.getBoundingClientRect();
    const cardRect = top.getBoundingClientRect();
    box.scrollLeft += cardRect.left + cardRect.width / 2 - (boxRect.left + boxRect.width / 2);
  }, [rootId, zoom]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const step = (by: number) => setZoom((current) => ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.indexOf(current) + by))]!);
  const control = "grid size-10 place-items-center rounded-lg border border-stone-300 bg-white text-lg font-bold text-stone-800 hover:bg-stone-50 disabled:opacity-40";
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3">
        <p data-testid="downline-scroll-hint" className={`flex items-center gap-1.5 text-sm text-stone-600 ${overflows ? "" : "invisible"}`} aria-hidden={!overflows}>
          <span aria-hidden="true">↔</span>
          {hint}
        </p>
        <div className="flex shrink-0 gap-1.5">
          <button type="button" onClick={() => step(-1)} disabled={zoom === ZOOMS[0]} aria-label={zoomOutLabel} title={zoomOutLabel} className={control}>−</button>
          <button type="button" onClick={() => step(1)} disabled={zoom === 1} aria-label={zoomInLabel} title={zoomInLabel} className={control}>+</button>
        </div>
      </div>
      <div ref={boxRef} data-testid="downline-tree" className={`overflow-x-auto overscroll-x-contain rounded-2xl border border-stone-200 bg-stone-50 p-4 ${overflows ? "shadow-[inset_-12px_0_12px_-12px_rgb(0_0_0/0.25),inset_12px_0_12px_-12px_rgb(0_0_0/0.25)]" : ""}`} aria-busy={busy}>
        <div className="mx-auto w-max" style={{ zoom }}>
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * /downline: the binary tree, three levels at a time. A member with unloaded children shows a
 * button that loads three more levels below them; search finds members of one's own downline by
 * name or code and can re-root the view on one of them.
 */
export function DownlineClient({ initial }: { initial: DownlineNode }) {
  const t = useTranslations("CustomerDownline");
  const [root, setRoot] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState<DownlineMatch[] | null>(null);

  async function expand(node: DownlineNode) {
    setBusy(true);
    try {
      const { root: loaded } = await post<{ root: DownlineNode }>({ from: node.id });
      // Levels are counted from the signed-in member, whatever node was loaded from.
      setRoot((tree) => graft(tree, node.id, loaded));
    } catch {
      toast.error(t("loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  async function showFrom(id: number | null) {
    setBusy(true);
    try {
      const { root: loaded } = await post<{ root: DownlineNode }>(id === null ? {} : { from: id });
      setRoot(loaded);
      setMatches(null);
    } catch {
      toast.error(t("loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) {
      setMatches(null);
      return;
    }
    setBusy(true);
    try {
      setMatches((await post<{ matches: DownlineMatch[] }>({ search: query.trim() })).matches);
    } catch (error) {
      toast.error(error instanceof Error && error.message !== "failed" ? error.message : t("loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap gap-3 text-sm font-semibold">
          <span data-testid="left-leg" className="rounded-full bg-brand-50 px-3 py-1.5 text-brand-800">{t("leftCount", { count: root.left_count })}</span>
          <span data-testid="right-leg" className="rounded-full bg-brand-50 px-3 py-1.5 text-brand-800">{t("rightCount", { count: root.right_count })}</span>
        </div>
        <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="downline-search" className="text-sm font-semibold text-stone-800">{t("searchLabel")}</label>
            <input id="downline-search" type="search" value={query} maxLength={60} onChange={(event) => setQuery(event.target.value)} placeholder={t("searchPlaceholder")} className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none" />
          </div>
          <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">{t("search")}</button>
        </form>
        {matches ? (
          matches.length === 0 ? (
            <p className="text-sm text-stone-600">{t("searchEmpty")}</p>
          ) : (
            <div>
              <h2 className="text-sm font-semibold text-stone-800">{t("searchResults")}</h2>
              <ul className="mt-2 divide-y divide-stone-100" data-testid="downline-matches">
                {matches.map((match) => (
                  <li key={match.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <span>
                      <span className="font-semibold text-stone-900">{match.f_name} {match.l_name}</span>
                      <span className="text-stone-500"> · {match.code} · {match.city ?? t("noCity")} · {t("levelN", { level: match.level })} · {match.side === "L" ? t("left") : t("right")}</span>
                    </span>
                    <button type="button" disabled={busy} onClick={() => void showFrom(match.id)} className="min-h-9 rounded-lg border border-brand-600 px-3 text-xs font-semibold text-brand-700 hover:bg-brand-50">{t("showInTree")}</button>
                  </li>
                ))}
              </ul>
            </div>
          )
        ) : null}
      </div>

      {root.level > 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-stone-700">{t("showingFrom", { name: `${root.f_name} ${root.l_name}`.trim() })}</p>
          <button type="button" onClick={() => void showFrom(null)} className="min-h-9 rounded-lg border border-stone-300 px-3 font-semibold text-stone-800 hover:bg-stone-50">{t("backToMe")}</button>
        </div>
      ) : null}

      <TreeViewport rootId={root.id} zoomOutLabel={t("zoomOut")} zoomInLabel={t("zoomIn")} hint={t("scrollHint")} busy={busy}>
        <Branch node={root} onExpand={expand} busy={busy} />
      </TreeViewport>
    </div>
  );
}
