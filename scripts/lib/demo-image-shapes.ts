/**
 * The shapes the demo pictures are drawn with (scripts/lib/demo-image-svg.ts composes them): per
 * shop category a palette, a large motif and a few smaller things of the trade, and per news
 * category the same. Shapes only, never words: one picture serves the en, mr and hi pages.
 */

export type Palette = { sky: string; ground: string; accent: string; ink: string; light: string };
/** Draws a shape around (0,0) in a palette's colours. */
export type Draw = (p: Palette) => string;

export const PALETTES: Record<string, Palette[]> = {
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

const LEAF = "#3f8f3a";

/** A category's motif: simple shapes around (0,0), about 240 units across, standing on y = 110. */
export const MOTIFS: Record<string, Draw> = {
  grocery: (p) => `
    <path d="M-110 110 L-120 -20 Q-60 -60 -10 -20 L-20 110 Z" fill="${p.ground}"/><ellipse cx="-65" cy="-30" rx="52" ry="14" fill="${p.light}"/>
    <path d="M10 110 L0 0 Q55 -40 105 0 L95 110 Z" fill="${p.accent}"/><ellipse cx="52" cy="-8" rx="50" ry="13" fill="${p.light}"/>
    <rect x="-40" y="-120" width="70" height="90" rx="12" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/><rect x="-48" y="-134" width="86" height="20" rx="6" fill="${p.ink}"/>`,
  "fruits-vegetables": (p) => `
    <circle cx="-60" cy="30" r="62" fill="${p.ground}"/><circle cx="55" cy="40" r="56" fill="${p.accent}"/><circle cx="0" cy="-50" r="50" fill="${p.ground}"/>
    <path d="M0 -100 Q30 -140 60 -120 Q30 -95 0 -100 Z" fill="${LEAF}"/><path d="M-60 -32 Q-40 -70 -10 -60 Q-35 -35 -60 -32 Z" fill="${LEAF}"/>
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
    <path d="M-138 -98 L-60 -98 L-138 -20 Z" fill="${p.light}" opacity=".25"/>
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
    <ellipse cx="-60" cy="-10" rx="80" ry="105" fill="${p.light}" stroke="${p.ground}" stroke-width="12"/><path d="M-110 -60 Q-100 -90 -70 -95" stroke="${p.ground}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".4"/><rect x="-70" y="92" width="20" height="40" fill="${p.ground}"/>
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
    <path d="M-45 -72 H-5 V-35 H-80 Z M10 -72 H48 L80 -35 H10 Z" fill="${p.light}"/><rect x="150" y="-10" width="22" height="14" rx="4" fill="#ffd166"/>
    ${[-95, 100].map((x) => `<circle cx="${x}" cy="45" r="42" fill="${p.ink}"/><circle cx="${x}" cy="45" r="20" fill="${p.light}"/>`).join("")}`,
};

const laddoos = (fill: string, dot: string) =>
  [[-44, 44], [0, 44], [44, 44], [-22, 6], [22, 6], [0, -32]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="24" fill="${fill}"/><circle cx="${x! - 7}" cy="${y! - 6}" r="3" fill="${dot}"/><circle cx="${x! + 6}" cy="${y! + 4}" r="3" fill="${dot}"/>`).join("");
const bottle = (p: Palette) => `
  <rect x="-34" y="-38" width="68" height="106" rx="12" fill="${p.ground}"/><rect x="-24" y="-62" width="48" height="26" rx="5" fill="${p.ink}"/>
  <rect x="-34" y="-4" width="68" height="42" fill="${p.light}"/><path d="M-6 2 h12 v9 h9 v12 h-9 v9 h-12 v-9 h-9 v-12 h9 Z" fill="${p.accent}"/>`;
const bag = (p: Palette) => `
  <path d="M-24 -40 Q-24 -75 0 -75 Q24 -75 24 -40" fill="none" stroke="${p.ink}" stroke-width="7"/>
  <path d="M-55 -40 H55 L62 68 H-62 Z" fill="${p.accent}"/><path d="M-55 -40 H55 L57 -10 H-57 Z" fill="${p.ink}" opacity=".15"/><circle cx="0" cy="20" r="16" fill="${p.light}" opacity=".7"/>`;
const coins = (p: Palette) =>
  [0, 1, 2, 3, 4].map((i) => `<ellipse cx="${i > 2 ? 40 : -15}" cy="${58 - (i > 2 ? i - 3 : i) * 20}" rx="42" ry="14" fill="#e0b64a" stroke="${p.ink}" stroke-width="3"/>`).join("") + `<circle cx="70" cy="-40" r="26" fill="#f2c94c" stroke="${p.ink}" stroke-width="3"/><circle cx="70" cy="-40" r="14" fill="none" stroke="${p.ink}" stroke-width="2" opacity=".5"/>`;

/** Smaller things of the trade, about 140 units across around (0,0), standing on y = 70. */
export const ITEMS: Record<string, Draw[]> = {
  grocery: [
    (p) => `<path d="M-55 70 Q-72 0 -45 -40 L-35 -52 H35 L45 -40 Q72 0 55 70 Z" fill="${p.ground}"/><ellipse cy="-48" rx="40" ry="12" fill="${p.light}"/><ellipse cy="-50" rx="30" ry="7" fill="#f3e2b3"/><path d="M-60 18 H60" stroke="${p.light}" stroke-width="8" opacity=".6"/>`,
    (p) => `<rect x="-5" y="-62" width="10" height="124" fill="${p.ink}"/><rect x="-40" y="58" width="80" height="12" rx="6" fill="${p.ink}"/><circle cy="-66" r="9" fill="${p.accent}"/>
      <path d="M-72 -52 H72" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/><path d="M-72 -52 L-96 0 M-72 -52 L-48 0 M72 -52 L48 0 M72 -52 L96 0" stroke="${p.ink}" stroke-width="3"/>
      <path d="M-102 0 H-42 Q-72 30 -102 0 Z M42 0 H102 Q72 30 42 0 Z" fill="${p.accent}"/>`,
    (p) => `<rect x="-40" y="-48" width="80" height="116" rx="10" fill="${p.accent}"/><rect x="-20" y="-66" width="40" height="20" rx="4" fill="${p.ink}"/><rect x="-40" y="-8" width="80" height="44" fill="${p.light}"/><path d="M0 -2 Q13 14 0 28 Q-13 14 0 -2 Z" fill="${p.ground}"/>`,
  ],
  "fruits-vegetables": [
    () => `${[-30, 0, 30].map((a) => `<path d="M-8 -60 Q-70 10 -10 62 Q-40 5 8 -56 Z" fill="#f4d03f" stroke="#c9a227" stroke-width="3" transform="rotate(${a} 0 -58)"/>`).join("")}<rect x="-6" y="-74" width="12" height="20" rx="3" fill="#6b4f1d"/>`,
    () => `<g transform="rotate(25)"><path d="M-20 -40 Q0 -50 20 -40 L0 72 Z" fill="#e67e22"/><path d="M-10 -10 h12 M-6 15 h10 M-4 40 h8" stroke="#b85c10" stroke-width="4" stroke-linecap="round"/><path d="M0 -42 Q-20 -80 -10 -90 M0 -42 Q0 -85 10 -92 M0 -42 Q20 -78 26 -84" stroke="${LEAF}" stroke-width="8" fill="none" stroke-linecap="round"/></g>`,
    () => `<path d="M-75 0 A75 75 0 0 0 75 0 Z" fill="#2e8b57"/><path d="M-64 0 A64 64 0 0 0 64 0 Z" fill="#f1f7d8"/><path d="M-58 0 A58 58 0 0 0 58 0 Z" fill="#e74c3c"/>${[[-30, 14], [0, 22], [30, 14], [-14, 38], [14, 38]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="3.5" ry="6" fill="#2b1b12"/>`).join("")}`,
  ],
  "dairy-sweets": [
    (p) => laddoos("#f5a623", p.accent),
    (p) => `<path d="M-24 -62 h48 v16 l16 26 v88 h-80 v-88 l16 -26 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/><rect x="-26" y="-74" width="52" height="16" rx="4" fill="${p.accent}"/><rect x="-37" y="0" width="74" height="36" fill="#7fb3d5"/>`,
    () => `<path d="M0 8 m-12 0 a12 12 0 1 1 24 0 a24 24 0 1 1 -48 0 a36 36 0 1 1 72 0 a48 48 0 1 1 -96 0 a60 60 0 1 1 120 0" fill="none" stroke="#f39c12" stroke-width="14" stroke-linecap="round"/>`,
  ],
  restaurants: [
    (p) => `<path d="M-32 -36 h64 l-9 104 h-46 Z" fill="${p.light}" opacity=".9" stroke="${p.ink}" stroke-width="4"/><path d="M-28 -6 h56 l-6 74 h-44 Z" fill="#c68642"/><path d="M-12 -50 q10 -14 0 -28 M12 -50 q10 -14 0 -28" stroke="${p.ink}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".4"/>`,
    () => `<path d="M-66 56 L0 -58 L66 56 Q0 72 -66 56 Z" fill="#e0a040" stroke="#a86a1c" stroke-width="5" stroke-linejoin="round"/><path d="M-20 10 Q0 30 20 10 M-36 40 Q0 60 36 40" stroke="#a86a1c" stroke-width="4" fill="none"/>`,
    (p) => `<ellipse cy="50" rx="78" ry="20" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/><path d="M-70 40 Q-60 -30 0 -40 Q60 -30 70 40 Z" fill="#f2c14e"/><path d="M-40 10 Q0 -10 40 10" stroke="#c98d26" stroke-width="5" fill="none"/>`,
  ],
  medical: [
    bottle,
    (p) => `<rect x="-62" y="-44" width="124" height="92" rx="14" fill="#dfe7ee" stroke="${p.ink}" stroke-width="3" opacity=".95"/>${[-36, 0, 36].map((x) => [-16, 20].map((y) => `<circle cx="${x}" cy="${y}" r="13" fill="${p.light}" stroke="${p.ground}" stroke-width="4"/>`).join("")).join("")}`,
    (p) => `<path d="M-40 -64 V-4 Q-40 36 0 36 Q40 36 40 -4 V-64" stroke="${p.ink}" stroke-width="8" fill="none"/><path d="M0 36 V50 Q0 72 30 72 H46" stroke="${p.ink}" stroke-width="8" fill="none"/><circle cx="60" cy="70" r="17" fill="${p.accent}"/><circle cx="-40" cy="-66" r="7" fill="${p.ink}"/><circle cx="40" cy="-66" r="7" fill="${p.ink}"/>`,
  ],
  clothing: [
    (p) => [p.accent, p.ground, p.ink].map((c, i) => `<rect x="-72" y="${40 - i * 38}" width="144" height="36" rx="8" fill="${c}"/><rect x="-72" y="${66 - i * 38}" width="144" height="7" fill="${p.light}" opacity=".6"/>`).join(""),
    (p) => `<path d="M0 -62 q0 -14 12 -14 q12 0 12 12 q0 10 -12 14 L-78 0 H78 L0 -48" stroke="${p.ink}" stroke-width="6" fill="none" stroke-linejoin="round"/><path d="M-44 0 H44 L60 70 H-60 Z" fill="${p.accent}"/><path d="M-50 40 H50" stroke="${p.light}" stroke-width="6" opacity=".6"/>`,
    (p) => `<rect x="-32" y="-56" width="64" height="14" rx="4" fill="#8b5a2b"/><rect x="-24" y="-42" width="48" height="98" fill="${p.accent}"/><path d="M-24 -30 H24 M-24 -12 H24 M-24 6 H24 M-24 24 H24 M-24 42 H24" stroke="${p.ink}" stroke-width="2" opacity=".25"/><rect x="-32" y="56" width="64" height="14" rx="4" fill="#8b5a2b"/><path d="M24 10 Q70 20 60 70" stroke="${p.accent}" stroke-width="3" fill="none"/>`,
  ],
  footwear: [
    (p) => [-40, 40].map((x, i) => `<g transform="translate(${x} 0) rotate(${i ? 10 : -10})"><path d="M0 -78 Q36 -78 36 -20 Q36 30 22 66 Q0 84 -22 66 Q-36 30 -36 -20 Q-36 -78 0 -78 Z" fill="#b5651d"/><path d="M-36 -12 Q0 -40 36 -12" stroke="${p.accent}" stroke-width="14" fill="none"/><circle cy="-58" r="7" fill="none" stroke="${p.accent}" stroke-width="4"/></g>`).join(""),
    (p) => `<rect x="-72" y="-16" width="144" height="84" fill="${p.accent}"/><rect x="-78" y="-34" width="156" height="24" rx="3" fill="${p.ink}"/><rect x="-20" y="12" width="40" height="26" rx="4" fill="${p.light}" opacity=".8"/>`,
    (p) => `<path d="M-70 60 V30 Q-60 -10 -30 -40 L-10 -40 Q0 0 40 10 L70 24 Q80 40 76 60 Z" fill="${p.accent}"/><path d="M-70 60 L-78 70 H80 L76 60 Z" fill="${p.ink}"/><path d="M-70 30 L-76 70" stroke="${p.ink}" stroke-width="10"/>`,
  ],
  electronics: [
    (p) => `<path d="M-52 22 V-8 A52 52 0 0 1 52 -8 V22" stroke="${p.ink}" stroke-width="12" fill="none"/><rect x="-68" y="2" width="32" height="60" rx="12" fill="${p.accent}"/><rect x="36" y="2" width="32" height="60" rx="12" fill="${p.accent}"/>`,
    (p) => `<rect x="-46" y="-66" width="92" height="134" rx="14" fill="${p.ink}"/><circle cy="22" r="30" fill="${p.accent}"/><circle cy="22" r="11" fill="${p.ink}"/><circle cy="-36" r="13" fill="${p.accent}"/>`,
    (p) => `<rect x="-30" y="-30" width="60" height="70" rx="12" fill="${p.light}" stroke="${p.ink}" stroke-width="5"/><rect x="-16" y="-58" width="8" height="30" fill="${p.ink}"/><rect x="8" y="-58" width="8" height="30" fill="${p.ink}"/><path d="M0 40 Q0 70 40 70 H70" stroke="${p.ink}" stroke-width="8" fill="none"/>`,
  ],
  "home-appliances": [
    (p) => `<rect x="-50" y="20" width="100" height="50" rx="10" fill="${p.ground}"/><path d="M-36 20 L-46 -60 H46 L36 20 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="5"/><rect x="-50" y="-74" width="100" height="16" rx="6" fill="${p.ink}"/><circle cy="45" r="9" fill="${p.accent}"/>`,
    (p) => `<path d="M-66 -10 H66 V44 Q66 70 40 70 H-40 Q-66 70 -66 44 Z" fill="#b0b7bf"/><rect x="-72" y="-26" width="144" height="18" rx="8" fill="#8a939c"/><rect x="-10" y="-46" width="20" height="22" fill="${p.ink}"/><rect x="62" y="-22" width="72" height="14" rx="7" fill="${p.ink}"/><path d="M-50 20 H50" stroke="${p.light}" stroke-width="5" opacity=".5"/>`,
    (p) => `<rect x="-58" y="-40" width="116" height="96" rx="10" fill="${p.light}" stroke="${p.ink}" stroke-width="5"/><rect x="-46" y="-28" width="70" height="72" rx="4" fill="${p.ground}" opacity=".75"/><circle cx="40" cy="-16" r="6" fill="${p.accent}"/><circle cx="40" cy="4" r="6" fill="${p.ink}"/><rect x="-50" y="56" width="12" height="14" fill="${p.ink}"/><rect x="38" y="56" width="12" height="14" fill="${p.ink}"/>`,
  ],
  hardware: [
    (p) => `<g transform="rotate(35)"><rect x="-11" y="-34" width="22" height="112" rx="9" fill="${p.ground}"/><path d="M-13 -81.4 V-52 H13 V-81.4 A34 34 0 1 1 -13 -81.4 Z" fill="${p.ground}"/><circle cy="60" r="5" fill="${p.light}" opacity=".6"/></g>`,
    (p) => `<path d="M-30 -62 L0 -78 L30 -62 V-36 L0 -20 L-30 -36 Z" fill="${p.accent}" stroke="${p.ink}" stroke-width="4"/><rect x="-12" y="-24" width="24" height="94" fill="${p.ground}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M-14 ${-10 + i * 14} L14 ${-2 + i * 14}" stroke="${p.ink}" stroke-width="4"/>`).join("")}`,
    (p) => `<g transform="rotate(-20)"><rect x="-10" y="0" width="20" height="76" rx="8" fill="#8b5a2b"/><rect x="-24" y="-22" width="48" height="26" rx="4" fill="#b0b7bf"/><path d="M-24 -22 V-70 Q0 -84 24 -70 V-22 Z" fill="${p.accent}"/></g>`,
  ],
  stationery: [
    (p) => `<path d="M0 -40 Q-40 -60 -80 -44 V56 Q-40 40 0 60 Q40 40 80 56 V-44 Q40 -60 0 -40 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="5"/><path d="M0 -40 V60" stroke="${p.ink}" stroke-width="4"/><path d="M-64 -20 Q-36 -30 -12 -20 M-64 4 Q-36 -6 -12 4 M12 -20 Q36 -30 64 -20 M12 4 Q36 -6 64 4" stroke="${p.ground}" stroke-width="5" fill="none"/>`,
    (p) => `<path d="M-70 66 L-70 -70 L66 66 Z" fill="${p.accent}" opacity=".9"/><path d="M-52 46 L-52 -26 L20 46 Z" fill="${p.sky}"/><rect x="-78" y="52" width="156" height="18" fill="${p.ground}"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${-70 + i * 22} 52 v8" stroke="${p.light}" stroke-width="3"/>`).join("")}`,
    (p) => `<path d="M-56 -30 Q-56 -70 0 -70 Q56 -70 56 -30 V66 H-56 Z" fill="${p.ground}"/><rect x="-40" y="4" width="80" height="46" rx="10" fill="${p.accent}"/><path d="M-24 -70 Q-24 -92 0 -92 Q24 -92 24 -70" stroke="${p.ink}" stroke-width="7" fill="none"/>`,
  ],
  "beauty-salon": [
    (p) => `<rect x="-22" y="-4" width="44" height="74" rx="5" fill="${p.ink}"/><rect x="-18" y="-26" width="36" height="26" fill="#d4af37"/><path d="M-15 -26 V-66 L15 -50 V-26 Z" fill="${p.ground}"/>`,
    (p) => `<rect x="-34" y="-6" width="68" height="76" rx="16" fill="${p.accent}"/><rect x="-12" y="-50" width="24" height="46" rx="4" fill="${p.ink}"/><path d="M-22 10 Q-10 2 -8 24" stroke="${p.light}" stroke-width="6" fill="none" opacity=".6"/>`,
    (p) => `<path d="M-60 -40 H30 Q70 -40 70 -10 Q70 20 30 20 H-10 L-20 70 H-46 L-40 20 H-60 Z" fill="${p.ground}"/><circle cx="30" cy="-10" r="16" fill="${p.light}" opacity=".7"/><path d="M-76 -30 V10" stroke="${p.ground}" stroke-width="10" stroke-linecap="round"/>`,
  ],
  jewellery: [
    (p) => `<path d="M-70 -60 Q0 60 70 -60" fill="none" stroke="${p.ground}" stroke-width="6"/>${Array.from({ length: 9 }, (_, i) => { const t = i / 8; const x = -70 + 140 * t; const y = -60 + 240 * t * (1 - t); return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="8" fill="${i % 2 ? p.accent : "#e0b64a"}"/>`; }).join("")}<path d="M0 2 L16 26 L0 54 L-16 26 Z" fill="${p.accent}" stroke="#e0b64a" stroke-width="4"/>`,
    (p) => [[-30, 10], [0, 0], [30, 10]].map(([x, y], i) => `<ellipse cx="${x}" cy="${y}" rx="44" ry="48" fill="none" stroke="${i === 1 ? p.accent : "#e0b64a"}" stroke-width="10"/>`).join(""),
    (p) => [-34, 34].map((x) => `<g transform="translate(${x} 0)"><circle cy="-56" r="10" fill="none" stroke="#e0b64a" stroke-width="5"/><circle cy="-30" r="12" fill="${p.accent}"/><path d="M-28 40 Q-28 -12 0 -12 Q28 -12 28 40 Z" fill="#e0b64a"/>${[-20, -7, 7, 20].map((d) => `<circle cx="${d}" cy="50" r="5" fill="${p.accent}"/>`).join("")}</g>`).join(""),
  ],
  furniture: [
    (p) => `<rect x="-40" y="-72" width="12" height="142" fill="${p.ground}"/><rect x="-40" y="-72" width="80" height="12" fill="${p.ground}"/><rect x="-40" y="-44" width="80" height="10" fill="${p.ground}"/><rect x="-46" y="4" width="92" height="14" rx="4" fill="${p.accent}"/><rect x="34" y="4" width="12" height="66" fill="${p.ground}"/><rect x="-40" y="18" width="12" height="52" fill="${p.ground}"/>`,
    (p) => `<rect x="-56" y="-74" width="112" height="136" rx="6" fill="${p.ground}"/><path d="M0 -68 V56" stroke="${p.ink}" stroke-width="4"/><rect x="-48" y="-66" width="44" height="120" rx="3" fill="${p.light}" opacity=".2"/><circle cx="-9" cy="-4" r="5" fill="${p.accent}"/><circle cx="9" cy="-4" r="5" fill="${p.accent}"/><rect x="-52" y="62" width="12" height="8" fill="${p.ink}"/><rect x="40" y="62" width="12" height="8" fill="${p.ink}"/>`,
    (p) => `<ellipse cy="-20" rx="70" ry="16" fill="${p.accent}"/><rect x="-8" y="-6" width="16" height="66" fill="${p.ground}"/><path d="M-44 70 Q0 50 44 70" stroke="${p.ground}" stroke-width="10" fill="none"/><path d="M-20 -36 h40 l-6 -30 h-28 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="3"/>`,
  ],
  automobile: [
    (p) => `<circle r="66" fill="${p.ink}"/>${Array.from({ length: 16 }, (_, i) => `<rect x="-5" y="-66" width="10" height="12" fill="${p.ground}" transform="rotate(${i * 22.5})"/>`).join("")}<circle r="34" fill="#b0b7bf"/><circle r="12" fill="${p.ink}"/>`,
    (p) => `<path d="M-66 30 Q-66 -62 4 -62 Q66 -62 66 10 V30 Z" fill="${p.accent}"/><path d="M-10 -30 H60 V10 H-10 Q-24 -10 -10 -30 Z" fill="${p.ink}" opacity=".85"/><rect x="-72" y="28" width="144" height="14" rx="6" fill="${p.ink}"/>`,
    (p) => `<rect x="-40" y="-36" width="80" height="104" rx="8" fill="${p.ground}"/><path d="M40 -20 L68 -50" stroke="${p.ground}" stroke-width="12" stroke-linecap="round"/><rect x="-40" y="-4" width="80" height="36" fill="${p.accent}"/><path d="M-20 -36 V-54 H20 V-36" fill="none" stroke="${p.ink}" stroke-width="7"/>`,
  ],
};

/** A news category's scene: a large motif about 400 units across and two smaller things. */
export const NEWS_MOTIFS: Record<string, Draw> = {
  "local-news": (p) => [[-200, 120], [-120, 180], [-40, 140], [40, 210], [120, 160], [200, 120]].map(([x, h]) => `<rect x="${x! - 35}" y="${110 - h!}" width="70" height="${h}" fill="${p.ground}" opacity="${0.6 + (x! % 3) * 0.1}"/>${[0, 1, 2].map((r) => `<rect x="${x! - 20}" y="${130 - h! + r * 40}" width="14" height="18" fill="${p.light}"/><rect x="${x! + 6}" y="${130 - h! + r * 40}" width="14" height="18" fill="${p.light}"/>`).join("")}`).join("") + `<circle cx="170" cy="-130" r="36" fill="${p.accent}"/>`,
  // The percent sign drawn as two rings and a bar: a sign, not a word, and the same in every language.
  "offers-deals": (p) => `<g transform="rotate(-15)"><path d="M-150 -80 H90 L160 0 L90 80 H-150 Z" fill="${p.accent}"/><circle cx="100" r="16" fill="${p.light}"/>
    <circle cx="-72" cy="-30" r="20" fill="none" stroke="${p.light}" stroke-width="12"/><circle cx="-8" cy="30" r="20" fill="none" stroke="${p.light}" stroke-width="12"/><path d="M-18 -48 L-62 48" stroke="${p.light}" stroke-width="13" stroke-linecap="round"/></g>`,
  business: (p) => `<path d="M-200 110 H200" stroke="${p.ink}" stroke-width="8"/>${[60, 110, 90, 160, 210].map((h, i) => `<rect x="${-180 + i * 75}" y="${106 - h}" width="50" height="${h}" rx="6" fill="${i % 2 ? p.accent : p.ground}"/>`).join("")}
    <path d="M-160 -30 L-80 -80 L0 -50 L80 -120 L160 -140" fill="none" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>`,
  events: (p) => `<rect x="-170" y="-100" width="340" height="150" fill="${p.ground}" opacity=".25"/><ellipse cy="40" rx="90" ry="16" fill="#fde68a" opacity=".8"/>
    <path d="M-175 -100 H-70 Q-100 -20 -175 44 Z M175 -100 H70 Q100 -20 175 44 Z" fill="${p.accent}"/>
    <path d="M-185 -112 H185 V-84 Q139 -60 93 -84 Q46 -60 0 -84 Q-46 -60 -93 -84 Q-139 -60 -185 -84 Z" fill="${p.ground}"/>
    <rect x="-195" y="40" width="390" height="22" rx="4" fill="${p.ink}"/><rect x="-185" y="62" width="370" height="48" fill="${p.ground}"/>
    <path d="M-230 -185 Q0 -135 230 -185" fill="none" stroke="${p.ink}" stroke-width="4"/>${[-190, -130, -65, 0, 65, 130, 190].map((x, i) => `<path d="M${x - 20} ${(-185 + 25 * (1 - (x / 230) ** 2)).toFixed(1)} h40 l-20 40 Z" fill="${[p.accent, "#f6b73c", p.ground][i % 3]}"/>`).join("")}`,
  health: (p) => `<path d="M0 110 L-120 -10 Q-170 -70 -110 -120 Q-50 -150 0 -80 Q50 -150 110 -120 Q170 -70 120 -10 Z" fill="${p.accent}"/>
    <path d="M-110 -10 h60 l25 -45 l30 90 l25 -45 h80" fill="none" stroke="${p.light}" stroke-width="12" stroke-linejoin="round"/>`,
  technology: (p) => `<rect x="-75" y="-140" width="150" height="260" rx="22" fill="${p.ink}"/><rect x="-62" y="-118" width="124" height="200" rx="6" fill="${p.accent}"/>
    <rect x="-48" y="-100" width="44" height="44" rx="10" fill="${p.light}" opacity=".8"/><rect x="4" y="-100" width="44" height="44" rx="10" fill="${p.light}" opacity=".5"/><rect x="-48" y="-46" width="44" height="44" rx="10" fill="${p.light}" opacity=".5"/><rect x="4" y="-46" width="44" height="44" rx="10" fill="${p.light}" opacity=".8"/>
    ${[60, 100, 140].map((r) => `<path d="M${95 + r * 0.2} ${-100 - r * 0.3} a${r} ${r} 0 0 1 ${r * 0.7} ${r * 0.7}" fill="none" stroke="${p.ground}" stroke-width="12" stroke-linecap="round" transform="translate(20 20)"/>`).join("")}`,
};

const pin = (p: Palette) => `<path d="M0 70 Q-52 4 -52 -26 A52 52 0 0 1 52 -26 Q52 4 0 70 Z" fill="${p.accent}"/><circle cy="-26" r="20" fill="${p.light}"/>`;
const tree = (p: Palette) => `<rect x="-9" y="0" width="18" height="70" fill="#7a4e2a"/><circle cy="-20" r="46" fill="${LEAF}"/><circle cx="-30" cy="6" r="30" fill="${LEAF}"/><circle cx="30" cy="6" r="30" fill="#4fa046"/><circle cx="-14" cy="-34" r="10" fill="${p.light}" opacity=".25"/>`;
const diya = () => `<path d="M-60 30 Q0 80 60 30 Q70 20 56 16 H-56 Q-70 20 -60 30 Z" fill="#c0562a"/><path d="M-40 20 Q0 46 40 20" stroke="#f2c14e" stroke-width="5" fill="none"/><path d="M0 16 Q-18 -20 0 -56 Q18 -20 0 16 Z" fill="#f6a623"/><path d="M0 10 Q-8 -12 0 -30 Q8 -12 0 10 Z" fill="#fde68a"/>`;
const dhol = (p: Palette) => `<rect x="-64" y="-40" width="128" height="96" rx="20" fill="${p.accent}"/><ellipse cx="-64" cy="8" rx="14" ry="48" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/><ellipse cx="64" cy="8" rx="14" ry="48" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/><path d="M-52 -36 L-20 52 L12 -36 L44 52" stroke="${p.ink}" stroke-width="3" fill="none"/>`;
const gift = (p: Palette) => `<rect x="-56" y="-20" width="112" height="88" rx="6" fill="${p.ground}"/><rect x="-62" y="-40" width="124" height="26" rx="4" fill="${p.ground}"/><rect x="-10" y="-40" width="20" height="108" fill="${p.light}"/><path d="M0 -40 Q-40 -80 -30 -50 Q-20 -40 0 -40 Q20 -40 30 -50 Q40 -80 0 -40 Z" fill="${p.light}"/>`;
const laptop = (p: Palette) => `<rect x="-60" y="-50" width="120" height="84" rx="8" fill="${p.ink}"/><rect x="-50" y="-40" width="100" height="64" rx="3" fill="${p.ground}"/><path d="M-78 40 H78 L70 56 H-70 Z" fill="${p.ink}"/>`;
const briefcase = (p: Palette) => `<rect x="-66" y="-30" width="132" height="96" rx="12" fill="${p.ground}"/><path d="M-22 -30 V-52 H22 V-30" stroke="${p.ink}" stroke-width="8" fill="none"/><rect x="-66" y="4" width="132" height="8" fill="${p.ink}" opacity=".3"/><rect x="-12" y="-2" width="24" height="20" rx="3" fill="${p.accent}"/>`;

/** Three smaller things per news category; an article shows two, a different pair from the previous article of its category. */
export const NEWS_ITEMS: Record<string, Draw[]> = {
  "local-news": [tree, pin, bag],
  "offers-deals": [bag, gift, coins],
  business: [coins, briefcase, laptop],
  events: [diya, dhol, gift],
  health: [bottle, ITEMS.medical![2]!, ITEMS.medical![1]!],
  technology: [laptop, pin, ITEMS.electronics![0]!],
};

/** A garland of marigolds and mango leaves (a toran) along y = 0 from x = 0 to `width`. */
export function toran(width: number, p: Palette): string {
  const n = Math.max(3, Math.round(width / 70));
  const step = width / n;
  const beads = Array.from({ length: n + 1 }, (_, i) => {
    const x = i * step;
    const leaf = i % 2 === 0 ? `<path d="M${x} 6 Q${x - 14} 40 ${x} 62 Q${x + 14} 40 ${x} 6 Z" fill="${LEAF}"/>` : "";
    return `${leaf}<circle cx="${x}" cy="6" r="15" fill="${i % 3 === 1 ? "#f6b73c" : "#f08a24"}"/><circle cx="${x}" cy="6" r="6" fill="${p.accent}" opacity=".55"/>`;
  }).join("");
  return `<path d="M0 6 H${width}" stroke="${p.ink}" stroke-width="3" opacity=".5"/>${beads}`;
}

/** A potted tulsi plant, standing on y = 0. */
export const plant = (p: Palette) =>
  `<path d="M-34 -60 L-26 0 H26 L34 -60 Z" fill="#c0562a"/><rect x="-40" y="-70" width="80" height="14" rx="4" fill="#a3461f"/>${[-30, -10, 10, 30].map((x, i) => `<path d="M0 -68 Q${x} ${-120 - (i % 2) * 20} ${x * 1.6} ${-150 - (i % 2) * 10}" stroke="${LEAF}" stroke-width="6" fill="none"/><ellipse cx="${x * 1.6}" cy="${-150 - (i % 2) * 10}" rx="12" ry="7" fill="${LEAF}"/>`).join("")}<circle cy="-70" r="3" fill="${p.light}"/>`;
