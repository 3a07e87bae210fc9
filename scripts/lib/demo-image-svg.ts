/**
 * The demo pictures' SVG (scripts/generate-demo-images.ts renders them to WebP): per category a
 * palette and a motif of simple shapes, a layout and a background pattern chosen by the shop's position.
 */
import { demoNews, demoNewsCategories } from "../../server/demo/content/news";
import { demoShops, demoTowns } from "../../server/demo/content/shops";
import { seededRandom } from "../../server/demo/random";

type Palette = { sky: string; ground: string; accent: string; ink: string; light: string };

const PALETTES: Record<string, Palette[]> = {
  grocery: [{ sky: "#fdf1d6", ground: "#e9a23b", accent: "#136257", ink: "#3d2a0a", light: "#fff8e8" }, { sky: "#e7f3e4", ground: "#7a9e3d", accent: "#b5532b", ink: "#233312", light: "#f7fbf2" }],
  "fruits-vegetables": [{ sky: "#fff0e0", ground: "#f28c28", accent: "#2f8f3a", ink: "#4a2106", light: "#fffaf2" }, { sky: "#eef8e6", ground: "#5fae3e", accent: "#e2462f", ink: "#1f3b12", light: "#fbfff7" }],
  "dairy-sweets": [{ sky: "#fff6e6", ground: "#f4c95d", accent: "#c2410c", ink: "#4a2c05", light: "#fffdf7" }, { sky: "#fdeef4", ground: "#e58fb0", accent: "#7c2d12", ink: "#4a1530", light: "#fff8fb" }],
  restaurants: [{ sky: "#fdece4", ground: "#d9572b", accent: "#f6b93b", ink: "#46170a", light: "#fff6f1" }, { sky: "#fff5dc", ground: "#b4481f", accent: "#2e7d5b", ink: "#3b1a08", light: "#fffbef" }],
  medical: [{ sky: "#e6f4f6", ground: "#2b8a9e", accent: "#e03b3b", ink: "#0d3740", light: "#f5fcfd" }, { sky: "#eaf1fb", ground: "#3b6fb6", accent: "#22a06b", ink: "#12284a", light: "#f7faff" }],
  clothing: [{ sky: "#f6e9f7", ground: "#9d4edd", accent: "#f9a826", ink: "#34124a", light: "#fdf7fe" }, { sky: "#fdeaea", ground: "#c0392b", accent: "#f1c40f", ink: "#4a0f0a", light: "#fff7f6" }],
  footwear: [{ sky: "#efe9e1", ground: "#8b5e3c", accent: "#e76f51", ink: "#33210f", light: "#fbf8f4" }, { sky: "#e8eef5", ground: "#34495e", accent: "#f39c12", ink: "#17222d", light: "#f6f9fc" }],
  electronics: [{ sky: "#e8edfb", ground: "#3a4fc2", accent: "#22c3e6", ink: "#111a4a", light: "#f6f8ff" }, { sky: "#e9f7f2", ground: "#1f7a68", accent: "#f4a261", ink: "#0b2d26", light: "#f5fdf9" }],
  "home-appliances": [{ sky: "#eaf5fb", ground: "#4a90c2", accent: "#f08a24", ink: "#10304a", light: "#f6fbfe" }, { sky: "#f3efe7", ground: "#6d6875", accent: "#e5989b", ink: "#2a2630", light: "#fbf9f5" }],
  hardware: [{ sky: "#f1efe9", ground: "#5c6b73", accent: "#f2a900", ink: "#1f2529", light: "#faf9f6" }, { sky: "#fbeee4", ground: "#a0522d", accent: "#2a9d8f", ink: "#3a1c0c", light: "#fff8f3" }],
  stationery: [{ sky: "#eef6fd", ground: "#2d6cdf", accent: "#ffc93c", ink: "#0f2450", light: "#f7fbff" }, { sky: "#fdf6e3", ground: "#d35400", accent: "#16a085", ink: "#3d1c03", light: "#fffcf3" }],
  "beauty-salon": [{ sky: "#fcebf1", ground: "#d6336c", accent: "#845ef7", ink: "#4a0d24", light: "#fff7fa" }, { sky: "#f2ecfb", ground: "#7950f2", accent: "#f783ac", ink: "#25124d", light: "#faf7ff" }],
  jewellery: [{ sky: "#fbf3df", ground: "#b8860b", accent: "#7b1e3a", ink: "#3b2a03", light: "#fffbf0" }, { sky: "#f3e9ec", ground: "#7b1e3a", accent: "#e0b64a", ink: "#3a0d1b", light: "#fdf6f8" }],
  furniture: [{ sky: "#f4ece2", ground: "#8d5a2b", accent: "#3f7d5a", ink: "#35200c", light: "#fcf8f3" }, { sky: "#eef1ec", ground: "#5b6e4f", accent: "#c9823f", ink: "#20281b", light: "#f8faf6" }],
  automobile: [{ sky: "#e9ecef", ground: "#343a40", accent: "#e63946", ink: "#15181b", light: "#f8f9fa" }, { sky: "#e7f0f7", ground: "#1d3557", accent: "#f4a261", ink: "#0c1a2b", light: "#f5f9fc" }],
};

/** A category's motif: simple shapes around (0,0), about 240 units across. */
const MOTIFS: Record<string, (p: Palette) => string> = {
  grocery: (p) => `
    <path d="M-110 110 L-120 -20 Q-60 -60 -10 -20 L-20 110 Z" fill="${p.ground}"/><ellipse cx="-65" cy="-30" rx="52" ry="14" fill="${p.light}"/>
    <path d="M10 110 L0 0 Q55 -40 105 0 L95 110 Z" fill="${p.accent}"/><ellipse cx="52" cy="-8" rx="50" ry="13" fill="${p.light}"/>
    <rect x="-40" y="-120" width="70" height="90" rx="12" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/><rect x="-48" y="-134" width="86" height="20" rx="6" fill="${p.ink}"/>`,
  "fruits-vegetables": (p) => `
    <circle cx="-60" cy="30" r="62" fill="${p.ground}"/><circle cx="55" cy="40" r="56" fill="${p.accent}"/><circle cx="0" cy="-50" r="50" fill="${p.ground}"/>
    <path d="M0 -100 Q30 -140 60 -120 Q30 -95 0 -100 Z" fill="#3f8f3a"/><path d="M-60 -32 Q-40 -70 -10 -60 Q-35 -35 -60 -32 Z" fill="#3f8f3a"/>
    <circle cx="-80" cy="10" r="10" fill="${p.light}" opacity=".6"/><circle cx="35" cy="20" r="9" fill="${p.light}" opacity=".6"/>`,
  "dairy-sweets": (p) => `
    <path d="M-120 110 V-40 Q-120 -70 -95 -80 V-110 H-45 V-80 Q-20 -70 -20 -40 V110 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/>
    <rect x="-120" y="0" width="100" height="30" fill="${p.accent}"/>
    ${[0, 1, 2].map((r) => [0, 1, 2 - r].map((c) => `<path d="M${20 + c * 50 + r * 25} ${90 - r * 44} l22 -20 l22 20 l-22 20 Z" fill="${r % 2 ? p.ground : p.accent}" stroke="${p.light}" stroke-width="3"/>`).join("")).join("")}`,
  restaurants: (p) => `
    <circle r="110" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/><circle r="78" fill="${p.ground}"/>
    <circle cx="-30" cy="-20" r="26" fill="${p.accent}"/><circle cx="30" cy="-15" r="22" fill="${p.light}"/><circle cx="0" cy="35" r="28" fill="${p.accent}" opacity=".85"/>
    <path d="M-60 -150 q15 -20 0 -40 M0 -150 q15 -20 0 -40 M60 -150 q15 -20 0 -40" stroke="${p.ink}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".5"/>`,
  medical: (p) => `
    <rect x="-120" y="-120" width="240" height="240" rx="40" fill="${p.light}" stroke="${p.ground}" stroke-width="10"/>
    <path d="M-30 -85 h60 v55 h55 v60 h-55 v55 h-60 v-55 h-55 v-60 h55 Z" fill="${p.accent}"/>
    <g transform="translate(120 110) rotate(-35)"><rect x="-50" y="-18" width="100" height="36" rx="18" fill="${p.ground}"/><rect x="0" y="-18" width="50" height="36" rx="18" fill="${p.light}" stroke="${p.ground}" stroke-width="5"/></g>`,
  clothing: (p) => `
    <path d="M-60 -110 L-130 -70 L-100 -10 L-70 -25 V120 H70 V-25 L100 -10 L130 -70 L60 -110 Q0 -60 -60 -110 Z" fill="${p.ground}" stroke="${p.ink}" stroke-width="5"/>
    <path d="M-70 20 H70 M-70 60 H70" stroke="${p.accent}" stroke-width="14"/><circle cy="-70" r="8" fill="${p.light}"/>`,
  footwear: (p) => `
    <path d="M-140 60 V-20 Q-140 -60 -100 -60 L-60 -60 Q-40 -10 20 0 L110 20 Q150 30 150 70 V90 H-140 Z" fill="${p.ground}" stroke="${p.ink}" stroke-width="6"/>
    <rect x="-140" y="70" width="290" height="26" rx="10" fill="${p.ink}"/><path d="M-50 -30 L-20 -40 M-35 -12 L-5 -22 M-15 5 L15 -5" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>`,
  electronics: (p) => `
    <rect x="-150" y="-110" width="210" height="140" rx="12" fill="${p.ink}"/><rect x="-138" y="-98" width="186" height="116" rx="6" fill="${p.accent}"/>
    <rect x="-70" y="30" width="50" height="30" fill="${p.ink}"/><rect x="-110" y="58" width="130" height="14" rx="7" fill="${p.ink}"/>
    <rect x="60" y="-60" width="90" height="170" rx="16" fill="${p.ground}" stroke="${p.ink}" stroke-width="6"/><rect x="72" y="-42" width="66" height="120" rx="4" fill="${p.light}"/><circle cx="105" cy="95" r="7" fill="${p.light}"/>`,
  "home-appliances": (p) => `
    <rect x="-140" y="-120" width="150" height="230" rx="14" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/><circle cx="-65" cy="10" r="50" fill="${p.ground}"/><circle cx="-65" cy="10" r="30" fill="${p.light}" opacity=".6"/>
    <circle cx="-120" cy="-95" r="7" fill="${p.accent}"/><circle cx="-95" cy="-95" r="7" fill="${p.ink}"/>
    <g transform="translate(90 -30)"><circle r="16" fill="${p.ink}"/>${[0, 120, 240].map((a) => `<ellipse rx="18" ry="62" cy="-62" fill="${p.accent}" transform="rotate(${a})"/>`).join("")}<rect x="-6" y="10" width="12" height="130" fill="${p.ink}"/></g>`,
  hardware: (p) => `
    <g transform="rotate(-30)"><rect x="-15" y="-40" width="30" height="170" rx="8" fill="${p.ground}"/><rect x="-70" y="-80" width="140" height="55" rx="10" fill="${p.ink}"/></g>
    <path d="M40 0 h110 l-12 110 h-86 Z" fill="${p.accent}"/><ellipse cx="95" cy="0" rx="55" ry="14" fill="${p.light}" stroke="${p.ink}" stroke-width="5"/><path d="M40 0 Q95 -70 150 0" fill="none" stroke="${p.ink}" stroke-width="6"/>`,
  stationery: (p) => `
    <rect x="-140" y="-90" width="150" height="190" rx="8" fill="${p.ground}"/><rect x="-128" y="-78" width="126" height="166" rx="4" fill="${p.light}"/>
    <path d="M-110 -40 h90 M-110 -10 h90 M-110 20 h70" stroke="${p.ground}" stroke-width="8" stroke-linecap="round"/>
    ${[0, 1, 2].map((i) => `<g transform="translate(${50 + i * 38} 0) rotate(${-8 + i * 8})"><rect x="-13" y="-110" width="26" height="180" fill="${[p.accent, p.ground, p.ink][i]}"/><path d="M-13 70 L0 110 L13 70 Z" fill="#f1d3a1"/></g>`).join("")}`,
  "beauty-salon": (p) => `
    <ellipse cx="-60" cy="-10" rx="80" ry="105" fill="${p.light}" stroke="${p.ground}" stroke-width="12"/><rect x="-70" y="92" width="20" height="40" fill="${p.ground}"/>
    <g transform="translate(90 10) rotate(20)"><circle cx="-22" cy="70" r="22" fill="none" stroke="${p.accent}" stroke-width="10"/><circle cx="22" cy="70" r="22" fill="none" stroke="${p.accent}" stroke-width="10"/>
    <path d="M-14 50 L22 -90 M14 50 L-22 -90" stroke="${p.ink}" stroke-width="12" stroke-linecap="round"/></g>`,
  jewellery: (p) => `
    <circle cx="-50" cy="20" r="75" fill="none" stroke="${p.ground}" stroke-width="22"/><path d="M-50 -80 l30 -30 h-60 Z M-80 -110 l30 -30 l30 30 Z" fill="${p.accent}" stroke="${p.light}" stroke-width="4"/>
    <path d="M60 -40 h90 l25 30 l-70 90 l-70 -90 Z" fill="${p.light}" stroke="${p.ground}" stroke-width="6"/><path d="M35 -10 h140 M105 80 L85 -10 L105 -40 L125 -10 Z" fill="none" stroke="${p.ground}" stroke-width="4"/>`,
  furniture: (p) => `
    <rect x="-150" y="-20" width="230" height="80" rx="20" fill="${p.ground}"/><rect x="-150" y="-80" width="230" height="70" rx="24" fill="${p.accent}"/>
    <rect x="-170" y="-30" width="40" height="100" rx="14" fill="${p.ground}"/><rect x="60" y="-30" width="40" height="100" rx="14" fill="${p.ground}"/>
    <rect x="-150" y="70" width="14" height="36" fill="${p.ink}"/><rect x="66" y="70" width="14" height="36" fill="${p.ink}"/>
    <rect x="120" y="-10" width="60" height="12" fill="${p.ink}"/><rect x="144" y="0" width="12" height="106" fill="${p.ink}"/><path d="M120 -70 h60 l-15 60 h-30 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="5"/>`,
  automobile: (p) => `
    <path d="M-170 40 V0 Q-170 -20 -145 -25 L-95 -35 L-55 -85 H55 L100 -35 L150 -25 Q175 -20 175 5 V40 Z" fill="${p.accent}"/>
    <path d="M-45 -72 H-5 V-35 H-80 Z M10 -72 H48 L80 -35 H10 Z" fill="${p.light}"/>
    ${[-95, 100].map((x) => `<circle cx="${x}" cy="45" r="42" fill="${p.ink}"/><circle cx="${x}" cy="45" r="20" fill="${p.light}"/>`).join("")}`,
};

const NEWS_MOTIFS: Record<string, (p: Palette) => string> = {
  "local-news": (p) => [[-200, 120], [-120, 180], [-40, 140], [40, 210], [120, 160], [200, 120]].map(([x, h]) => `<rect x="${x! - 35}" y="${110 - h!}" width="70" height="${h}" fill="${p.ground}" opacity="${0.6 + (x! % 3) * 0.1}"/>${[0, 1, 2].map((r) => `<rect x="${x! - 20}" y="${130 - h! + r * 40}" width="14" height="18" fill="${p.light}"/><rect x="${x! + 6}" y="${130 - h! + r * 40}" width="14" height="18" fill="${p.light}"/>`).join("")}`).join("") + `<circle cx="170" cy="-130" r="36" fill="${p.accent}"/>`,
  "offers-deals": (p) => `<g transform="rotate(-15)"><path d="M-150 -80 H90 L160 0 L90 80 H-150 Z" fill="${p.accent}"/><circle cx="100" r="16" fill="${p.light}"/>
    <text x="-40" y="28" font-family="DejaVu Sans" font-weight="bold" font-size="88" fill="${p.light}" text-anchor="middle">%</text></g>`,
  business: (p) => `<path d="M-200 110 H200" stroke="${p.ink}" stroke-width="8"/>${[60, 110, 90, 160, 210].map((h, i) => `<rect x="${-180 + i * 75}" y="${106 - h}" width="50" height="${h}" rx="6" fill="${i % 2 ? p.accent : p.ground}"/>`).join("")}
    <path d="M-160 -30 L-80 -80 L0 -50 L80 -120 L160 -140" fill="none" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>`,
  events: (p) => `<path d="M-220 -130 Q0 -60 220 -130" fill="none" stroke="${p.ink}" stroke-width="4"/>${[-180, -120, -60, 0, 60, 120, 180].map((x, i) => `<path d="M${x - 22} ${-112 + Math.abs(x) / 6} h44 l-22 48 Z" fill="${[p.accent, p.ground, p.light][i % 3]}"/>`).join("")}
    <rect x="-170" y="40" width="340" height="70" fill="${p.ground}"/><path d="M-170 40 Q-85 -20 0 40 Q85 -20 170 40" fill="${p.accent}"/>`,
  health: (p) => `<path d="M0 110 L-120 -10 Q-170 -70 -110 -120 Q-50 -150 0 -80 Q50 -150 110 -120 Q170 -70 120 -10 Z" fill="${p.accent}"/>
    <path d="M-110 -10 h60 l25 -45 l30 90 l25 -45 h80" fill="none" stroke="${p.light}" stroke-width="12" stroke-linejoin="round"/>`,
  technology: (p) => `<rect x="-75" y="-140" width="150" height="260" rx="22" fill="${p.ink}"/><rect x="-62" y="-118" width="124" height="200" rx="6" fill="${p.accent}"/>
    ${[60, 100, 140].map((r) => `<path d="M${95 + r * 0.2} ${-100 - r * 0.3} a${r} ${r} 0 0 1 ${r * 0.7} ${r * 0.7}" fill="none" stroke="${p.ground}" stroke-width="12" stroke-linecap="round" transform="translate(20 20)"/>`).join("")}`,
};

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Splits a name into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && (last + " " + word).length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length > lines) return [...out.slice(0, lines - 1), `${out.slice(lines - 1).join(" ").slice(0, width - 1)}…`];
  return out;
}

function pattern(kind: number, p: Palette, w: number, h: number): string {
  switch (kind) {
    case 0: // stripes
      return Array.from({ length: 14 }, (_, i) => `<rect x="${i * 180 - 200}" y="-100" width="60" height="${h + 200}" fill="${p.light}" opacity=".45" transform="rotate(20 ${w / 2} ${h / 2})"/>`).join("");
    case 1: // dots
      return Array.from({ length: 7 }, (_, r) => Array.from({ length: 11 }, (_, c) => `<circle cx="${c * 120 + (r % 2) * 60}" cy="${r * 120 + 30}" r="14" fill="${p.light}" opacity=".7"/>`).join("")).join("");
    case 2: // hills
      return `<path d="M0 ${h * 0.62} Q${w * 0.25} ${h * 0.45} ${w * 0.5} ${h * 0.6} T${w} ${h * 0.55} V${h} H0 Z" fill="${p.light}" opacity=".6"/>`;
    default: // sun rays
      return `<g transform="translate(${w * 0.5} ${h * 1.1})">${Array.from({ length: 18 }, (_, i) => `<path d="M0 0 L-60 -1400 L60 -1400 Z" fill="${p.light}" opacity=".35" transform="rotate(${i * 20})"/>`).join("")}</g>`;
  }
}

/** A shop picture: `variant` 0 is the main picture (motif and sign), 1 the shop front, 2 the shelves. */
export function shopSvg(shop: (typeof demoShops)[number], index: number, variant: 0 | 1 | 2): string {
  const w = 1200;
  const h = 800;
  const random = seededRandom(index * 31 + variant * 7 + 1);
  const palettes = PALETTES[shop.categorySlug] ?? PALETTES.grocery!;
  const p = palettes[(index + variant) % palettes.length]!;
  const motif = (MOTIFS[shop.categorySlug] ?? MOTIFS.grocery!)(p);
  const town = demoTowns.find((t) => t.slug === shop.town)?.name ?? shop.town;
  const layout = index % 3;
  const side = variant === 0 && layout !== 2;
  const nameLines = side ? wrap(shop.name, 15, 3) : wrap(shop.name, 20, 2);
  const sign = (x: number, y: number, width: number) => `
    <g transform="translate(${x} ${y})">
      <rect x="${-width / 2}" y="0" width="${width}" height="${nameLines.length * 64 + 86}" rx="22" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/>
      ${nameLines.map((line, i) => `<text x="0" y="${68 + i * 64}" font-family="DejaVu Sans" font-weight="bold" font-size="54" fill="${p.ink}" text-anchor="middle">${escape(line)}</text>`).join("")}
      <text x="0" y="${nameLines.length * 64 + 58}" font-family="DejaVu Sans" font-size="34" fill="${p.ground}" text-anchor="middle" letter-spacing="4">${escape(town.toUpperCase())}</text>
    </g>`;

  if (variant === 1) {
    // The shop front: an awning in the palette's colours, the sign above the door, the motif in the window.
    const stripes = Array.from({ length: 10 }, (_, i) => `<path d="M${150 + i * 90} 250 h90 v70 a45 45 0 0 1 -90 0 Z" fill="${i % 2 ? p.light : p.accent}"/>`).join("");
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
      <rect width="${w}" height="${h}" fill="${p.sky}"/>${pattern(random.int(0, 3), p, w, h)}
      <rect x="150" y="250" width="900" height="520" fill="${p.ground}"/>${stripes}
      <rect x="220" y="400" width="360" height="300" rx="10" fill="${p.light}"/><g transform="translate(400 560) scale(0.9)">${motif}</g>
      <rect x="680" y="400" width="280" height="370" rx="8" fill="${p.ink}" opacity=".85"/><circle cx="930" cy="600" r="10" fill="${p.accent}"/>
      <rect x="0" y="770" width="${w}" height="30" fill="${p.ink}" opacity=".3"/>
      ${sign(600, 40, 760)}
    </svg>`;
  }
  if (variant === 2) {
    // Inside: shelves with the motif repeated, the sign hung in the middle.
    const shelves = [0, 1].map((r) => `<rect x="60" y="${360 + r * 210}" width="1080" height="20" fill="${p.ink}"/>${[0, 1, 2, 3].map((c) => `<g transform="translate(${200 + c * 270} ${300 + r * 210}) scale(0.42)">${motif}</g>`).join("")}`).join("");
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
      <rect width="${w}" height="${h}" fill="${p.sky}"/><rect y="${h - 120}" width="${w}" height="120" fill="${p.ground}" opacity=".5"/>
      ${shelves}${sign(600, 30, 700)}
    </svg>`;
  }
  // The main picture: the motif large on one side (or centred), the sign on the other, within the
  // middle 4:3 that the cards keep.
  const motifX = layout === 0 ? 330 : layout === 1 ? 870 : 600;
  const motifY = layout === 2 ? 300 : 400;
  const signX = layout === 0 ? 830 : layout === 1 ? 370 : 600;
  const signY = layout === 2 ? 520 : 400 - (nameLines.length * 64 + 86) / 2;
  const scale = layout === 2 ? 1.05 : 1.15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <rect width="${w}" height="${h}" fill="${p.sky}"/>${pattern((index + random.int(0, 3)) % 4, p, w, h)}
    <circle cx="${motifX}" cy="${motifY}" r="${layout === 2 ? 230 : 245}" fill="${p.light}" opacity=".8"/>
    <g transform="translate(${motifX} ${motifY}) scale(${scale})">${motif}</g>
    ${sign(signX, signY, layout === 2 ? 820 : 500)}
  </svg>`;
}

export function newsSvg(article: (typeof demoNews)[number], index: number): string {
  const w = 1280;
  const h = 720;
  const categoryIndex = demoNewsCategories.findIndex((c) => c.slug === article.categorySlug);
  const category = demoNewsCategories[categoryIndex]!;
  const all = Object.values(PALETTES).flat();
  const p = all[(categoryIndex * 5 + index) % all.length]!;
  const motif = (NEWS_MOTIFS[article.categorySlug] ?? NEWS_MOTIFS["local-news"]!)(p);
  const lines = wrap(article.title, 21, 4);
  const left = index % 2 === 0;
  const textX = left ? 80 : 640;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <rect width="${w}" height="${h}" fill="${p.sky}"/>${pattern(index % 4, p, w, h)}
    <g transform="translate(${left ? 960 : 330} 380) scale(1.2)">${motif}</g>
    <rect x="${textX}" y="${300 - lines.length * 29}" width="560" height="${lines.length * 58 + 110}" rx="20" fill="${p.light}" opacity=".92"/>
    <text x="${textX + 36}" y="${358 - lines.length * 29}" font-family="DejaVu Sans" font-weight="bold" font-size="28" fill="${p.ground}" letter-spacing="3">${escape(category.name.toUpperCase())}</text>
    ${lines.map((line, i) => `<text x="${textX + 36}" y="${416 - lines.length * 29 + i * 58}" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="${p.ink}">${escape(line)}</text>`).join("")}
  </svg>`;
}

