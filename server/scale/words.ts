import { type SQL, sql } from "drizzle-orm";

/**
 * Word lists the generators draw from, so a million generated rows read like the real thing
 * (Marathi names in English and Devanagari, local shop names, brands) and the trigram indexes see
 * realistic text.
 */
export const MALE_FIRST_NAMES = ["Ravi", "Sunil", "Amol", "Sachin", "Vijay", "Prakash", "Rahul", "Nitin", "Sandeep", "Ganesh", "Mahesh", "Anil", "Kiran", "Santosh", "Ajay", "Pravin", "Yogesh", "Vinod", "Rajesh", "Manoj"];
export const FEMALE_FIRST_NAMES = ["Asha", "Meera", "Pooja", "Sunita", "Priya", "Snehal", "Kavita", "Anita", "Swati", "Pradnya", "Jyoti", "Manisha", "Vaishali", "Rupali", "Sarika", "Shubhangi", "Archana", "Deepa", "Neha", "Rohini"];
export const LAST_NAMES = ["Patil", "Deshmukh", "Kale", "Jadhav", "Shinde", "Pawar", "Wankhede", "Meshram", "Thakre", "Bhoyar", "Gawande", "Raut", "Kulkarni", "Joshi", "Deshpande", "Wagh", "Chavan", "More", "Kadam", "Ingle", "Bawankar", "Khobragade", "Dhote", "Gaikwad", "Sawant"];

export const SHOP_WORDS = ["Sai", "Shree", "Ganesh", "Laxmi", "Om", "Vidarbha", "Maharashtra", "Orange City", "Balaji", "Jay", "Mauli", "Swami", "Annapurna", "Gajanan", "Tirupati"];
export const SHOP_WORDS_MR = ["साई", "श्री", "गणेश", "लक्ष्मी", "ओम", "विदर्भ", "महाराष्ट्र", "संत्रा", "बालाजी", "जय", "माऊली", "स्वामी", "अन्नपूर्णा", "गजानन", "तिरुपती"];
export const SHOP_KINDS = ["Kirana", "Medical", "Mobiles", "Sweets", "Garments", "Hardware", "Footwear", "Jewellers", "Bakery", "Traders"];
export const SHOP_KINDS_MR = ["किराणा", "मेडिकल", "मोबाईल", "मिठाई", "कपडे", "हार्डवेअर", "पादत्राणे", "ज्वेलर्स", "बेकरी", "ट्रेडर्स"];
export const BRANDS = ["Amul", "Tata", "Parle", "Samsung", "Bata", "Asian Paints", "Haldiram", "Britannia", "Godrej", "Dabur", "Havells", "Nivea"];

export const SALE_ITEMS = ["Monthly kirana list", "Rice 10 kg, toor dal 2 kg", "Medicines", "Mobile recharge and cover", "Sweets box", "School uniforms", "Hardware items", "Slippers", "Silver anklets", "Bread and cake", "Household purchase", "Festival shopping"];

export const NEWS_SUBJECTS = ["Nagpur", "Wardha", "Katol", "Saoner", "Kalmeshwar", "Amravati", "Chandrapur", "Bhandara", "Gondia", "Yavatmal"];
export const NEWS_TOPICS = [
  "weekly market moves to the new ground",
  "shops extend hours for the festival season",
  "water supply schedule changes this week",
  "new bus route connects the market",
  "health camp offers free check-ups",
  "traders association elects new office bearers",
  "road repairs finish ahead of the monsoon",
  "local farmers bring oranges to the city market",
  "school admissions open with online forms",
  "power cuts planned for maintenance on Sunday",
];
export const NEWS_PARAGRAPHS = [
  "Shop owners said the change was discussed for months and most customers welcomed it.",
  "The municipal council confirmed the schedule on Monday and asked residents to plan ahead.",
  "Several partner shops announced offers for customers who show their member code at the counter.",
  "Residents can reach the ward office by phone for questions about the new arrangements.",
  "Traders expect more visitors over the weekend and have added staff at the busiest counters.",
  "The district administration said the work would be completed in phases to limit disruption.",
];

/** `ARRAY['a','b',…]` as SQL, for picking a word by index inside a set-based insert. */
export function textArray(words: readonly string[]): SQL {
  return sql.raw(`ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(",")}]::text[]`);
}

/** Element `1 + (index mod length)` of a word list, as SQL. */
export function pickWord(words: readonly string[], index: SQL): SQL {
  return sql`(${textArray(words)})[1 + ((${index}) % ${sql.raw(String(words.length))})]`;
}
