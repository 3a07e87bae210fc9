"use client";

import { useEffect, useRef } from "react";

type Command = { command: "bold" | "italic" | "insertUnorderedList" | "insertOrderedList"; label: string; glyph: string };

/**
 * A small editor for shop details and features: bold, italic and lists, nothing else. The server
 * sanitizes whatever arrives (the browser's clipboard can bring any markup), so this only keeps
 * typing pleasant.
 */
export function RichTextEditor({ id, value, onChange, labels, invalid, describedBy }: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labels: { bold: string; italic: string; bullets: string; numbers: string; label: string };
  invalid?: boolean;
  describedBy?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Set the initial content once; after that the element owns its content while typing.
    if (ref.current && ref.current.innerHTML !== value && document.activeElement !== ref.current) ref.current.innerHTML = value;
  }, [value]);

  const commands: Command[] = [
    { command: "bold", label: labels.bold, glyph: "B" },
    { command: "italic", label: labels.italic, glyph: "I" },
    { command: "insertUnorderedList", label: labels.bullets, glyph: "•" },
    { command: "insertOrderedList", label: labels.numbers, glyph: "1." },
  ];
  const run = (command: Command["command"]) => {
    ref.current?.focus();
    // execCommand is deprecated but still the one editing API every browser ships for this.
    document.execCommand(command);
    onChange(ref.current?.innerHTML ?? "");
  };

  return (
    <div className={`mt-1 overflow-hidden rounded-lg border ${invalid ? "border-rose-500" : "border-stone-300"} focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30`}>
      <div role="toolbar" aria-label={labels.label} aria-controls={id} className="flex gap-1 border-b border-stone-200 bg-stone-50 p-1">
        {commands.map((c) => (
          <button key={c.command} type="button" title={c.label} aria-label={c.label} onMouseDown={(event) => event.preventDefault()} onClick={() => run(c.command)} className="min-h-9 min-w-9 rounded-md px-2 text-sm font-bold text-stone-700 hover:bg-white">
            {c.glyph}
          </button>
        ))}
      </div>
      <div
        id={id}
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={labels.label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        onInput={(event) => onChange((event.target as HTMLDivElement).innerHTML)}
        className="min-h-32 max-w-none px-3 py-2 focus:outline-none [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      />
    </div>
  );
}
