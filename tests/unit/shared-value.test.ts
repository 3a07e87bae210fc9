import { describe, expect, it } from "vitest";
import { createSharedValue } from "@/lib/client/shared-value";

/** The value as it stands, read through `set` with an identity change (no new read). */
async function current<T>(value: ReturnType<typeof createSharedValue<T>>, key: string) {
  let seen: T | undefined;
  await value.set(key, (now) => (seen = now), { revalidate: false });
  return seen;
}

describe("createSharedValue", () => {
  it("drops the answer of a read begun before a write from outside (a logout's 'nobody')", async () => {
    let answerFirst: (viewer: string) => void = () => {};
    let reads = 0;
    const value = createSharedValue<string | null>(() => {
      reads += 1;
      return reads === 1 ? new Promise((resolve) => (answerFirst = resolve)) : Promise.resolve(null);
    }, { dedupeMs: 10_000 });
    const early = value.revalidate("/me");
    await value.set("/me", null);
    answerFirst("signed in");
    await early;
    expect(await current(value, "/me")).toBeNull();
    expect(reads).toBe(2);
  });

  it("reads again on refresh even while an older read is under way (a login)", async () => {
    const answers: ((viewer: string | null) => void)[] = [];
    const value = createSharedValue<string | null>(() => new Promise((resolve) => answers.push(resolve)), { dedupeMs: 10_000 });
    const early = value.revalidate("/me");
    const late = value.revalidate("/me");
    expect(answers).toHaveLength(2);
    answers[1]!("Ravi");
    answers[0]!(null);
    await Promise.all([early, late]);
    expect(await current(value, "/me")).toBe("Ravi");
  });
});
