import { describe, expect, it } from "vitest";
import { findTownByName, findTownBySlug, towns } from "@/server/reference/towns";
import { townDevanagariNames, townNamesTable } from "@/server/reference/town-names";
import { isMaharashtraPincode, lookupPincode, pincodes } from "@/server/reference/pincodes";

// Maharashtra's bounding box, roughly.
const BOX = { minLat: 15.6, maxLat: 22.1, minLng: 72.6, maxLng: 80.9 };

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (x: number) => (x * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe("Maharashtra towns", () => {
  it("has a realistic number of towns with unique, URL-safe slugs", () => {
    expect(towns.length).toBeGreaterThanOrEqual(300);
    expect(towns.length).toBeLessThanOrEqual(1000);
    const slugs = towns.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect([...slugs].sort()).toEqual(slugs);
  });

  it("places every town inside Maharashtra's bounding box", () => {
    for (const t of towns) {
      expect(t.latitude, t.name).toBeGreaterThanOrEqual(BOX.minLat);
      expect(t.latitude, t.name).toBeLessThanOrEqual(BOX.maxLat);
      expect(t.longitude, t.name).toBeGreaterThanOrEqual(BOX.minLng);
      expect(t.longitude, t.name).toBeLessThanOrEqual(BOX.maxLng);
    }
  });

  it.each([
    ["Nagpur", 21.15, 79.09],
    ["Wardha", 20.74, 78.6],
    ["Katol", 21.27, 78.59],
    ["Saoner", 21.39, 78.92],
    ["Kalmeshwar", 21.23, 78.92],
  ])("has the popular town %s in Nagpur/Wardha with plausible coordinates", (name, latitude, longitude) => {
    const town = findTownByName(name);
    expect(town).toBeDefined();
    if (!town) return;
    expect(distanceKm(town, { latitude, longitude })).toBeLessThan(10);
    expect(["Nagpur", "Wardha"]).toContain(town.district);
    expect(findTownBySlug(town.slug)).toBe(town);
  });

  it("finds towns by name case-insensitively and by merged spelling", () => {
    expect(findTownByName("  nAgPuR ")?.slug).toBe("nagpur");
    expect(findTownBySlug("NAGPUR")?.name).toBe("Nagpur");
    expect(findTownByName("Kamptee")?.name).toBe("Kamthi");
    expect(findTownByName("Atlantis")).toBeUndefined();
    expect(findTownBySlug("atlantis")).toBeUndefined();
  });

  it("lists only pincodes that point back at the town", () => {
    for (const t of towns) {
      for (const p of t.pincodes) expect(lookupPincode(p)?.town, `${t.slug} ${p}`).toBe(t.slug);
    }
    expect(findTownBySlug("nagpur")?.pincodes).toContain("440001");
  });
});

describe("Maharashtra pincodes", () => {
  it("has one sorted entry per six-digit pincode in the 40-44 range", () => {
    expect(pincodes.length).toBeGreaterThan(1000);
    const codes = pincodes.map((p) => p.pincode);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    for (const p of pincodes) {
      expect(p.pincode).toMatch(/^4[0-4]\d{4}$/);
      expect(p.district.length).toBeGreaterThan(0);
      expect(p.office.length).toBeGreaterThan(0);
      if (p.town !== null) expect(findTownBySlug(p.town), p.pincode).toBeDefined();
    }
  });

  it("looks up a pincode's district and town", () => {
    const nagpur = lookupPincode("440001");
    expect(nagpur?.district).toBe("Nagpur");
    expect(nagpur?.town).toBe("nagpur");
    expect(lookupPincode(" 440 001 ")?.pincode).toBe("440001");
    expect(lookupPincode("442001")?.district).toBe("Wardha");
    expect(lookupPincode("110001")).toBeUndefined();
    expect(lookupPincode("abc")).toBeUndefined();
  });

  it("recognises Maharashtra pincodes only", () => {
    expect(isMaharashtraPincode("440001")).toBe(true);
    expect(isMaharashtraPincode("411001")).toBe(true);
    expect(isMaharashtraPincode("110001")).toBe(false); // Delhi
    expect(isMaharashtraPincode("403001")).toBe(false); // Panaji, Goa
    expect(isMaharashtraPincode("abc")).toBe(false);
    expect(isMaharashtraPincode("44000")).toBe(false);
    expect(isMaharashtraPincode("")).toBe(false);
  });
});

describe("towns' Devanagari names", () => {
  it("every town has a Marathi name in Devanagari, and a Hindi one", () => {
    const DEVANAGARI_ONLY = /^[\u0900-\u097F\s(),.-]+$/;
    for (const town of towns) {
      const names = townDevanagariNames(town.slug);
      expect(names, town.slug).not.toBeNull();
      expect(names!.mr, town.slug).toMatch(DEVANAGARI_ONLY);
      expect(names!.hi, town.slug).toMatch(DEVANAGARI_ONLY);
    }
    // No stale rows for towns the reference data no longer has.
    expect(Object.keys(townNamesTable).sort()).toEqual(towns.map((t) => t.slug));
  });

  it("spells the popular towns as their people do", () => {
    expect(townDevanagariNames("nagpur")).toEqual({ mr: "नागपूर", hi: "नागपुर" });
    expect(townDevanagariNames("wardha")).toEqual({ mr: "वर्धा", hi: "वर्धा" });
    expect(townDevanagariNames("kalmeshwar")).toEqual({ mr: "कळमेश्वर", hi: "कलमेश्वर" });
    expect(townDevanagariNames("malegaon")).toEqual({ mr: "मालेगाव", hi: "मालेगाँव" });
    expect(townDevanagariNames("bandra")?.hi).toBe("बांद्रा");
  });
});
