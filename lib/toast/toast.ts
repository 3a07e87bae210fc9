"use client";

import type { ExternalToast, ToasterProps } from "sonner";

type Kind = "message" | "success" | "error" | "info" | "warning";
type Message = Parameters<typeof import("sonner").toast.error>[0];

let requested = false;
const listeners = new Set<() => void>();

/** True once a toast was asked for on this page (the Toaster then loads). */
export function toasterRequested() {
  return requested;
}

/** Lets the app's Toaster (components/toaster.tsx) know when the first toast is asked for. */
export function onToasterRequested(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

type Position = NonNullable<ToasterProps["position"]>;

/** Where and when the person last pressed something, so that the toast it raises can open clear of it. */
let lastPress: { y: number; at: number } | null = null;
/** A toast this soon after a press is taken to be its answer. */
const PRESS_ANSWER_MS = 3_000;
/** sonner's own phone breakpoint: below it toasts span the screen's width. */
const PHONE_WIDTH = 600;

if (typeof window !== "undefined") {
  const note = (y: number) => void (lastPress = { y, at: Date.now() });
  window.addEventListener("pointerdown", (event) => note(event.clientY), { capture: true, passive: true });
  window.addEventListener(
    "keydown",
    (event) => {
      if ((event.key === "Enter" || event.key === " ") && event.target instanceof Element) {
        const box = event.target.getBoundingClientRect();
        note(box.top + box.height / 2);
      }
    },
    { capture: true, passive: true },
  );
}

/**
 * Toasts open at the bottom (bottom-right; the whole width on phones), except when what was just
 * pressed sits in the lower half of the screen: then at the top, so a toast never covers the button
 * that raised it (a shop page's heart and Share buttons at 1366×768, and on phones).
 */
function placement(): Position | undefined {
  if (typeof window === "undefined" || !lastPress || Date.now() - lastPress.at > PRESS_ANSWER_MS) return undefined;
  if (lastPress.y < window.innerHeight / 2) return undefined;
  return window.innerWidth < PHONE_WIDTH ? "top-center" : "top-right";
}

function show(kind: Kind, message: Message, given?: ExternalToast) {
  const position = given?.position ?? placement();
  const options = position ? { ...given, position } : given;
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // sonner (11 KiB gzip) loads with the first toast, not with every page. Its state is a module
  // singleton that replays active toasts to a Toaster subscribing later, so the order in which the
  // Toaster and this call get the module does not matter.
  void import("sonner").then(({ toast: sonnerToast }) => {
    if (kind === "message") sonnerToast(message, options);
    else sonnerToast[kind](message, options);
  });
}

/** Takes toasts off the screen: one by its id, or all of them. Nothing to do before the first toast. */
function dismiss(id?: string | number) {
  if (!requested) return;
  // After any show() already queued: the module is the same promise, so its callbacks run in order.
  void import("sonner").then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
}

/**
 * The app's toasts (docs/product.md#errors-messages-and-timings: bottom-right, 5 s), with sonner's call shape: `toast("…")`,
 * `toast.error("…")`. Use this, not `sonner` itself, outside the operator console.
 */
export const toast = Object.assign((message: Message, options?: ExternalToast) => show("message", message, options), {
  message: (message: Message, options?: ExternalToast) => show("message", message, options),
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
  info: (message: Message, options?: ExternalToast) => show("info", message, options),
  warning: (message: Message, options?: ExternalToast) => show("warning", message, options),
  dismiss,
});
