"use client";

import { useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";

export const OTP_LENGTH = 6;

/**
 * Six single-digit boxes (docs/product.md#screens-and-routes, #validation-rules-and-messages): a digit moves to the next box, letters are ignored,
 * Backspace clears the box (or, in an empty box, the one before) and moves back, pasting a whole code fills all six. Boxes listed in
 * `invalid` get a red border.
 */
export function OtpBoxes({ digits, onChange, invalid, disabled }: { digits: string[]; onChange: (digits: string[]) => void; invalid: boolean[]; disabled?: boolean }) {
  const t = useTranslations("Verify");
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const set = (index: number, value: string) => {
    const next = [...digits];
    next[index] = value;
    onChange(next);
  };

  const handleInput = (index: number, raw: string) => {
    const digit = raw.replace(/[^0-9]/g, "").slice(-1);
    set(index, digit);
    if (digit) focus(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^[0-9]$/.test(event.key)) {
      // Handled here rather than in onChange: typing the digit a box already holds changes nothing,
      // so onChange would not fire and the focus would not move on.
      event.preventDefault();
      set(index, event.key);
      focus(index + 1);
    } else if (event.key.length === 1) {
      event.preventDefault(); // letters and symbols are ignored
    } else if (event.key === "Backspace") {
      event.preventDefault();
      // In an empty box the digit to take back is the one before: clear it as the focus moves there.
      set(digits[index] || index === 0 ? index : index - 1, "");
      focus(index - 1);
    } else if (event.key === "ArrowLeft") {
      focus(index - 1);
    } else if (event.key === "ArrowRight") {
      focus(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text").replace(/[^0-9]/g, "").slice(0, OTP_LENGTH);
    if (!pasted) return;
    event.preventDefault();
    const next = Array.from({ length: OTP_LENGTH }, (_, i) => pasted[i] ?? "");
    onChange(next);
    focus(pasted.length >= OTP_LENGTH ? OTP_LENGTH - 1 : pasted.length);
  };

  return (
    <div className="flex gap-2 sm:gap-3" role="group" aria-label={t("title")}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          value={digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={2}
          disabled={disabled}
          aria-label={t("digit", { n: index + 1 })}
          aria-invalid={invalid[index] ? true : undefined}
          className={`h-12 w-0 min-w-0 flex-1 rounded-lg border-2 text-center text-xl font-semibold sm:h-14 text-stone-900 outline-none transition-colors focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 ${
            invalid[index] ? "border-red-500 bg-red-50" : "border-stone-300 bg-white"
          }`}
        />
      ))}
    </div>
  );
}
