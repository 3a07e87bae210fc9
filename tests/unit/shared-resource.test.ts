import { describe, expect, it } from "vitest";
import { fetchResource, mutateResource, peekResource } from "@/lib/data/shared-resource";

/** A fetcher whose answers the test releases by hand, counting its calls. */
function manualFetcher<T>() {
  const pending: ((value: T) => void)[] = [];
  const fetcher = (() => new Promise<T>((resolve) => pending.push(resolve))) as unknown as ((key: string) => Promise<T>) & { calls: () => number; answer: (index: number, value: T) => void };
  fetcher.calls = () => pending.length;
  fetcher.answer = (index, value) => pending[index]!(value);
  return fetcher;
}

describe("shared resource cache (the header's viewer, favourite ids, towns)", () => {
  it("asks once for readers arriving together, and not again while the answer is fresh", async () => {
    const fetcher = manualFetcher<string>();
    const first = fetchResource("/a", fetcher, 10_000);
    const second = fetchResource("/a", fetcher, 10_000);
    expect(fetcher.calls()).toBe(1);
    expect(second).toBe(first);
    fetcher.answer(0, "one");
    await first;
    expect(peekResource("/a").data).toBe("one");
    expect(fetchResource("/a", fetcher, 10_000)).toBeUndefined();
    expect(fetcher.calls()).toBe(1);
  });

  it("asks again once the answer is older than maxAge", async () => {
    const fetcher = manualFetcher<number>();
    const first = fetchResource("/b", fetcher, 0);
    fetcher.answer(0, 1);
    await first;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = fetchResource("/b", fetcher, 1);
    expect(fetcher.calls()).toBe(2);
    fetcher.answer(1, 2);
    await again;
    expect(peekResource("/b").data).toBe(2);
  });

  it("keeps the newer answer when an older request answers last (who is signed in, around a login)", async () => {
    const fetcher = manualFetcher<string | null>();
    const before = fetchResource("/me", fetcher, 10_000);
    const refresh = mutateResource("/me");
    expect(fetcher.calls()).toBe(2);
    fetcher.answer(1, "customer");
    await refresh;
    fetcher.answer(0, null);
    await before;
    expect(peekResource("/me").data).toBe("customer");
  });

  it("sets a value at once, with or without asking again", async () => {
    const fetcher = manualFetcher<Set<number>>();
    const load = fetchResource("/favs", fetcher, 10_000);
    fetcher.answer(0, new Set([1]));
    await load;
    await mutateResource<Set<number>>("/favs", (current) => new Set([...(current ?? []), 2]), { revalidate: false });
    expect([...(peekResource("/favs").data as Set<number>)]).toEqual([1, 2]);
    expect(fetcher.calls()).toBe(1);

    const signedOut = mutateResource<Set<number> | null>("/favs", null);
    expect(peekResource("/favs").data).toBeNull();
    expect(fetcher.calls()).toBe(2);
    fetcher.answer(1, new Set());
    await signedOut;
    expect((peekResource("/favs").data as Set<number>).size).toBe(0);
  });

  it("forgets a key nobody on the page has read, so its first reader fetches it", async () => {
    await mutateResource("/never-read");
    expect(peekResource("/never-read").fetchedAt).toBe(0);
  });
});
