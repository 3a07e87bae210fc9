/**
 * The demo pictures' SVG (scripts/generate-demo-images.ts renders them to WebP). No words: the same
 * picture serves the en, mr and hi pages, so a shop or an article is told apart by its trade's
 * shapes (scripts/lib/demo-image-shapes.ts), its colours and its composition, which vary with the
 * shop's or the article's position in the demo list.
 *
 * Sizes: shop pictures 1200x800 (the slider shows 3:2; cards crop the middle to 4:3, so everything
 * that matters stays between x = 100 and x = 1100), articles 1280x720 (the news cards' 16:9).
 */
import { demoNews, demoNewsCategories } from "../../server/demo/content/news";
import { demoShops } from "../../server/demo/content/shops";
import { seededRandom } from "../../server/demo/random";
import { type Draw, ITEMS, MOTIFS, NEWS_ITEMS, NEWS_MOTIFS, type Palette, PALETTES, plant, toran } from "./demo-image-shapes";

type DemoShop = (typeof demoShops)[number];

const svg = (w: number, h: number, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const at = (x: number, y: number, scale: number, shape: string, rotate = 0) =>
  `<g transform="translate(${x} ${y}) scale(${scale})${rotate ? ` rotate(${rotate})` : ""}">${shape}</g>`;
/** A soft shadow under something standing at (x, y). */
const shadow = (x: number, y: number, rx: number, p: Palette) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.14}" fill="${p.ink}" opacity=".13"/>`;
/** Top to bottom, the palette's lightest colour into its sky. */
const backdrop = (w: number, h: number, p: Palette) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.sky}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;

function pattern(kind: number, p: Palette, w: number, h: number): string {
  switch (kind) {
    case 0: // stripes
      return Array.from({ length: 14 }, (_, i) => `<rect x="${i * 180 - 200}" y="-100" width="60" height="${h + 200}" fill="${p.ground}" opacity=".06" transform="rotate(20 ${w / 2} ${h / 2})"/>`).join("");
    case 1: // dots
      return Array.from({ length: 7 }, (_, r) => Array.from({ length: 11 }, (_, c) => `<circle cx="${c * 120 + (r % 2) * 60}" cy="${r * 120 + 30}" r="12" fill="${p.ground}" opacity=".1"/>`).join("")).join("");
    case 2: // hills
      return `<path d="M0 ${h * 0.62} Q${w * 0.25} ${h * 0.45} ${w * 0.5} ${h * 0.6} T${w} ${h * 0.55} V${h} H0 Z" fill="${p.ground}" opacity=".12"/>`;
    default: // sun rays
      return `<g transform="translate(${w * 0.5} ${h * 1.1})">${Array.from({ length: 18 }, (_, i) => `<path d="M0 0 L-60 -1400 L60 -1400 Z" fill="${p.ground}" opacity=".06" transform="rotate(${i * 20})"/>`).join("")}</g>`;
  }
}

/** Two of the trade's smaller things: the pair changes from one shop of the trade to the next. */
function itemsFor(category: string, nth: number, p: Palette): [string, string] {
  const items: Draw[] = ITEMS[category] ?? ITEMS.grocery!;
  return [items[nth % items.length]!(p), items[(nth + 1) % items.length]!(p)];
}

/**
 * Which of its trade's shops this is (0 for the first in the list): the composition and the things
 * go by it, so that no two shops of a trade look alike (up to twelve of them: four compositions
 * and three pairs).
 */
const nthOfTrade = (index: number) => demoShops.slice(0, index).filter((s) => s.categorySlug === demoShops[index]!.categorySlug).length;

/** The main picture (cards, and the slider's first): the trade's motif and two of its things, in one of four compositions. */
function shopMain(category: string, index: number, p: Palette, random: ReturnType<typeof seededRandom>): string {
  const w = 1200;
  const h = 800;
  const motif = (MOTIFS[category] ?? MOTIFS.grocery!)(p);
  const nth = nthOfTrade(index);
  const [first, second] = itemsFor(category, nth, p);
  // Offset by the trade, so that the first shops of every trade do not all share one composition.
  const layout = (nth + Object.keys(PALETTES).indexOf(category) + 4) % 4;
  const back = backdrop(w, h, p) + pattern((index + random.int(0, 3)) % 4, p, w, h);

  if (layout === 0 || layout === 1) {
    // On a shop counter: the motif on one side, the two things on the other, a toran above.
    const left = layout === 0;
    // The motif near the middle: phone-width cards show a narrow middle slice of the picture.
    const motifX = left ? 470 : 730;
    const [x1, x2] = left ? [805, 995] : [205, 395];
    return svg(w, h, `${back}
      <circle cx="${motifX}" cy="420" r="240" fill="${p.light}" opacity=".85"/><circle cx="${motifX}" cy="420" r="240" fill="none" stroke="${p.ground}" stroke-width="6" opacity=".25"/>
      ${toran(w, p)}
      <rect x="60" y="624" width="${w - 120}" height="${h - 624}" fill="${p.ground}"/><rect x="60" y="690" width="${w - 120}" height="14" fill="${p.light}" opacity=".35"/>
      <rect x="40" y="600" width="${w - 80}" height="28" rx="10" fill="${p.ink}"/>
      ${shadow(motifX, 598, 190, p)}${at(motifX, 600 - 143, 1.3, motif)}
      ${shadow(x1, 598, 80, p)}${at(x1, 600 - 98, 1.4, first)}${shadow(x2, 598, 80, p)}${at(x2, 600 - 98, 1.4, second)}`);
  }
  if (layout === 2) {
    // Centred: the motif on a large disc, its two things at its feet, a toran above.
    return svg(w, h, `${back}
      <circle cx="600" cy="400" r="300" fill="${p.ground}" opacity=".18"/><circle cx="600" cy="400" r="250" fill="${p.light}"/>
      ${toran(w, p)}
      ${at(600, 380, 1.3, motif)}
      ${shadow(300, 690, 90, p)}${at(300, 690 - 91, 1.3, first)}${shadow(900, 690, 90, p)}${at(900, 690 - 91, 1.3, second)}`);
  }
  // Tiles: the motif on a large card, the two things on two small ones, as a shop's window display.
  const card = (x: number, y: number, cw: number, ch: number, fill: string) =>
    `<rect x="${x + 10}" y="${y + 14}" width="${cw}" height="${ch}" rx="32" fill="${p.ink}" opacity=".12"/><rect x="${x}" y="${y}" width="${cw}" height="${ch}" rx="32" fill="${fill}"/>`;
  return svg(w, h, `${back}
    ${card(170, 90, 560, 620, p.light)}${card(770, 90, 330, 295, p.ground)}${card(770, 415, 330, 295, p.accent)}
    ${at(450, 410, 1.5, motif)}
    <circle cx="935" cy="237" r="110" fill="${p.light}" opacity=".9"/>${at(935, 240, 1.0, first)}
    <circle cx="935" cy="562" r="110" fill="${p.light}" opacity=".9"/>${at(935, 565, 1.0, second)}`);
}

/** A shop picture: `variant` 0 is the main picture, 1 the shop front, 2 the shelves inside. */
export function shopSvg(shop: DemoShop, index: number, variant: 0 | 1 | 2): string {
  const w = 1200;
  const h = 800;
  const random = seededRandom(index * 31 + variant * 7 + 1);
  const palettes = PALETTES[shop.categorySlug] ?? PALETTES.grocery!;
  const p = palettes[(index + variant) % palettes.length]!;
  if (variant === 0) return shopMain(shop.categorySlug, index, p, random);

  const motif = (MOTIFS[shop.categorySlug] ?? MOTIFS.grocery!)(p);
  const [first, second] = itemsFor(shop.categorySlug, nthOfTrade(index), p);
  if (variant === 1) {
    // The shop front: a signboard of the trade's pictures instead of a name, a striped awning, the
    // motif in the window, an open door, a tulsi pot.
    const stripes = Array.from({ length: 10 }, (_, i) => `<path d="M${150 + i * 90} 270 h90 v60 a45 45 0 0 1 -90 0 Z" fill="${i % 2 ? p.light : p.accent}"/>`).join("");
    return svg(w, h, `${backdrop(w, h, p)}${pattern(random.int(0, 3), p, w, h)}
      <rect x="150" y="250" width="900" height="520" fill="${p.ground}"/>${stripes}<rect x="140" y="256" width="920" height="16" rx="6" fill="${p.ink}"/>
      <rect x="200" y="40" width="800" height="200" rx="24" fill="${p.light}" stroke="${p.ink}" stroke-width="8"/>
      <rect x="222" y="62" width="756" height="156" rx="14" fill="none" stroke="${p.ground}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>
      ${at(380, 140 + 4, 0.8, first)}${at(600, 140 - 6, 0.42, motif)}${at(820, 140 + 4, 0.8, second)}
      <rect x="220" y="400" width="360" height="300" rx="10" fill="${p.light}"/><rect x="220" y="400" width="360" height="300" rx="10" fill="none" stroke="${p.ink}" stroke-width="8"/>
      ${at(400, 560, 0.9, motif)}<path d="M240 420 L300 420 L240 480 Z" fill="#ffffff" opacity=".5"/>
      <rect x="680" y="400" width="280" height="370" rx="8" fill="${p.ink}" opacity=".85"/><path d="M680 400 L760 430 V800 L680 770 Z" fill="${p.light}" opacity=".9"/><circle cx="930" cy="600" r="10" fill="${p.accent}"/>
      ${at(680, 372, 1, toran(280, p))}
      <rect x="0" y="770" width="${w}" height="30" fill="${p.ink}" opacity=".3"/>
      ${at(1110, 770, 1, plant(p))}${at(90, 770, 0.9, plant(p))}`);
  }
  // Inside: three shelves of the motif and the trade's things, a toran along the top.
  const things = [motif, first, second];
  const shelf = (y: number, row: number) =>
    `<rect x="60" y="${y}" width="1080" height="18" rx="4" fill="${p.ink}"/><rect x="60" y="${y + 18}" width="1080" height="8" fill="${p.ink}" opacity=".25"/>` +
    [0, 1, 2, 3].map((c) => {
      const k = (row + c) % 3;
      const x = 210 + c * 260;
      return k === 0 ? at(x, y - 60, 0.55, motif) : at(x, y - 60, 0.85, things[k]!);
    }).join("");
  return svg(w, h, `${backdrop(w, h, p)}<rect x="40" y="40" width="1120" height="720" rx="20" fill="${p.ground}" opacity=".12"/>
    ${toran(w, p)}${shelf(260, 0)}${shelf(480, 1)}${shelf(700, 2)}
    <rect y="${h - 40}" width="${w}" height="40" fill="${p.ground}" opacity=".5"/>`);
}

/** An article's picture: its category's scene, the motif on one side and two things on the other. */
export function newsSvg(article: (typeof demoNews)[number], index: number): string {
  const w = 1280;
  const h = 720;
  const categoryIndex = demoNewsCategories.findIndex((c) => c.slug === article.categorySlug);
  const all = Object.values(PALETTES).flat();
  const p = all[(categoryIndex * 5 + index) % all.length]!;
  const motif = (NEWS_MOTIFS[article.categorySlug] ?? NEWS_MOTIFS["local-news"]!)(p);
  // Which article of its category this is: the side and the pair of things alternate within a category.
  const nth = demoNews.slice(0, index).filter((a) => a.categorySlug === article.categorySlug).length;
  const items = NEWS_ITEMS[article.categorySlug] ?? NEWS_ITEMS["local-news"]!;
  const [first, second] = [items[nth % items.length]!(p), items[(nth + 1) % items.length]!(p)];
  const left = (nth + categoryIndex) % 2 === 0;
  const motifX = left ? 430 : 850;
  const [x1, x2] = left ? [860, 1080] : [200, 420];
  const ground = 600;
  return svg(w, h, `${backdrop(w, h, p)}${pattern(index % 4, p, w, h)}
    <rect y="${ground}" width="${w}" height="${h - ground}" fill="${p.ground}" opacity=".22"/>
    <circle cx="${motifX}" cy="360" r="290" fill="${p.light}" opacity=".9"/>
    ${article.categorySlug === "events" ? toran(w, p) : ""}
    ${at(motifX, 370, 1.25, motif)}
    ${shadow(x1, ground, 90, p)}${at(x1, ground - 98, 1.4, first!)}${shadow(x2, ground, 90, p)}${at(x2, ground - 98, 1.4, second!)}`);
}
