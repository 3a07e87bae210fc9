/**
 * Draws the installable app's icons (public/pwa/*.png) from the shop-front mark of app/icon.svg.
 * Run `npx tsx scripts/generate-pwa-icons.ts` after changing the mark; the PNGs are committed.
 *
 * - icon-192.png, icon-512.png: "any" purpose, the rounded tile as in the favicon;
 * - maskable-192.png, maskable-512.png: full-bleed brand colour with the mark inside the central
 *   80% safe zone, so a launcher's circle or squircle mask never cuts it.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const BRAND = "#136257";
const out = path.resolve(__dirname, "../public/pwa");

/** The shop-front strokes and the saffron dot, on a 64-unit canvas. */
const MARK = `
  <g fill="none" stroke="#fff" stroke-width="2.1" stroke-linecap="round" stroke-linejoin="round" transform="translate(11 12) scale(1.75)">
    <path d="M3 9l1.5-5h15L21 9"/>
    <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0"/>
    <path d="M5 11.5V20h14v-8.5"/>
    <path d="M10 20v-5h4v5"/>
  </g>`;

function anyIcon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${BRAND}"/>${MARK}
  <circle cx="53" cy="11" r="6" fill="#fb9d24"/>
</svg>`;
}

function maskableIcon(): string {
  // The mark shrunk to 70% about the centre keeps it, and the dot, inside the 80% safe circle.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BRAND}"/>
  <g transform="translate(32 32) scale(0.7) translate(-32 -32)">${MARK}
    <circle cx="49" cy="15" r="5" fill="#fb9d24"/>
  </g>
</svg>`;
}

async function main() {
  mkdirSync(out, { recursive: true });
  for (const size of [192, 512]) {
    await sharp(Buffer.from(anyIcon()), { density: 72 * (size / 64) }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(out, `icon-${size}.png`));
    await sharp(Buffer.from(maskableIcon()), { density: 72 * (size / 64) }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(out, `maskable-${size}.png`));
  }
  console.info(`icons written to ${out}`);
}

void main();
