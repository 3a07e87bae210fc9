import { describe, expect, it } from "vitest";
import { localizedArticle, localizedName, localizedNameLang } from "../../lib/localized";

const shop = { name: "Shree Ganesh Kirana Stores", nameMr: "श्री गणेश किराणा स्टोअर्स", nameHi: null };

describe("localizedName: the page's language where given, else English, never Marathi as Hindi", () => {
  it("English pages show the English name", () => {
    expect(localizedName(shop, "en")).toBe(shop.name);
    expect(localizedName({ ...shop, nameHi: "श्री गणेश किराना स्टोर्स" }, "en")).toBe(shop.name);
  });

  it("Marathi pages show the Marathi name, or English when there is none", () => {
    expect(localizedName(shop, "mr")).toBe(shop.nameMr);
    expect(localizedName({ ...shop, nameMr: null }, "mr")).toBe(shop.name);
    expect(localizedName({ ...shop, nameMr: "  " }, "mr")).toBe(shop.name);
  });

  it("Hindi pages show the Hindi name, else English — not the Marathi one", () => {
    expect(localizedName(shop, "hi")).toBe(shop.name);
    expect(localizedName({ ...shop, nameHi: "श्री गणेश किराना स्टोर्स" }, "hi")).toBe("श्री गणेश किराना स्टोर्स");
    expect(localizedName({ name: "Nagpur" }, "hi")).toBe("Nagpur");
  });

  it("marks an English name on a Devanagari page as English, for screen readers and fonts", () => {
    expect(localizedNameLang(shop, "en")).toBeUndefined();
    expect(localizedNameLang(shop, "mr")).toBeUndefined();
    expect(localizedNameLang(shop, "hi")).toBe("en");
    expect(localizedNameLang({ ...shop, nameHi: "श्री गणेश" }, "hi")).toBeUndefined();
  });
});

describe("localizedArticle: a title and body in one language", () => {
  const article = { title: "Market opens", bodyHtml: "<p>The market opens.</p>", titleMr: "बाजार सुरू", bodyMrHtml: null, titleHi: "बाज़ार खुला", bodyHiHtml: "<p>बाज़ार खुल गया।</p>" };

  it("uses the page's language when both its title and its body exist", () => {
    expect(localizedArticle(article, "hi")).toEqual({ title: "बाज़ार खुला", bodyHtml: "<p>बाज़ार खुल गया।</p>", lang: "hi" });
  });

  it("keeps the English title with the English body when only the title is translated", () => {
    expect(localizedArticle(article, "mr")).toEqual({ title: "Market opens", bodyHtml: "<p>The market opens.</p>", lang: "en" });
  });

  it("never uses the Marathi text on a Hindi page", () => {
    const marathiOnly = { ...article, bodyMrHtml: "<p>बाजार सुरू झाला.</p>", titleHi: null, bodyHiHtml: null };
    expect(localizedArticle(marathiOnly, "mr").lang).toBe("mr");
    expect(localizedArticle(marathiOnly, "hi")).toEqual({ title: "Market opens", bodyHtml: "<p>The market opens.</p>", lang: "en" });
  });

  it("English pages always get the English text", () => {
    expect(localizedArticle(article, "en").lang).toBe("en");
  });
});
