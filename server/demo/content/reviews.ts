/**
 * Demo content: reviews that demo customers left at shops where they bought (docs/product.md#reviews),
 * in the three languages, with mixed ratings. Pure data; server/demo/seed-reviews.ts gives each to a
 * (shop, customer) pair that has recorded purchases.
 */
export type DemoReview = { rating: 1 | 2 | 3 | 4 | 5; body: string | null };

export const demoReviews: DemoReview[] = [
  { rating: 5, body: "Always fresh stock, and the owner remembers what my family buys every month." },
  { rating: 4, body: "भाज्या ताज्या मिळतात आणि दरही योग्य आहेत. सकाळी थोडी गर्दी असते." },
  { rating: 5, body: "बहुत अच्छी दुकान है, सामान हमेशा ताज़ा मिलता है और व्यवहार भी अच्छा है।" },
  { rating: 3, body: "Good range, but billing takes a while in the evening rush." },
  { rating: 4, body: null },
  { rating: 2, body: "सांगितलेल्या वेळी सामान मिळाले नाही, दोनदा फोन करावा लागला." },
  { rating: 5, body: "Genuine products and a proper bill every time. Recommended." },
  { rating: 4, body: "कीमतें ठीक हैं और होम डिलीवरी भी समय पर होती है।" },
  { rating: 1, body: "I was charged more than the printed price and nobody listened." },
  { rating: 5, body: "खूप छान सेवा! मालक स्वतः लक्ष देतात." },
  { rating: 4, body: "Clean shop and helpful staff. Parking is difficult." },
  { rating: 3, body: "सामान अच्छा है, पर कभी-कभी जरूरी चीज़ें खत्म रहती हैं।" },
  { rating: 5, body: null },
  { rating: 4, body: "किंमती वाजवी आहेत आणि घरपोच सेवा मिळते." },
  { rating: 4, body: "Quick service, and they take UPI without any fuss." },
  { rating: 5, body: "My shop for the monthly list for three years now." },
];

/** The demo franchisee's reply to the first review of their shop. */
export const demoOwnerReply = "Thank you! We are glad to serve your family every month.";
