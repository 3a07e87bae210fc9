"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import type { ApiResponse } from "@/lib/api/envelope";

/** ↑ / ↓ for one row of an ordered list; the server renumbers and the page reloads its rows. */
export function MoveButtons({ id, name, first, last, move }: { id: number; name: string; first: boolean; last: boolean; move: (input: { id: number; direction: "up" | "down" }) => Promise<ApiResponse<unknown>> }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = (direction: "up" | "down") =>
    startTransition(async () => {
      const answer = await move({ id, direction });
      if (answer.status === "success") router.refresh();
      else toast.error(answer.errors.msg ?? "Could not move it. Please try again.");
    });
  const button = "inline-flex size-8 items-center justify-center rounded-md border border-stone-300 bg-white text-stone-700 hover:bg-stone-50 disabled:opacity-40";
  return (
    <span className="inline-flex gap-1">
      <button type="button" className={button} disabled={first || pending} onClick={() => run("up")} aria-label={`Move ${name} up`} title="Move up">↑</button>
      <button type="button" className={button} disabled={last || pending} onClick={() => run("down")} aria-label={`Move ${name} down`} title="Move down">↓</button>
    </span>
  );
}
