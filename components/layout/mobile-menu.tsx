"use client";

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { CloseIcon, MenuIcon } from "@/components/icons";

type Props = {
  labels: { open: string; close: string; nav: string };
  children: ReactNode;
};

const PANEL_ID = "mobile-menu";

/**
 * Hamburger toggle and the collapsible menu panel for small screens (hidden
 * from `lg` up, where the header shows the links inline). The links are
 * rendered by the server and passed in as `children`, and put on the page when the panel opens.
 */
export function MobileMenu({ labels, children }: Props) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // Close once a link in the panel is followed (client-side navigation keeps
  // this component mounted).
  function onPanelClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 transition-colors hover:bg-brand-50 lg:hidden"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        onClick={onPanelClick}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white shadow-lg lg:hidden"
      >
        {/* Rendered once opened: closed, the panel is hidden anyway, and its ~30 links were a third
            of the HTML every server-rendered page paid for (docs/benchmarks.md). */}
        {open && (
          <nav aria-label={labels.nav} className="page-container py-3">
            {children}
          </nav>
        )}
      </div>
    </>
  );
}
