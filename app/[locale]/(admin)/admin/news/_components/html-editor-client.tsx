"use client";

import { useEffect, useRef, useState } from "react";
import { richTextClass } from "@/components/rich-text";

type Tool = { label: string; glyph: string; apply: (selected: string) => string; placeholder: string };

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
const list = (tag: "ul" | "ol") => (selected: string) => `<${tag}>\n${lines(selected).map((line) => `  <li>${line}</li>`).join("\n")}\n</${tag}>`;

const TOOLS: Tool[] = [
  { label: "Bold", glyph: "B", apply: (s) => `<strong>${s}</strong>`, placeholder: "bold text" },
  { label: "Italic", glyph: "I", apply: (s) => `<em>${s}</em>`, placeholder: "italic text" },
  { label: "Heading", glyph: "H2", apply: (s) => `<h2>${s}</h2>`, placeholder: "Heading" },
  { label: "Subheading", glyph: "H3", apply: (s) => `<h3>${s}</h3>`, placeholder: "Subheading" },
  { label: "Paragraph", glyph: "¶", apply: (s) => `<p>${s}</p>`, placeholder: "A paragraph." },
  { label: "Bulleted list", glyph: "•", apply: list("ul"), placeholder: "First item\nSecond item" },
  { label: "Numbered list", glyph: "1.", apply: list("ol"), placeholder: "First step\nSecond step" },
  { label: "Quotation", glyph: "❝", apply: (s) => `<blockquote>${s}</blockquote>`, placeholder: "Quoted words" },
];

/**
 * A light editor for articles: the HTML in a textarea, a small toolbar that wraps the selection in
 * tags, and a live preview of exactly what will be stored — the server's sanitizer renders it
 * (debounced), so scripts, styles or pasted clutter are visibly gone before saving.
 */
export function HtmlEditor({ id, value, onChange, preview, invalid, describedBy }: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  preview: (html: string) => Promise<string | null>;
  invalid?: boolean;
  describedBy?: string;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [previewHtml, setPreviewHtml] = useState("");
  const [previewing, setPreviewing] = useState(false);
  const pendingSelection = useRef<[number, number] | null>(null);

  useEffect(() => {
    if (pendingSelection.current && area.current) {
      area.current.focus();
      area.current.setSelectionRange(...pendingSelection.current);
      pendingSelection.current = null;
    }
  }, [value]);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      setPreviewing(true);
      const html = await preview(value);
      if (current) {
        if (html !== null) setPreviewHtml(html);
        setPreviewing(false);
      }
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, preview]);

  const apply = (tool: Tool) => {
    const element = area.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    const selected = value.slice(start, end) || tool.placeholder;
    const inserted = tool.apply(selected);
    onChange(value.slice(0, start) + inserted + value.slice(end));
    pendingSelection.current = [start, start + inserted.length];
  };
  const link = () => {
    const element = area.current;
    if (!element) return;
    const url = window.prompt("Link address (https://…)", "https://");
    if (!url || !/^(https?:\/\/|mailto:|tel:)/i.test(url.trim())) return;
    const { selectionStart: start, selectionEnd: end } = element;
    const inserted = `<a href="${url.trim().replaceAll('"', "%22")}">${value.slice(start, end) || "link text"}</a>`;
    onChange(value.slice(0, start) + inserted + value.slice(end));
    pendingSelection.current = [start, start + inserted.length];
  };

  const button = "min-h-8 min-w-8 rounded-md px-2 text-sm font-bold text-stone-700 hover:bg-white";
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className={`flex flex-col overflow-hidden rounded-lg border ${invalid ? "border-rose-500" : "border-stone-300"} focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30`}>
        <div role="toolbar" aria-label="Formatting" aria-controls={id} className="flex flex-wrap gap-1 border-b border-stone-200 bg-stone-50 p-1">
          {TOOLS.map((tool) => (
            <button key={tool.label} type="button" title={tool.label} aria-label={tool.label} onMouseDown={(event) => event.preventDefault()} onClick={() => apply(tool)} className={button}>
              {tool.glyph}
            </button>
          ))}
          <button type="button" title="Link" aria-label="Link" onMouseDown={(event) => event.preventDefault()} onClick={link} className={`${button} underline`}>Link</button>
        </div>
        <textarea
          id={id}
          ref={area}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={18}
          spellCheck
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          className="block min-h-96 w-full flex-1 resize-y border-0 px-3 py-2 font-mono text-sm focus:ring-0 focus:outline-none"
        />
      </div>
      {/* A pasted link or code as one long word breaks here instead of pushing the form past a phone's edge. */}
      <section aria-label="Preview" className="min-w-0 rounded-lg border border-stone-200 bg-white p-4 wrap-break-word">
        <p className="mb-2 flex justify-between text-xs font-semibold tracking-wide text-stone-500 uppercase">
          <span>Preview (as published)</span>
          {previewing ? <span aria-live="polite">Updating…</span> : null}
        </p>
        {previewHtml ? <div data-testid="body-preview" className={richTextClass} dangerouslySetInnerHTML={{ __html: previewHtml }} /> : <p className="text-sm text-stone-500">The article appears here as you type.</p>}
      </section>
    </div>
  );
}
