/**
 * Demo content: shop categories.
 *
 * Pure data, no database code. The demo loader inserts these rows; `icon` is a
 * path under `public/` (each file is a hand-drawn 24x24 line icon using
 * `currentColor`, so it takes the colour of the surrounding text when inlined
 * and renders black when used as an <img>; use a CSS mask or inline the SVG to tint it).
 */

export type DemoCategory = {
  /** Stable, URL-safe identifier; shops refer to it as `categorySlug`. */
  slug: string;
  /** English display name. */
  name: string;
  /** Marathi display name (Devanagari). */
  nameMr: string;
  /** Hindi display name (Devanagari). */
  nameHi: string;
  /** Public path of the category icon, e.g. "/icons/categories/grocery.svg". */
  icon: string;
  /** Shown in the home page's "Popular Shops Categories" grid (docs/product.md: popular flag '1'). */
  popular: boolean;
  /** Ascending display order in menus and grids. */
  sortOrder: number;
};

export const demoCategories: DemoCategory[] = [
  {
    slug: "grocery",
    name: "Grocery & Kirana",
    nameMr: "किराणा व धान्य",
    nameHi: "किराना और अनाज",
    icon: "/icons/categories/grocery.svg",
    popular: true,
    sortOrder: 1,
  },
  {
    slug: "fruits-vegetables",
    name: "Fruits & Vegetables",
    nameMr: "फळे व भाजीपाला",
    nameHi: "फल और सब्ज़ियाँ",
    icon: "/icons/categories/fruits-vegetables.svg",
    popular: true,
    sortOrder: 2,
  },
  {
    slug: "dairy-sweets",
    name: "Dairy & Sweets",
    nameMr: "डेअरी व मिठाई",
    nameHi: "डेयरी और मिठाई",
    icon: "/icons/categories/dairy-sweets.svg",
    popular: true,
    sortOrder: 3,
  },
  {
    slug: "restaurants",
    name: "Restaurants & Food",
    nameMr: "हॉटेल व खाद्यपदार्थ",
    nameHi: "रेस्टोरेंट और खाना",
    icon: "/icons/categories/restaurants.svg",
    popular: true,
    sortOrder: 4,
  },
  {
    slug: "medical",
    name: "Medical & Pharmacy",
    nameMr: "मेडिकल व औषधे",
    nameHi: "मेडिकल और दवाइयाँ",
    icon: "/icons/categories/medical.svg",
    popular: true,
    sortOrder: 5,
  },
  {
    slug: "clothing",
    name: "Clothing & Fashion",
    nameMr: "कपडे व फॅशन",
    nameHi: "कपड़े और फ़ैशन",
    icon: "/icons/categories/clothing.svg",
    popular: true,
    sortOrder: 6,
  },
  {
    slug: "footwear",
    name: "Footwear",
    nameMr: "पादत्राणे",
    nameHi: "जूते-चप्पल",
    icon: "/icons/categories/footwear.svg",
    popular: false,
    sortOrder: 7,
  },
  {
    slug: "electronics",
    name: "Electronics & Mobiles",
    nameMr: "इलेक्ट्रॉनिक्स व मोबाईल",
    nameHi: "इलेक्ट्रॉनिक्स और मोबाइल",
    icon: "/icons/categories/electronics.svg",
    popular: true,
    sortOrder: 8,
  },
  {
    slug: "home-appliances",
    name: "Home Appliances",
    nameMr: "गृहोपयोगी उपकरणे",
    nameHi: "घरेलू उपकरण",
    icon: "/icons/categories/home-appliances.svg",
    popular: false,
    sortOrder: 9,
  },
  {
    slug: "hardware",
    name: "Hardware & Paints",
    nameMr: "हार्डवेअर व रंग",
    nameHi: "हार्डवेयर और पेंट",
    icon: "/icons/categories/hardware.svg",
    popular: false,
    sortOrder: 10,
  },
  {
    slug: "stationery",
    name: "Stationery & Books",
    nameMr: "स्टेशनरी व पुस्तके",
    nameHi: "स्टेशनरी और किताबें",
    icon: "/icons/categories/stationery.svg",
    popular: false,
    sortOrder: 11,
  },
  {
    slug: "beauty-salon",
    name: "Beauty & Salon",
    nameMr: "ब्युटी पार्लर व सलून",
    nameHi: "ब्यूटी पार्लर और सैलून",
    icon: "/icons/categories/beauty-salon.svg",
    popular: false,
    sortOrder: 12,
  },
  {
    slug: "jewellery",
    name: "Jewellery",
    nameMr: "सोने-चांदी दागिने",
    nameHi: "सोने-चाँदी के गहने",
    icon: "/icons/categories/jewellery.svg",
    popular: true,
    sortOrder: 13,
  },
  {
    slug: "furniture",
    name: "Furniture",
    nameMr: "फर्निचर",
    nameHi: "फ़र्नीचर",
    icon: "/icons/categories/furniture.svg",
    popular: false,
    sortOrder: 14,
  },
  {
    slug: "automobile",
    name: "Auto Parts & Service",
    nameMr: "ऑटो पार्ट्स व सर्व्हिसिंग",
    nameHi: "ऑटो पार्ट्स और सर्विसिंग",
    icon: "/icons/categories/automobile.svg",
    popular: false,
    sortOrder: 15,
  },
];
