"use client";

import { Toaster as SonnerToaster } from "sonner";

/** App-wide toast outlet: bottom-right, 5 s (SPEC §8, DESIGN §2). Call `toast()` from `sonner`. */
export function Toaster() {
  return <SonnerToaster position="bottom-right" duration={5000} richColors />;
}
