import type { RefObject } from "react";

export type InfiniteListTexts = { loadFailed: string; retry: string; loading: string; end: string; loadMore?: string };

/**
 * The end of an infinite list (docs/product.md#screens-and-routes): the scroll sentinel, a spinner while more is coming, a retry
 * after a failure, and the product's 'Yay! You have seen it all' once everything is shown.
 */
export function InfiniteListFooter({ sentinelRef, list, showEnd, texts }: { sentinelRef: RefObject<HTMLDivElement | null>; list: { failed: boolean; hasMore: boolean; loading: boolean; retry: () => void; loadMore: () => void }; showEnd: boolean; texts: InfiniteListTexts }) {
  return (
    <div ref={sentinelRef} className="mt-8 flex min-h-16 flex-col items-center justify-center gap-3 text-center" aria-live="polite">
      {list.failed ? (
        <>
          <p className="text-red-700">{texts.loadFailed}</p>
          <button type="button" onClick={list.retry} className="min-h-11 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700">
            {texts.retry}
          </button>
        </>
      ) : list.hasMore ? (
        <>
          <p className="flex items-center gap-2 text-stone-600">
            <span className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
            {texts.loading}
          </p>
          {texts.loadMore ? (
            <button type="button" disabled={list.loading} onClick={list.loadMore} className="sr-only focus:not-sr-only focus:min-h-11 focus:rounded-lg focus:border focus:px-4">
              {texts.loadMore}
            </button>
          ) : null}
        </>
      ) : showEnd ? (
        <p className="rounded-full bg-brand-50 px-5 py-2 font-semibold text-brand-800">{texts.end}</p>
      ) : null}
    </div>
  );
}
