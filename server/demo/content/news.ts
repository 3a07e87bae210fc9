/**
 * Demo content: news categories, articles and comments for the Nagpur–Wardha region.
 *
 * Pure data, no database code. Articles are invented local stories; nobody in
 * them is a real named private person (sources are described by role), and
 * commenters' e-mail addresses are @example.com. `daysAgo` values are offsets
 * from the moment the loader runs; a comment's `daysAgo` is never larger than
 * its article's (no comment before publication). Bodies use <p>, <strong>,
 * <em>, <ul> and <li>, so excerpts must strip markup.
 */

export type DemoNewsCategory = {
  slug: string;
  name: string;
  /** Marathi name (Devanagari). */
  nameMr: string;
  /** Hindi name (Devanagari): Hindi pages show it, never the Marathi one. */
  nameHi: string;
};

export type DemoNewsComment = {
  name: string;
  email: string;
  body: string;
  /** Days before the loader runs; 0 = today. Never more than the article's daysAgo. */
  daysAgo: number;
};

export type DemoNews = {
  key: string;
  categorySlug: string;
  title: string;
  /** Marathi title (Devanagari). */
  titleMr: string;
  /** 3–6 paragraphs of HTML. */
  bodyHtml: string;
  /** One short pull-quote (the product's `quata`). */
  quote: string;
  /** Publication date as days before the loader runs (1–120). */
  daysAgo: number;
  comments: DemoNewsComment[];
};

export const demoNewsCategories: DemoNewsCategory[] = [
  { slug: "local-news", name: "Local News", nameMr: "स्थानिक बातम्या", nameHi: "स्थानीय समाचार" },
  { slug: "offers-deals", name: "Offers & Deals", nameMr: "ऑफर्स व सवलती", nameHi: "ऑफ़र और छूट" },
  { slug: "business", name: "Business", nameMr: "व्यापार", nameHi: "व्यापार" },
  { slug: "events", name: "Events", nameMr: "कार्यक्रम", nameHi: "कार्यक्रम" },
  { slug: "health", name: "Health", nameMr: "आरोग्य", nameHi: "स्वास्थ्य" },
  { slug: "technology", name: "Technology", nameMr: "तंत्रज्ञान", nameHi: "तकनीक" },
];

export const demoNews: DemoNews[] = [
  {
    key: "mobile-app-coming-soon",
    categorySlug: "technology",
    title: "Our mobile app is coming soon: shop search, purchases and commissions in your pocket",
    titleMr: "आमचे मोबाईल ॲप लवकरच: दुकान शोध, खरेदी आणि कमिशन आता तुमच्या खिशात",
    bodyHtml: `<p>Customers and partner shops have asked for it for months, and it is nearly ready: the marketplace's <strong>Android app</strong> is in final testing and will be released in the coming weeks, with an iPhone version to follow.</p>
<p>The app keeps everything you use on the website: search shops by pincode, category or city, see featured and best-deal shops, save favourites, check your purchases and monthly commissions, and view your downline. Customers will also be able to share their referral link directly on WhatsApp.</p>
<p>For shop owners, the app brings the franchisee dashboard to the counter. Recording a sale for a customer takes the customer code, the amount and the items, exactly as on the website, and the wallet balance updates at once.</p>
<p>The app has been designed for the phones most people in Vidarbha actually use: it works on low-cost Android handsets, downloads under 10 MB and stays usable on a weak 4G signal in smaller towns.</p>
<p>Your existing mobile number and password will work in the app; there is nothing new to register.</p>`,
    quote: "Your existing mobile number and password will work in the app; there is nothing new to register.",
    daysAgo: 1,
    comments: [
      {
        name: "Pradnya K.",
        email: "pradnya.k@example.com",
        body: "Finally! Checking my commission on the website every month was a little slow on my phone.",
        daysAgo: 1,
      },
      {
        name: "Amol",
        email: "amol.shinde@example.com",
        body: "Please add a Marathi language option in the app.",
        daysAgo: 0,
      },
    ],
  },
  {
    key: "sitabuldi-road-reopens",
    categorySlug: "local-news",
    title: "Sitabuldi main road fully reopens to shoppers after concrete works",
    titleMr: "काँक्रीटीकरणानंतर सीताबर्डी मुख्य रस्ता खरेदीदारांसाठी पूर्णपणे खुला",
    bodyHtml: `<p>Traders in <strong>Sitabuldi</strong>, Nagpur's busiest shopping district, heaved a sigh of relief this week as the last stretch of the main road reopened to traffic after nearly four months of cement-concrete works.</p>
<p>The work, carried out by the municipal corporation in phases, had forced shoppers to park far away and walk through dug-up lanes. Shopkeepers on the Modi lanes and around Jhansi Rani Square said weekend footfall had dropped by a third during the works.</p>
<p>"The road is wider and the new footpaths are a big improvement. People can now come with their families again," said a footwear retailer who has run his shop on the main road for over twenty years.</p>
<p>The traffic police have marked new no-parking zones and two-wheeler parking bays near Variety Square. Traders' associations have asked for more pay-and-park space before the festival season, when crowds in the market double.</p>`,
    quote: "The road is wider and the new footpaths are a big improvement. People can now come with their families again.",
    daysAgo: 3,
    comments: [
      {
        name: "Nikhil Bhoyar",
        email: "nikhil.bhoyar@example.com",
        body: "Good news. Parking near Variety Square is still a headache in the evening though.",
        daysAgo: 3,
      },
      {
        name: "Shraddha",
        email: "shraddha.w@example.com",
        body: "The new footpath is really nice. Hope hawkers don't occupy it again.",
        daysAgo: 2,
      },
      {
        name: "R. Gupta",
        email: "r.gupta@example.com",
        body: "Our sales were badly hit for three months. Relieved it is finally over before Diwali.",
        daysAgo: 2,
      },
    ],
  },
  {
    key: "fake-upi-screenshots",
    categorySlug: "technology",
    title: "Shopkeepers, beware of fake UPI payment screenshots at the counter",
    titleMr: "दुकानदारांनो, काउंटरवरील बनावट यूपीआय पेमेंट स्क्रीनशॉटपासून सावध राहा",
    bodyHtml: `<p>Several shop owners in Nagpur and Wardha have reported customers showing an edited <strong>"payment successful"</strong> screen after buying goods, with no money ever reaching the shop's bank account. Mobile and jewellery shops, where bills are large, are the most common targets.</p>
<p>The trick is simple: apps that create fake payment screens are freely available, and a busy counter rarely has time to check. Police advise shopkeepers to follow a few simple habits:</p>
<ul>
<li>Trust only your own phone, app or <strong>sound box</strong>, never the customer's screen.</li>
<li>Check that the payment appears in your UPI app's transaction history before handing over goods.</li>
<li>For large bills, wait for the bank SMS and match the amount and the UTR number.</li>
<li>Never accept "I sent it by mistake, please refund" requests without checking your account first.</li>
</ul>
<p>Partner shops on our platform can also record each sale against the customer's code, so every purchase leaves a clear trail for both sides.</p>`,
    quote: "Trust only your own phone, app or sound box, never the customer's screen.",
    daysAgo: 8,
    comments: [
      {
        name: "Mahesh Soni",
        email: "mahesh.soni@example.com",
        body: "This happened at our shop last month. The sound box saved us: it never announced the payment.",
        daysAgo: 7,
      },
      {
        name: "Kiran",
        email: "kiran.footwear@example.com",
        body: "Very useful. Sharing with our traders' WhatsApp group.",
        daysAgo: 6,
      },
    ],
  },
  {
    key: "wardha-farmers-market",
    categorySlug: "local-news",
    title: "Weekly farmers' market in Wardha draws hundreds on its opening Sunday",
    titleMr: "वर्ध्यातील साप्ताहिक शेतकरी बाजाराला पहिल्याच रविवारी शेकडो ग्राहकांची गर्दी",
    bodyHtml: `<p>More than sixty farmers from Seloo, Deoli and Arvi talukas set up stalls at the new <strong>weekly farmers' market</strong> in Wardha on Sunday, selling vegetables, fruit, pulses, jaggery and cold-pressed oil directly to buyers.</p>
<p>The market, organised with the help of farmer producer companies in the district, will be held every Sunday from 7 am to 1 pm. Stalls are allotted free of charge to farmers who sell their own produce.</p>
<p>"We get a fair price and the buyer gets fresh vegetables picked the same morning. There is no middleman in between," said a vegetable grower from Seloo who sold out his brinjal and methi by 10 am.</p>
<p>Buyers were equally pleased. Many said prices of leafy vegetables were lower than in the regular market, and they liked being able to ask the farmer how the crop was grown.</p>
<p>The organisers plan to add a section for organic produce and home-made products by women's self-help groups from next month.</p>`,
    quote: "We get a fair price and the buyer gets fresh vegetables picked the same morning.",
    daysAgo: 11,
    comments: [
      {
        name: "Snehal Deshpande",
        email: "snehal.d@example.com",
        body: "Went there this Sunday. The toor dal and jaggery were excellent. Go early, the greens finish fast!",
        daysAgo: 10,
      },
      {
        name: "Prashant",
        email: "prashant.k@example.com",
        body: "Please start something like this in Hinganghat too.",
        daysAgo: 9,
      },
      {
        name: "Vaishali Thakre",
        email: "vaishali.t@example.com",
        body: "Carry your own cloth bags, most farmers don't give plastic.",
        daysAgo: 9,
      },
      {
        name: "Yogesh",
        email: "yogesh.m@example.com",
        body: "Good initiative. Hope it continues during the monsoon.",
        daysAgo: 5,
      },
    ],
  },
  {
    key: "katol-health-camp",
    categorySlug: "health",
    title: "Free eye and diabetes check-up camp in Katol sees over 600 participants",
    titleMr: "काटोलमध्ये मोफत नेत्र व मधुमेह तपासणी शिबिरात ६०० हून अधिक नागरिकांची तपासणी",
    bodyHtml: `<p>A free <strong>eye and diabetes check-up camp</strong> held at Katol on Sunday saw more than 600 people, many of them farmers and farm workers from nearby villages, queue up from early morning.</p>
<p>Doctors from Nagpur examined patients for cataract, glaucoma and refractive errors, while a team of technicians tested blood sugar and blood pressure. About 80 patients were found to need cataract surgery and have been referred for free operations under government schemes.</p>
<p>"Many people here have never had their sugar tested. One in six of those we screened had high blood sugar without knowing it," said one of the camp's doctors.</p>
<p>Spectacles were distributed free to over 200 people who needed reading glasses. Local chemists, including several partner shops on this platform, helped with volunteers and medicines.</p>
<p>The organisers plan similar camps in Saoner and Kalmeshwar over the next two months.</p>`,
    quote: "One in six of those we screened had high blood sugar without knowing it.",
    daysAgo: 15,
    comments: [
      {
        name: "Sunita Bhoyar",
        email: "sunita.b@example.com",
        body: "My father got his cataract checked here. The doctors were very patient with the elderly.",
        daysAgo: 14,
      },
      {
        name: "Rahul",
        email: "rahul.dhawade@example.com",
        body: "Please announce the Kalmeshwar date in advance.",
        daysAgo: 12,
      },
    ],
  },
  {
    key: "katol-orange-arrivals",
    categorySlug: "business",
    title: "Katol orange growers hope for better prices as mandi arrivals pick up",
    titleMr: "बाजार समितीत आवक वाढल्याने काटोलच्या संत्रा उत्पादकांना चांगल्या दराची अपेक्षा",
    bodyHtml: `<p>Arrivals of <strong>Nagpur oranges</strong> at the Katol and Kalmeshwar market yards have picked up sharply this fortnight, and growers are hoping that demand from north India and Bangladesh will keep prices firm.</p>
<p>Katol, Narkhed and Kalmeshwar talukas form the heart of the Nagpur orange belt. Growers here harvest two crops a year: the <em>ambia bahar</em> fruit in the winter months and the <em>mrig bahar</em> fruit early in the year.</p>
<p>Traders at the Katol yard said good-quality fruit was fetching better rates than last season, though smaller fruit damaged by late rains was selling at a discount. "Sizing and grading make all the difference. Graded crates get almost double the price of mixed fruit," said a commission agent at the yard.</p>
<p>Growers have long demanded more cold storage and processing units in the area, so that they are not forced to sell their entire crop within a few weeks. Two new grading and waxing units have started in the Katol area this year.</p>
<p>For city buyers, this is the best time of year to buy oranges directly from growers. Several fruit shops listed on this platform in Katol and Nagpur sell by the crate.</p>`,
    quote: "Graded crates get almost double the price of mixed fruit.",
    daysAgo: 19,
    comments: [
      {
        name: "Sachin Thakare",
        email: "sachin.thakare@example.com",
        body: "Prices at the yard are better than last year, but transport costs have gone up a lot.",
        daysAgo: 18,
      },
      {
        name: "Meena",
        email: "meena.joshi@example.com",
        body: "Bought a crate from Katol last week. Sweetest oranges we had in years.",
        daysAgo: 16,
      },
      {
        name: "Anand",
        email: "anand.rewatkar@example.com",
        body: "We need a juice processing plant in Katol itself. Too much fruit goes waste every year.",
        daysAgo: 15,
      },
    ],
  },
  {
    key: "shops-on-the-map",
    categorySlug: "technology",
    title: "Find partner shops near you: shop pages now show the location on a map",
    titleMr: "जवळचे दुकान शोधा: दुकानाच्या पानावर आता नकाशावर ठिकाण दिसणार",
    bodyHtml: `<p>Every shop page on the marketplace now shows the shop's location on a <strong>map</strong>, so customers can see exactly where a shop is before they set out.</p>
<p>The map is loaded only when you open it, so shop pages remain quick to open even on a slow connection. A tap on the map opens directions in your phone's map app.</p>
<p>Shop owners can check their pin from the franchisee profile page. If the pin is in the wrong place, for example when a shop has moved to a new address, the support team can correct it within a day.</p>
<p>Next on the list is searching for shops <strong>near me</strong> from the home page, which will sort results by distance from your current location.</p>`,
    quote: "If the pin is in the wrong place, the support team can correct it within a day.",
    daysAgo: 23,
    comments: [],
  },
  {
    key: "diwali-shopping-festival",
    categorySlug: "offers-deals",
    title: "Diwali shopping festival: partner shops across Nagpur and Wardha announce discounts",
    titleMr: "दिवाळी खरेदी महोत्सव: नागपूर व वर्ध्यातील भागीदार दुकानांकडून सवलतींची घोषणा",
    bodyHtml: `<p>With Diwali around the corner, more than <strong>40 partner shops</strong> in Nagpur, Wardha, Katol, Saoner and Kalmeshwar have announced festival offers for customers who shop through the platform.</p>
<p>The offers cover everything families buy for the festival:</p>
<ul>
<li><strong>Sweets and dry fruits:</strong> up to 10% off on sweet boxes booked a week in advance.</li>
<li><strong>Clothing:</strong> free fall-pico and blouse stitching on sarees, and combo offers on kids' ethnic wear.</li>
<li><strong>Electronics and appliances:</strong> exchange offers and zero-cost EMI on TVs, refrigerators and phones.</li>
<li><strong>Jewellery:</strong> reduced making charges on gold coins and silver articles for Dhanteras.</li>
</ul>
<p>Customers are reminded to give their customer code at the counter so that the shop can record the purchase. Purchases recorded this way count towards the monthly ₹1,000 needed to qualify for commissions.</p>
<p>Details of each shop's offer are on its page under <em>Features</em>. Look for the Best Deal tab on the home page.</p>`,
    quote: "Give your customer code at the counter so that the shop can record the purchase.",
    daysAgo: 27,
    comments: [
      {
        name: "Pooja Raut",
        email: "pooja.raut@example.com",
        body: "Booked our sweet boxes at Vidarbha Dairy, got the discount. Thanks!",
        daysAgo: 25,
      },
      {
        name: "Ketan",
        email: "ketan.p@example.com",
        body: "Do the offers apply in Amravati shops too?",
        daysAgo: 24,
      },
      {
        name: "Support Team",
        email: "support@example.com",
        body: "Yes, Ketan. Amravati partner shops have their offers listed on their shop pages.",
        daysAgo: 24,
      },
      {
        name: "Manisha",
        email: "manisha.g@example.com",
        body: "Got a good exchange price for our old fridge. Delivery was the same day.",
        daysAgo: 20,
      },
      {
        name: "Deepak",
        email: "deepak.w@example.com",
        body: "Please keep these offers going after Diwali too!",
        daysAgo: 18,
      },
    ],
  },
  {
    key: "gst-composition-small-traders",
    categorySlug: "business",
    title: "GST for small traders: is the composition scheme right for your shop?",
    titleMr: "छोट्या व्यापाऱ्यांसाठी जीएसटी: कंपोझिशन योजना तुमच्या दुकानासाठी योग्य आहे का?",
    bodyHtml: `<p>At a meeting of retail traders in Nagpur this week, the question most asked of the tax consultants present was a simple one: <strong>should a small shop opt for the GST composition scheme?</strong></p>
<p>Under the scheme, a trader whose annual turnover is up to ₹1.5 crore pays a small fixed percentage of turnover (1% for traders of goods) instead of charging GST on every bill and claiming input credit. Returns are simpler: a quarterly statement of tax paid and one annual return.</p>
<p>But the scheme has limits that matter for many shops:</p>
<ul>
<li>A composition trader cannot collect GST from customers and must issue a <em>bill of supply</em>, not a tax invoice.</li>
<li>No input tax credit is available on purchases.</li>
<li>The trader cannot sell to buyers in other states, and must display "composition taxable person" at the shop.</li>
</ul>
<p>"For a kirana or a medical shop selling mostly to households, composition usually saves time and money. If most of your buyers are businesses who want input credit, regular registration is better," said one of the consultants.</p>
<p>Traders were also reminded that shops selling goods need GST registration only once their turnover crosses ₹40 lakh a year in Maharashtra, and that keeping proper bills helps whether or not a shop is registered.</p>`,
    quote: "For a kirana or a medical shop selling mostly to households, composition usually saves time and money.",
    daysAgo: 35,
    comments: [
      {
        name: "CA Student",
        email: "ca.student@example.com",
        body: "Good summary. Also remember the quarterly payment statement has its own due date; late fees add up.",
        daysAgo: 34,
      },
      {
        name: "Anil Chaudhari",
        email: "anil.c@example.com",
        body: "I run a small kirana in Kalmeshwar. Composition has been much simpler for us.",
        daysAgo: 31,
      },
      {
        name: "Ritesh",
        email: "ritesh.j@example.com",
        body: "Can you do a similar article on e-invoicing?",
        daysAgo: 29,
      },
    ],
  },
  {
    key: "wardha-shop-owners-meet",
    categorySlug: "events",
    title: "Wardha shop owners' meet discusses going online without losing the personal touch",
    titleMr: "वर्ध्यातील दुकानदार मेळाव्यात ऑनलाइन व्यवसायावर चर्चा",
    bodyHtml: `<p>Around 120 shop owners from Wardha, Hinganghat and Sevagram met on Saturday to discuss how local shops can compete with large online sellers.</p>
<p>Speakers pointed out that customers in smaller towns still prefer a shop they know, but increasingly search on their phones first. A shop that shows up with its address, timings and phone number wins that first search.</p>
<p>Shop owners shared what had worked for them: WhatsApp catalogues, home delivery within the town, UPI payments and listing the shop on local marketplaces. "My regular customers now order on WhatsApp and pick up in the evening. Sales in the slow afternoon hours have doubled," said a kirana owner from Bajaj Chowk.</p>
<p>The meet ended with a session on keeping accounts on the phone and on protecting the shop from payment frauds.</p>`,
    quote: "A shop that shows up with its address, timings and phone number wins that first search.",
    daysAgo: 42,
    comments: [
      {
        name: "Rohit Pawar",
        email: "rohit.pawar@example.com",
        body: "Very useful meet. We should do this every three months.",
        daysAgo: 41,
      },
    ],
  },
  {
    key: "saoner-weekly-market-upi",
    categorySlug: "business",
    title: "At Saoner's weekly market, UPI payments now outnumber cash at many stalls",
    titleMr: "सावनेरच्या आठवडी बाजारात अनेक दुकानांवर रोखीपेक्षा यूपीआय व्यवहार जास्त",
    bodyHtml: `<p>Walk through the weekly market at <strong>Saoner</strong> and you will see a QR code at almost every stall, from vegetable sellers to bangle vendors and the tea stall at the entrance.</p>
<p>Stall holders say that more than half their customers now pay by UPI, up from a handful three years ago. Younger buyers rarely carry cash at all.</p>
<p>"Earlier I lost sales when customers did not have change. Now even a ₹10 bunch of coriander is paid by phone," said a vegetable seller who comes from a village near Patansaongi every week.</p>
<p>Traders said the biggest benefit is a record of daily sales, which has helped several of them get small business loans from banks. The main worry remains fake payment screenshots, which the market's traders' association has warned members about.</p>`,
    quote: "Now even a ₹10 bunch of coriander is paid by phone.",
    daysAgo: 48,
    comments: [
      {
        name: "Vikas",
        email: "vikas.burde@example.com",
        body: "True. At our shop in Saoner almost 70% payments are UPI now.",
        daysAgo: 47,
      },
      {
        name: "Sunanda",
        email: "sunanda.k@example.com",
        body: "Network is the problem on market day, payments take time.",
        daysAgo: 45,
      },
    ],
  },
  {
    key: "antibiotics-prescription-reminder",
    categorySlug: "health",
    title: "Chemists reminded to sell antibiotics only on prescription",
    titleMr: "प्रतिजैविके केवळ डॉक्टरांच्या चिठ्ठीवरच विकण्याची औषध विक्रेत्यांना सूचना",
    bodyHtml: `<p>Drug control officials have reminded chemists in Nagpur district that antibiotics listed under <strong>Schedule H1</strong> may be sold only against a doctor's prescription, and that a register of such sales must be maintained.</p>
<p>Doctors in the city say unnecessary use of antibiotics for common colds and viral fevers is making infections harder to treat. "Most fevers in this season are viral. An antibiotic does not help them, and taking half a course does real harm," said a physician at a government hospital.</p>
<p>Chemists' associations have welcomed the reminder and asked members to display notices at the counter. Several pharmacies listed on this platform already refuse antibiotics without a prescription.</p>
<p>Citizens are advised to complete the full course when an antibiotic is prescribed, and never to share leftover medicines with family members.</p>`,
    quote: "Most fevers in this season are viral. An antibiotic does not help them.",
    daysAgo: 55,
    comments: [
      {
        name: "Dr. S. K.",
        email: "dr.sk@example.com",
        body: "Much needed. Half courses of antibiotics are a serious problem in rural areas.",
        daysAgo: 54,
      },
    ],
  },
  {
    key: "ganeshotsav-sweet-offers",
    categorySlug: "offers-deals",
    title: "Ganeshotsav special: modak pre-booking and decoration offers at partner shops",
    titleMr: "गणेशोत्सव विशेष: भागीदार दुकानांमध्ये मोदक आगाऊ नोंदणी व सजावटीवर सवलत",
    bodyHtml: `<p>Sweet shops and dairies on the platform have opened <strong>pre-booking for modaks</strong> for the ten days of Ganeshotsav, with ukadiche modak available on order and khoa modaks in boxes of 11 and 21.</p>
<p>Pre-booked orders get up to 10% off and are kept ready for pick-up on the morning of the first day, when queues at sweet shops are the longest.</p>
<p>Stationery and gift shops have also stocked eco-friendly decorations: paper and cloth makhars, clay diyas and natural-colour rangoli. Several clothing shops are offering combo deals on kurtas and sarees for the festival.</p>
<p>As always, customers should give their customer code at the counter so the purchase is recorded and counts towards their monthly purchases.</p>`,
    quote: "Pre-booked orders are kept ready for pick-up on the morning of the first day.",
    daysAgo: 64,
    comments: [
      {
        name: "Asmita",
        email: "asmita.d@example.com",
        body: "Pre-booked 21 modaks, picked up without waiting in the queue. Great service.",
        daysAgo: 60,
      },
      {
        name: "Pravin",
        email: "pravin.t@example.com",
        body: "Ganpati Bappa Morya! Thanks for the list of shops.",
        daysAgo: 58,
      },
    ],
  },
  {
    key: "eco-friendly-ganeshotsav",
    categorySlug: "events",
    title: "Ganeshotsav goes greener as more Nagpur mandals choose shadu clay idols",
    titleMr: "नागपुरातील अधिकाधिक मंडळांची शाडू मातीच्या मूर्तींना पसंती",
    bodyHtml: `<p>More public Ganesh mandals in Nagpur have chosen <strong>shadu clay idols</strong> this year instead of plaster of Paris, and thousands of households immersed their idols in artificial tanks rather than lakes.</p>
<p>Idol makers in the city said demand for clay idols had grown steadily for several years. Clay idols dissolve in water within hours, while plaster idols can take months and harm lakes such as Futala and Gandhisagar.</p>
<p>The municipal corporation set up artificial immersion tanks across the city's zones and collected flowers and other offerings separately for composting.</p>
<p>"Ten years ago people laughed when we said clay. Today families book clay idols months in advance," said a third-generation idol maker from Chitar Oli in Mahal, the city's traditional idol makers' lane.</p>`,
    quote: "Ten years ago people laughed when we said clay. Today families book clay idols months in advance.",
    daysAgo: 70,
    comments: [
      {
        name: "Gauri",
        email: "gauri.n@example.com",
        body: "We immersed our Bappa in a bucket at home and used the clay for our plants. Highly recommend.",
        daysAgo: 69,
      },
      {
        name: "Tushar",
        email: "tushar.b@example.com",
        body: "The artificial tank in our zone was very well managed this year.",
        daysAgo: 68,
      },
      {
        name: "Mrunal",
        email: "mrunal.s@example.com",
        body: "Proud of Nagpur. Let us make it 100% next year.",
        daysAgo: 66,
      },
    ],
  },
  {
    key: "marbat-procession",
    categorySlug: "events",
    title: "Crowds line Itwari's lanes for Nagpur's century-old Marbat procession",
    titleMr: "नागपूरच्या शतकाहून जुन्या मारबत मिरवणुकीसाठी इतवारीत मोठी गर्दी",
    bodyHtml: `<p>Thousands of people lined the lanes of <strong>Itwari</strong> on the day after Pola to watch the Marbat procession, a tradition unique to Nagpur and more than a century old.</p>
<p>The giant effigies of the black and yellow Marbats were carried through the old city to loud drums, along with smaller <em>badgyas</em> made by neighbourhood groups, many of them mocking this year's problems, from potholes to rising prices.</p>
<p>Participants chanted the traditional call asking the Marbat to carry away disease, misfortune and evil from the city, and the effigies were burnt at the end of the route.</p>
<p>Traders in Itwari and Gandhibagh said the festival brings big crowds to the market, and many shops stayed open late into the evening.</p>`,
    quote: "A tradition unique to Nagpur and more than a century old.",
    daysAgo: 78,
    comments: [
      {
        name: "Sagar",
        email: "sagar.itwari@example.com",
        body: "Been watching Marbat since I was a child. Nothing else like it anywhere.",
        daysAgo: 77,
      },
      {
        name: "Neha",
        email: "neha.k@example.com",
        body: "The badgyas this year were hilarious!",
        daysAgo: 77,
      },
    ],
  },
  {
    key: "dengue-advisory",
    categorySlug: "health",
    title: "Dengue cases rise after the monsoon: clear standing water at home and at shops",
    titleMr: "पावसाळ्यानंतर डेंग्यूचे रुग्ण वाढले: घरात व दुकानात साचलेले पाणी काढा",
    bodyHtml: `<p>Health officials in Nagpur and Wardha have reported a rise in <strong>dengue</strong> cases after the monsoon and have urged residents and shopkeepers to clear stagnant water around their premises.</p>
<p>The Aedes mosquito that spreads dengue breeds in clean standing water and bites during the day. Common breeding spots include:</p>
<ul>
<li>Desert coolers that are not emptied and dried every week</li>
<li>Old tyres, tins and broken pots on terraces and behind shops</li>
<li>Flower-pot trays, water tanks without lids and overhead drums</li>
</ul>
<p>"Fever with severe body ache, pain behind the eyes or a rash should be tested. Do not take painkillers on your own; take paracetamol and see a doctor," advised a district health officer.</p>
<p>Civic teams are carrying out fogging and door-to-door surveys. Residents can report mosquito breeding spots to their zone office.</p>`,
    quote: "Do not take painkillers on your own; take paracetamol and see a doctor.",
    daysAgo: 88,
    comments: [
      {
        name: "Rekha",
        email: "rekha.m@example.com",
        body: "Please also check the coolers in schools and offices.",
        daysAgo: 87,
      },
      {
        name: "Imran",
        email: "imran.s@example.com",
        body: "Fogging has not happened in our area yet. Whom should we contact?",
        daysAgo: 85,
      },
      {
        name: "Ajay",
        email: "ajay.b@example.com",
        body: "Our whole family had dengue last year. Please take this seriously, everyone.",
        daysAgo: 80,
      },
    ],
  },
  {
    key: "monsoon-appliance-sale",
    categorySlug: "offers-deals",
    title: "Monsoon sale: washing machines and refrigerators at reduced prices in Wardha and Hinganghat",
    titleMr: "पावसाळी सेल: वर्धा व हिंगणघाटमध्ये वॉशिंग मशीन व फ्रिज कमी किमतीत",
    bodyHtml: `<p>With the cooler and AC season over, appliance shops in Wardha and Hinganghat have launched <strong>monsoon sales</strong> on washing machines, refrigerators and kitchen appliances.</p>
<p>Retailers said this is the best time to buy: stocks are high after summer, and manufacturers are pushing older models before the festival launches.</p>
<ul>
<li>Exchange offers on old washing machines and refrigerators</li>
<li>Zero down-payment EMI on selected brands</li>
<li>Free installation and free delivery in town</li>
</ul>
<p>Shops also advise customers to use surge protectors during the monsoon, when power fluctuations are common in smaller towns.</p>`,
    quote: "This is the best time to buy: stocks are high after summer.",
    daysAgo: 96,
    comments: [
      {
        name: "Hemant",
        email: "hemant.b@example.com",
        body: "Bought a front-load machine in Hinganghat, got free stand and installation.",
        daysAgo: 92,
      },
    ],
  },
  {
    key: "kalmeshwar-midc-hiring",
    categorySlug: "business",
    title: "Kalmeshwar industrial units step up hiring as orders grow",
    titleMr: "मागणी वाढल्याने कळमेश्वर औद्योगिक क्षेत्रात भरती वाढली",
    bodyHtml: `<p>Industrial units in the <strong>Kalmeshwar MIDC</strong> area have stepped up hiring of machine operators, welders and helpers as orders from the steel and food-processing sectors pick up.</p>
<p>Unit owners said they prefer to hire from Kalmeshwar, Katol and nearby villages, as workers from the area stay longer and do not have to travel from Nagpur every day.</p>
<p>The growth is also good news for local shops. Grocery, mobile and two-wheeler service shops near the industrial area report higher sales in the first week of each month, when wages are paid.</p>
<p>Young people looking for jobs are advised to register with the district employment office and to take up short courses at the local ITI, which several units said they look for when hiring.</p>`,
    quote: "Workers from the area stay longer and do not have to travel from Nagpur every day.",
    daysAgo: 104,
    comments: [],
  },
  {
    key: "wardha-book-fair",
    categorySlug: "events",
    title: "Week-long book fair in Wardha brings Marathi and English titles to students",
    titleMr: "वर्ध्यात आठवडाभराचे पुस्तक प्रदर्शन; विद्यार्थ्यांसाठी मराठी व इंग्रजी पुस्तके",
    bodyHtml: `<p>A week-long <strong>book fair</strong> in Wardha drew students, teachers and families, with more than 40 stalls of Marathi literature, children's books, competitive-exam guides and English fiction.</p>
<p>Publishers offered discounts of 10 to 25% and local stationers set up stalls for school supplies. The fair's evening programmes included poetry readings and talks on careers after the twelfth standard.</p>
<p>"Children still love printed books. Comics and Marathi story books sold out on the first weekend," said a stall holder from Nagpur.</p>
<p>Organisers said they hope to make the fair an annual event and take a smaller version to Hinganghat and Arvi.</p>`,
    quote: "Children still love printed books.",
    daysAgo: 117,
    comments: [
      {
        name: "Madhuri",
        email: "madhuri.j@example.com",
        body: "Bought a whole set of Marathi story books for my daughter. Lovely fair.",
        daysAgo: 115,
      },
      {
        name: "Akash",
        email: "akash.w@example.com",
        body: "Found all my MPSC books in one place at a discount.",
        daysAgo: 114,
      },
    ],
  },
];
