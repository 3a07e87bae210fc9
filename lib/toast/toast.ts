"use client";

import type { ExternalToast } from "sonner";

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

function show(kind: Kind, message: Message, options?: ExternalToast) {
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
 * The app's toasts (SPEC §8: bottom-right, 5 s), with sonner's call shape: `toast("…")`,
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
