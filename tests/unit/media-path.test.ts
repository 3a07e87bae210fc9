import { describe, expect, it } from "vitest";
import { imagePath } from "../../lib/public/media-path";

describe("imagePath", () => {
  it("serves stored upload keys from /media/ and leaves addresses alone", () => {
    expect(imagePath("shops/42/0123456789abcdef0123456789abcdef.webp")).toBe("/media/shops/42/0123456789abcdef0123456789abcdef.webp");
    expect(imagePath("news/0123456789abcdef0123456789abcdef.webp")).toBe("/media/news/0123456789abcdef0123456789abcdef.webp");
    expect(imagePath("/images/shops/grocery.svg")).toBe("/images/shops/grocery.svg");
    expect(imagePath("/media/shops/42/0123456789abcdef0123456789abcdef.webp")).toBe("/media/shops/42/0123456789abcdef0123456789abcdef.webp");
  });
});
