/**
 * Demo content: news categories, articles and comments for the Nagpur–Wardha region.
 *
 * Pure data, no database code. Articles are invented local stories; nobody in
 * them is a real named private person (sources are described by role), and
 * commenters' e-mail addresses are @example.com. `daysAgo` values are offsets
 * from the moment the loader runs; a comment's `daysAgo` is never larger than
 * its article's (no comment before publication). Bodies use <p>, <strong>,
 * <em>, <ul> and <li>, so excerpts must strip markup.
 *
 * Every article is written in English, Marathi and Hindi (title and text), so Marathi and Hindi
 * pages read it in their own language (docs/decisions/138-demo-news-languages.md). Place names follow
 * each language's spelling (नागपूर, कळमेश्वर in Marathi; नागपुर, कलमेश्वर in Hindi, as
 * server/reference/town-names.ts spells towns); numbers keep Latin digits, as every page writes them.
 * Comments stay in the language their writer used.
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
  /** Hindi title (Devanagari). */
  titleHi: string;
  /** 3–6 paragraphs of HTML. */
  bodyHtml: string;
  /** The Marathi and Hindi texts, same paragraphs and markup as `bodyHtml`: a translated title shows only with its body (lib/localized.ts). */
  bodyMrHtml: string;
  bodyHiHtml: string;
  /** One short pull-quote (the product's `quata`), English only: the article page shows it with the English text only (docs/decisions/138-demo-news-languages.md). */
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
    titleHi: "हमारा मोबाइल ऐप जल्द आ रहा है: दुकान खोज, खरीदारी और कमीशन अब आपकी जेब में",
    bodyHtml: `<p>Customers and partner shops have asked for it for months, and it is nearly ready: the marketplace's <strong>Android app</strong> is in final testing and will be released in the coming weeks, with an iPhone version to follow.</p>
<p>The app keeps everything you use on the website: search shops by pincode, category or city, see featured and best-deal shops, save favourites, check your purchases and monthly commissions, and view your downline. Customers will also be able to share their referral link directly on WhatsApp.</p>
<p>For shop owners, the app brings the franchisee dashboard to the counter. Recording a sale for a customer takes the customer code, the amount and the items, exactly as on the website, and the wallet balance updates at once.</p>
<p>The app has been designed for the phones most people in Vidarbha actually use: it works on low-cost Android handsets, downloads under 10 MB and stays usable on a weak 4G signal in smaller towns.</p>
<p>Your existing mobile number and password will work in the app; there is nothing new to register.</p>`,
    bodyMrHtml: `<p>ग्राहक आणि भागीदार दुकाने गेले अनेक महिने याची मागणी करत होती, आणि आता ते जवळपास तयार आहे: मार्केटप्लेसचे <strong>अँड्रॉइड ॲप</strong> अंतिम चाचणीत असून येत्या काही आठवड्यांत उपलब्ध होईल. त्यानंतर आयफोनसाठीची आवृत्ती येईल.</p>
<p>वेबसाइटवर तुम्ही जे काही वापरता ते सर्व ॲपमध्ये असेल: पिनकोड, श्रेणी किंवा शहरानुसार दुकाने शोधा, वैशिष्ट्यपूर्ण आणि सर्वोत्तम सवलतीची दुकाने पाहा, आवडती दुकाने जतन करा, तुमच्या खरेदी आणि मासिक कमिशन तपासा आणि तुमची डाउनलाइन पाहा. ग्राहकांना आपली रेफरल लिंक थेट व्हॉट्सॲपवर शेअर करता येईल.</p>
<p>दुकानदारांसाठी हे ॲप फ्रँचायझी डॅशबोर्ड थेट काउंटरवर आणते. ग्राहकाची विक्री नोंदवण्यासाठी वेबसाइटप्रमाणेच ग्राहक कोड, रक्कम आणि वस्तू एवढेच भरावे लागते, आणि वॉलेटमधील शिल्लक लगेच अद्ययावत होते.</p>
<p>विदर्भातील बहुतेक लोक प्रत्यक्षात जे फोन वापरतात ते डोळ्यांसमोर ठेवून ॲप तयार केले आहे: ते स्वस्त अँड्रॉइड फोनवर चालते, 10 MB पेक्षा कमी आकाराचे आहे आणि लहान गावांमधील कमकुवत 4G सिग्नलवरही वापरता येते.</p>
<p>तुमचा सध्याचा मोबाईल नंबर आणि पासवर्ड ॲपमध्येही चालेल; नव्याने नोंदणी करण्याची गरज नाही.</p>`,
    bodyHiHtml: `<p>ग्राहक और साझेदार दुकानें महीनों से इसकी माँग कर रही थीं, और अब यह लगभग तैयार है: मार्केटप्लेस का <strong>एंड्रॉइड ऐप</strong> अंतिम परीक्षण में है और आने वाले कुछ हफ़्तों में जारी होगा। इसके बाद आईफ़ोन संस्करण आएगा।</p>
<p>वेबसाइट पर आप जो कुछ इस्तेमाल करते हैं, वह सब ऐप में होगा: पिनकोड, श्रेणी या शहर के हिसाब से दुकानें खोजें, ख़ास और सबसे अच्छी छूट वाली दुकानें देखें, पसंदीदा दुकानें सहेजें, अपनी खरीदारी और मासिक कमीशन देखें और अपनी डाउनलाइन देखें। ग्राहक अपना रेफ़रल लिंक सीधे व्हाट्सऐप पर भी साझा कर सकेंगे।</p>
<p>दुकानदारों के लिए यह ऐप फ़्रैंचाइज़ी डैशबोर्ड को सीधे काउंटर तक ले आता है। ग्राहक की बिक्री दर्ज करने के लिए वेबसाइट की तरह ही ग्राहक कोड, रकम और सामान भरना होता है, और वॉलेट का बैलेंस तुरंत अपडेट हो जाता है।</p>
<p>ऐप उन फ़ोनों को ध्यान में रखकर बनाया गया है जो विदर्भ के ज़्यादातर लोग असल में इस्तेमाल करते हैं: यह सस्ते एंड्रॉइड फ़ोन पर चलता है, 10 MB से कम में डाउनलोड होता है और छोटे कस्बों के कमज़ोर 4G सिग्नल पर भी काम करता है।</p>
<p>आपका मौजूदा मोबाइल नंबर और पासवर्ड ऐप में भी चलेगा; नए सिरे से पंजीकरण करने की ज़रूरत नहीं है।</p>`,
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
    titleHi: "कंक्रीट का काम पूरा होने के बाद सीताबर्डी की मुख्य सड़क खरीदारों के लिए पूरी तरह खुली",
    bodyHtml: `<p>Traders in <strong>Sitabuldi</strong>, Nagpur's busiest shopping district, heaved a sigh of relief this week as the last stretch of the main road reopened to traffic after nearly four months of cement-concrete works.</p>
<p>The work, carried out by the municipal corporation in phases, had forced shoppers to park far away and walk through dug-up lanes. Shopkeepers on the Modi lanes and around Jhansi Rani Square said weekend footfall had dropped by a third during the works.</p>
<p>"The road is wider and the new footpaths are a big improvement. People can now come with their families again," said a footwear retailer who has run his shop on the main road for over twenty years.</p>
<p>The traffic police have marked new no-parking zones and two-wheeler parking bays near Variety Square. Traders' associations have asked for more pay-and-park space before the festival season, when crowds in the market double.</p>`,
    bodyMrHtml: `<p>नागपूरमधील सर्वांत गजबजलेली बाजारपेठ असलेल्या <strong>सीताबर्डी</strong>तील व्यापाऱ्यांनी या आठवड्यात सुटकेचा निःश्वास टाकला. जवळपास चार महिने चाललेल्या सिमेंट काँक्रीटच्या कामानंतर मुख्य रस्त्याचा शेवटचा टप्पाही वाहतुकीसाठी खुला झाला.</p>
<p>महानगरपालिकेने टप्प्याटप्प्याने केलेल्या या कामामुळे खरेदीदारांना दूर गाडी लावून खोदलेल्या गल्ल्यांमधून पायी यावे लागत होते. मोदी गल्ल्यांमधील आणि झाशी राणी चौक परिसरातील दुकानदारांनी सांगितले की कामाच्या काळात शनिवार-रविवारची ग्राहकसंख्या एक तृतीयांशाने घटली होती.</p>
<p>"रस्ता रुंद झाला आहे आणि नवे फूटपाथ खूपच चांगले झाले आहेत. लोक आता पुन्हा कुटुंबासोबत येऊ शकतात," असे मुख्य रस्त्यावर वीस वर्षांहून अधिक काळ पादत्राणांचे दुकान चालवणाऱ्या एका विक्रेत्याने सांगितले.</p>
<p>वाहतूक पोलिसांनी नवी नो-पार्किंग क्षेत्रे आखली असून व्हरायटी चौकाजवळ दुचाकींसाठी पार्किंगच्या जागा ठरवून दिल्या आहेत. सणासुदीच्या काळात बाजारातील गर्दी दुप्पट होते; त्यापूर्वी अधिक पे-अँड-पार्क जागा द्याव्यात, अशी मागणी व्यापारी संघटनांनी केली आहे.</p>`,
    bodyHiHtml: `<p>नागपुर के सबसे व्यस्त बाज़ार <strong>सीताबर्डी</strong> के व्यापारियों ने इस हफ़्ते राहत की साँस ली, जब लगभग चार महीने चले सीमेंट-कंक्रीट के काम के बाद मुख्य सड़क का आख़िरी हिस्सा भी यातायात के लिए खोल दिया गया।</p>
<p>नगर निगम द्वारा चरणों में किए गए इस काम की वजह से खरीदारों को दूर गाड़ी खड़ी करके खुदी हुई गलियों से पैदल आना पड़ता था। मोदी गलियों और झाँसी रानी चौक के आसपास के दुकानदारों ने बताया कि काम के दौरान सप्ताहांत पर आने वाले ग्राहक एक-तिहाई घट गए थे।</p>
<p>"सड़क चौड़ी हो गई है और नए फ़ुटपाथ बहुत अच्छे बने हैं। लोग अब फिर से परिवार के साथ आ सकते हैं," मुख्य सड़क पर बीस साल से ज़्यादा समय से जूते-चप्पल की दुकान चला रहे एक विक्रेता ने कहा।</p>
<p>यातायात पुलिस ने नए नो-पार्किंग ज़ोन चिह्नित किए हैं और वेरायटी चौक के पास दोपहिया वाहनों के लिए पार्किंग की जगहें तय की हैं। त्योहारों के मौसम में बाज़ार की भीड़ दोगुनी हो जाती है, इसलिए व्यापारी संगठनों ने उससे पहले और ज़्यादा पे-एंड-पार्क जगह की माँग की है।</p>`,
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
    titleHi: "दुकानदार सावधान: काउंटर पर दिखाए गए नकली यूपीआई भुगतान स्क्रीनशॉट से बचें",
    bodyHtml: `<p>Several shop owners in Nagpur and Wardha have reported customers showing an edited <strong>"payment successful"</strong> screen after buying goods, with no money ever reaching the shop's bank account. Mobile and jewellery shops, where bills are large, are the most common targets.</p>
<p>The trick is simple: apps that create fake payment screens are freely available, and a busy counter rarely has time to check. Police advise shopkeepers to follow a few simple habits:</p>
<ul>
<li>Trust only your own phone, app or <strong>sound box</strong>, never the customer's screen.</li>
<li>Check that the payment appears in your UPI app's transaction history before handing over goods.</li>
<li>For large bills, wait for the bank SMS and match the amount and the UTR number.</li>
<li>Never accept "I sent it by mistake, please refund" requests without checking your account first.</li>
</ul>
<p>Partner shops on our platform can also record each sale against the customer's code, so every purchase leaves a clear trail for both sides.</p>`,
    bodyMrHtml: `<p>नागपूर आणि वर्ध्यातील अनेक दुकानदारांनी तक्रार केली आहे की काही ग्राहक माल घेतल्यानंतर फेरफार केलेली <strong>"पेमेंट यशस्वी"</strong> स्क्रीन दाखवतात, पण दुकानाच्या बँक खात्यात एक पैसाही जमा होत नाही. बिले मोठी असणारी मोबाईल आणि दागिन्यांची दुकाने याचे सर्वाधिक लक्ष्य ठरत आहेत.</p>
<p>ही युक्ती सोपी आहे: बनावट पेमेंट स्क्रीन तयार करणारी ॲप्स सहज मिळतात, आणि गर्दीच्या काउंटरवर तपासायला क्वचितच वेळ असतो. पोलिसांनी दुकानदारांना काही सोप्या सवयी लावून घेण्याचा सल्ला दिला आहे:</p>
<ul>
<li>फक्त तुमच्या स्वतःच्या फोनवर, ॲपवर किंवा <strong>साउंड बॉक्सवर</strong> विश्वास ठेवा, ग्राहकाच्या स्क्रीनवर कधीही नाही.</li>
<li>माल देण्यापूर्वी पेमेंट तुमच्या यूपीआय ॲपच्या व्यवहार इतिहासात दिसते आहे का ते तपासा.</li>
<li>मोठ्या बिलांसाठी बँकेचा एसएमएस येईपर्यंत थांबा आणि रक्कम व UTR क्रमांक जुळवून पाहा.</li>
<li>"चुकून पाठवले, कृपया परत करा" अशा विनंत्या आधी स्वतःचे खाते तपासल्याशिवाय कधीही मान्य करू नका.</li>
</ul>
<p>आमच्या प्लॅटफॉर्मवरील भागीदार दुकाने प्रत्येक विक्री ग्राहकाच्या कोडवर नोंदवू शकतात, त्यामुळे प्रत्येक खरेदीची दोन्ही बाजूंसाठी स्पष्ट नोंद राहते.</p>`,
    bodyHiHtml: `<p>नागपुर और वर्धा के कई दुकानदारों ने शिकायत की है कि कुछ ग्राहक सामान लेने के बाद एडिट की हुई <strong>"भुगतान सफल"</strong> स्क्रीन दिखा देते हैं, जबकि दुकान के बैंक खाते में एक पैसा भी नहीं पहुँचता। बड़े बिल वाली मोबाइल और ज्वेलरी की दुकानें सबसे ज़्यादा निशाने पर हैं।</p>
<p>तरकीब सीधी है: नकली भुगतान स्क्रीन बनाने वाले ऐप आसानी से मिल जाते हैं, और भीड़ वाले काउंटर पर जाँचने का समय शायद ही मिलता है। पुलिस ने दुकानदारों को कुछ आसान आदतें अपनाने की सलाह दी है:</p>
<ul>
<li>सिर्फ़ अपने फ़ोन, ऐप या <strong>साउंड बॉक्स</strong> पर भरोसा करें, ग्राहक की स्क्रीन पर कभी नहीं।</li>
<li>सामान देने से पहले देख लें कि भुगतान आपके यूपीआई ऐप के लेन-देन इतिहास में दिख रहा है।</li>
<li>बड़े बिलों के लिए बैंक के एसएमएस का इंतज़ार करें और रकम व UTR नंबर मिलाएँ।</li>
<li>"गलती से भेज दिया, कृपया लौटा दें" जैसे अनुरोध पहले अपना खाता जाँचे बिना कभी न मानें।</li>
</ul>
<p>हमारे प्लेटफ़ॉर्म की साझेदार दुकानें हर बिक्री ग्राहक के कोड पर दर्ज कर सकती हैं, जिससे हर खरीदारी का दोनों पक्षों के पास साफ़ रिकॉर्ड रहता है।</p>`,
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
    titleHi: "वर्धा के साप्ताहिक किसान बाज़ार में पहले ही रविवार को सैकड़ों खरीदारों की भीड़",
    bodyHtml: `<p>More than sixty farmers from Seloo, Deoli and Arvi talukas set up stalls at the new <strong>weekly farmers' market</strong> in Wardha on Sunday, selling vegetables, fruit, pulses, jaggery and cold-pressed oil directly to buyers.</p>
<p>The market, organised with the help of farmer producer companies in the district, will be held every Sunday from 7 am to 1 pm. Stalls are allotted free of charge to farmers who sell their own produce.</p>
<p>"We get a fair price and the buyer gets fresh vegetables picked the same morning. There is no middleman in between," said a vegetable grower from Seloo who sold out his brinjal and methi by 10 am.</p>
<p>Buyers were equally pleased. Many said prices of leafy vegetables were lower than in the regular market, and they liked being able to ask the farmer how the crop was grown.</p>
<p>The organisers plan to add a section for organic produce and home-made products by women's self-help groups from next month.</p>`,
    bodyMrHtml: `<p>सेलू, देवळी आणि आर्वी तालुक्यांतील साठहून अधिक शेतकऱ्यांनी रविवारी वर्ध्यातील नव्या <strong>साप्ताहिक शेतकरी बाजारात</strong> स्टॉल लावले आणि भाजीपाला, फळे, डाळी, गूळ आणि घाण्याचे तेल थेट ग्राहकांना विकले.</p>
<p>जिल्ह्यातील शेतकरी उत्पादक कंपन्यांच्या मदतीने भरवला जाणारा हा बाजार दर रविवारी सकाळी 7 ते दुपारी 1 या वेळेत भरेल. स्वतःचा माल विकणाऱ्या शेतकऱ्यांना स्टॉल मोफत दिले जातात.</p>
<p>"आम्हाला योग्य भाव मिळतो आणि ग्राहकाला त्याच सकाळी तोडलेली ताजी भाजी मिळते. मध्ये कोणीही दलाल नाही," असे सेलू येथील एका भाजीपाला उत्पादकाने सांगितले. त्यांची वांगी आणि मेथी सकाळी 10 वाजेपर्यंतच संपली.</p>
<p>ग्राहकही तितकेच खूश होते. पालेभाज्यांचे दर नेहमीच्या बाजारापेक्षा कमी असल्याचे अनेकांनी सांगितले, आणि पीक कसे घेतले हे थेट शेतकऱ्याला विचारता येते हे त्यांना आवडले.</p>
<p>पुढील महिन्यापासून सेंद्रिय उत्पादनांसाठी आणि महिला बचत गटांच्या घरगुती उत्पादनांसाठी स्वतंत्र विभाग सुरू करण्याची आयोजकांची योजना आहे.</p>`,
    bodyHiHtml: `<p>सेलू, देवली और आर्वी तहसीलों के साठ से ज़्यादा किसानों ने रविवार को वर्धा के नए <strong>साप्ताहिक किसान बाज़ार</strong> में स्टॉल लगाए और सब्ज़ियाँ, फल, दालें, गुड़ और कच्ची घानी का तेल सीधे खरीदारों को बेचा।</p>
<p>ज़िले की किसान उत्पादक कंपनियों की मदद से लगने वाला यह बाज़ार हर रविवार सुबह 7 बजे से दोपहर 1 बजे तक चलेगा। अपनी उपज खुद बेचने वाले किसानों को स्टॉल मुफ़्त दिए जाते हैं।</p>
<p>"हमें सही दाम मिलता है और खरीदार को उसी सुबह तोड़ी गई ताज़ा सब्ज़ी मिलती है। बीच में कोई बिचौलिया नहीं है," सेलू के एक सब्ज़ी उत्पादक ने कहा, जिनके बैंगन और मेथी सुबह 10 बजे तक ही बिक गए।</p>
<p>खरीदार भी उतने ही खुश थे। कई लोगों ने कहा कि पत्तेदार सब्ज़ियों के दाम आम बाज़ार से कम थे, और उन्हें यह अच्छा लगा कि वे किसान से सीधे पूछ सकते हैं कि फ़सल कैसे उगाई गई।</p>
<p>आयोजक अगले महीने से जैविक उपज और महिला स्वयं सहायता समूहों के घरेलू उत्पादों के लिए अलग खंड शुरू करने की योजना बना रहे हैं।</p>`,
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
    titleMr: "काटोलमध्ये मोफत नेत्र व मधुमेह तपासणी शिबिरात 600 हून अधिक नागरिकांची तपासणी",
    titleHi: "काटोल में मुफ़्त नेत्र और मधुमेह जाँच शिविर में 600 से ज़्यादा लोगों की जाँच",
    bodyHtml: `<p>A free <strong>eye and diabetes check-up camp</strong> held at Katol on Sunday saw more than 600 people, many of them farmers and farm workers from nearby villages, queue up from early morning.</p>
<p>Doctors from Nagpur examined patients for cataract, glaucoma and refractive errors, while a team of technicians tested blood sugar and blood pressure. About 80 patients were found to need cataract surgery and have been referred for free operations under government schemes.</p>
<p>"Many people here have never had their sugar tested. One in six of those we screened had high blood sugar without knowing it," said one of the camp's doctors.</p>
<p>Spectacles were distributed free to over 200 people who needed reading glasses. Local chemists, including several partner shops on this platform, helped with volunteers and medicines.</p>
<p>The organisers plan similar camps in Saoner and Kalmeshwar over the next two months.</p>`,
    bodyMrHtml: `<p>काटोल येथे रविवारी झालेल्या मोफत <strong>नेत्र व मधुमेह तपासणी शिबिरात</strong> 600 हून अधिक नागरिक सहभागी झाले. त्यांपैकी अनेक जण जवळपासच्या गावांतील शेतकरी व शेतमजूर होते, आणि पहाटेपासूनच रांगा लागल्या होत्या.</p>
<p>नागपूरहून आलेल्या डॉक्टरांनी मोतीबिंदू, काचबिंदू आणि दृष्टिदोषासाठी रुग्णांची तपासणी केली, तर तंत्रज्ञांच्या पथकाने रक्तातील साखर आणि रक्तदाब तपासला. सुमारे 80 रुग्णांना मोतीबिंदूच्या शस्त्रक्रियेची गरज असल्याचे आढळले असून सरकारी योजनांअंतर्गत मोफत शस्त्रक्रियेसाठी त्यांना पाठवण्यात आले आहे.</p>
<p>"इथल्या अनेकांनी कधीच साखर तपासलेली नाही. आम्ही तपासलेल्यांपैकी दर सहा जणांमागे एकाची साखर वाढलेली होती आणि त्यांना त्याची कल्पनाही नव्हती," असे शिबिरातील एका डॉक्टरांनी सांगितले.</p>
<p>वाचनाच्या चष्म्याची गरज असलेल्या 200 हून अधिक जणांना मोफत चष्मे देण्यात आले. या प्लॅटफॉर्मवरील अनेक भागीदार दुकानांसह स्थानिक औषध विक्रेत्यांनी स्वयंसेवक आणि औषधे देऊन मदत केली.</p>
<p>येत्या दोन महिन्यांत सावनेर आणि कळमेश्वर येथेही अशीच शिबिरे घेण्याची आयोजकांची योजना आहे.</p>`,
    bodyHiHtml: `<p>रविवार को काटोल में लगे मुफ़्त <strong>नेत्र और मधुमेह जाँच शिविर</strong> में 600 से ज़्यादा लोग पहुँचे, जिनमें से कई आसपास के गाँवों के किसान और खेतिहर मज़दूर थे। सुबह से ही लंबी कतारें लग गई थीं।</p>
<p>नागपुर से आए डॉक्टरों ने मोतियाबिंद, ग्लूकोमा और नज़र की कमज़ोरी के लिए मरीज़ों की जाँच की, जबकि तकनीशियनों की एक टीम ने ब्लड शुगर और ब्लड प्रेशर जाँचा। लगभग 80 मरीज़ों को मोतियाबिंद के ऑपरेशन की ज़रूरत पाई गई, और उन्हें सरकारी योजनाओं के तहत मुफ़्त ऑपरेशन के लिए भेजा गया है।</p>
<p>"यहाँ के कई लोगों ने कभी अपनी शुगर की जाँच नहीं कराई। जिनकी हमने जाँच की, उनमें हर छह में से एक की शुगर बढ़ी हुई थी और उन्हें इसका पता तक नहीं था," शिविर के एक डॉक्टर ने कहा।</p>
<p>पढ़ने के चश्मे की ज़रूरत वाले 200 से ज़्यादा लोगों को मुफ़्त चश्मे बाँटे गए। इस प्लेटफ़ॉर्म की कई साझेदार दुकानों समेत स्थानीय दवा विक्रेताओं ने स्वयंसेवक और दवाएँ देकर मदद की।</p>
<p>आयोजक अगले दो महीनों में सावनेर और कलमेश्वर में भी ऐसे ही शिविर लगाने की योजना बना रहे हैं।</p>`,
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
    titleHi: "मंडी में आवक बढ़ने से काटोल के संतरा उत्पादकों को बेहतर दाम की उम्मीद",
    bodyHtml: `<p>Arrivals of <strong>Nagpur oranges</strong> at the Katol and Kalmeshwar market yards have picked up sharply this fortnight, and growers are hoping that demand from north India and Bangladesh will keep prices firm.</p>
<p>Katol, Narkhed and Kalmeshwar talukas form the heart of the Nagpur orange belt. Growers here harvest two crops a year: the <em>ambia bahar</em> fruit in the winter months and the <em>mrig bahar</em> fruit early in the year.</p>
<p>Traders at the Katol yard said good-quality fruit was fetching better rates than last season, though smaller fruit damaged by late rains was selling at a discount. "Sizing and grading make all the difference. Graded crates get almost double the price of mixed fruit," said a commission agent at the yard.</p>
<p>Growers have long demanded more cold storage and processing units in the area, so that they are not forced to sell their entire crop within a few weeks. Two new grading and waxing units have started in the Katol area this year.</p>
<p>For city buyers, this is the best time of year to buy oranges directly from growers. Several fruit shops listed on this platform in Katol and Nagpur sell by the crate.</p>`,
    bodyMrHtml: `<p>या पंधरवड्यात काटोल आणि कळमेश्वर बाजार समित्यांमध्ये <strong>नागपुरी संत्र्यांची</strong> आवक झपाट्याने वाढली आहे. उत्तर भारत आणि बांगलादेशातील मागणीमुळे दर टिकून राहतील, अशी उत्पादकांना आशा आहे.</p>
<p>काटोल, नरखेड आणि कळमेश्वर तालुके हे नागपुरी संत्रा पट्ट्याचे केंद्र आहेत. येथील उत्पादक वर्षातून दोन बहार घेतात: हिवाळ्याच्या महिन्यांत <em>आंबिया बहाराची</em> फळे आणि वर्षाच्या सुरुवातीला <em>मृग बहाराची</em> फळे.</p>
<p>काटोल बाजार समितीतील व्यापाऱ्यांनी सांगितले की चांगल्या प्रतीच्या फळांना गेल्या हंगामापेक्षा जास्त दर मिळत आहे, मात्र उशिराच्या पावसाने खराब झालेली लहान फळे कमी दराने विकली जात आहेत. "आकारानुसार वर्गवारी आणि प्रतवारी केल्याने सगळा फरक पडतो. प्रतवारी केलेल्या क्रेटला मिश्र फळांच्या जवळपास दुप्पट भाव मिळतो," असे बाजार समितीतील एका अडत्याने सांगितले.</p>
<p>संपूर्ण पीक काही आठवड्यांतच विकण्याची वेळ येऊ नये म्हणून परिसरात अधिक शीतगृहे आणि प्रक्रिया उद्योग उभारावेत, अशी उत्पादकांची जुनी मागणी आहे. यंदा काटोल परिसरात प्रतवारी आणि वॅक्सिंगचे दोन नवे युनिट सुरू झाले आहेत.</p>
<p>शहरातील ग्राहकांसाठी थेट उत्पादकांकडून संत्री घेण्याचा हा वर्षातील सर्वोत्तम काळ आहे. या प्लॅटफॉर्मवर नोंदलेली काटोल आणि नागपूरमधील अनेक फळांची दुकाने क्रेटने संत्री विकतात.</p>`,
    bodyHiHtml: `<p>इस पखवाड़े काटोल और कलमेश्वर की मंडियों में <strong>नागपुरी संतरों</strong> की आवक तेज़ी से बढ़ी है, और उत्पादकों को उम्मीद है कि उत्तर भारत और बांग्लादेश की माँग से दाम मज़बूत बने रहेंगे।</p>
<p>काटोल, नरखेड और कलमेश्वर तहसीलें नागपुर की संतरा पट्टी का दिल हैं। यहाँ के उत्पादक साल में दो फ़सलें लेते हैं: सर्दियों के महीनों में <em>आंबिया बहार</em> का फल और साल की शुरुआत में <em>मृग बहार</em> का फल।</p>
<p>काटोल मंडी के व्यापारियों ने बताया कि अच्छी गुणवत्ता के फल को पिछले सीज़न से बेहतर दाम मिल रहे हैं, हालाँकि देर से हुई बारिश से खराब हुए छोटे फल कम दाम पर बिक रहे हैं। "आकार के हिसाब से छँटाई और ग्रेडिंग से ही सारा फ़र्क पड़ता है। ग्रेड किए गए क्रेट को मिले-जुले फल से लगभग दोगुना दाम मिलता है," मंडी के एक आढ़तिये ने कहा।</p>
<p>उत्पादक लंबे समय से इलाके में और कोल्ड स्टोरेज और प्रसंस्करण इकाइयों की माँग कर रहे हैं, ताकि उन्हें पूरी फ़सल कुछ ही हफ़्तों में बेचने को मजबूर न होना पड़े। इस साल काटोल क्षेत्र में ग्रेडिंग और वैक्सिंग की दो नई इकाइयाँ शुरू हुई हैं।</p>
<p>शहर के खरीदारों के लिए उत्पादकों से सीधे संतरे खरीदने का यह साल का सबसे अच्छा समय है। इस प्लेटफ़ॉर्म पर दर्ज काटोल और नागपुर की कई फलों की दुकानें क्रेट के हिसाब से संतरे बेचती हैं।</p>`,
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
    titleHi: "अपने पास की साझेदार दुकानें खोजें: दुकान के पेज पर अब नक्शे में उसकी जगह दिखती है",
    bodyHtml: `<p>Every shop page on the marketplace now shows the shop's location on a <strong>map</strong>, so customers can see exactly where a shop is before they set out.</p>
<p>The map is loaded only when you open it, so shop pages remain quick to open even on a slow connection. A tap on the map opens directions in your phone's map app.</p>
<p>Shop owners can check their pin from the franchisee profile page. If the pin is in the wrong place, for example when a shop has moved to a new address, the support team can correct it within a day.</p>
<p>Next on the list is searching for shops <strong>near me</strong> from the home page, which will sort results by distance from your current location.</p>`,
    bodyMrHtml: `<p>मार्केटप्लेसवरील प्रत्येक दुकानाच्या पानावर आता दुकानाचे ठिकाण <strong>नकाशावर</strong> दिसते, त्यामुळे निघण्यापूर्वीच दुकान नेमके कुठे आहे हे ग्राहकांना पाहता येते.</p>
<p>तुम्ही नकाशा उघडता तेव्हाच तो लोड होतो, त्यामुळे धीम्या कनेक्शनवरही दुकानांची पाने पटकन उघडतात. नकाशावर टॅप केल्यावर तुमच्या फोनच्या नकाशा ॲपमध्ये मार्ग दिसतो.</p>
<p>दुकानदार फ्रँचायझी प्रोफाइलच्या पानावरून आपली पिन तपासू शकतात. पिन चुकीच्या ठिकाणी असेल, उदाहरणार्थ दुकान नव्या पत्त्यावर गेले असेल, तर सपोर्ट टीम एका दिवसात ती दुरुस्त करू शकते.</p>
<p>यानंतर मुख्य पानावरून <strong>माझ्या जवळची</strong> दुकाने शोधण्याची सोय येणार आहे, जी तुमच्या सध्याच्या ठिकाणापासूनच्या अंतरानुसार निकाल दाखवेल.</p>`,
    bodyHiHtml: `<p>मार्केटप्लेस पर हर दुकान के पेज पर अब दुकान की जगह <strong>नक्शे</strong> पर दिखती है, ताकि ग्राहक निकलने से पहले ही देख सकें कि दुकान ठीक कहाँ है।</p>
<p>नक्शा तभी लोड होता है जब आप उसे खोलते हैं, इसलिए धीमे कनेक्शन पर भी दुकान के पेज जल्दी खुलते हैं। नक्शे पर टैप करने से आपके फ़ोन के मैप ऐप में रास्ता खुल जाता है।</p>
<p>दुकानदार फ़्रैंचाइज़ी प्रोफ़ाइल पेज से अपनी पिन जाँच सकते हैं। अगर पिन गलत जगह पर है, जैसे दुकान किसी नए पते पर चली गई हो, तो सपोर्ट टीम एक दिन के अंदर उसे ठीक कर सकती है।</p>
<p>अगला कदम होम पेज से <strong>मेरे पास</strong> की दुकानें खोजने की सुविधा है, जो नतीजों को आपकी मौजूदा जगह से दूरी के हिसाब से दिखाएगी।</p>`,
    quote: "If the pin is in the wrong place, the support team can correct it within a day.",
    daysAgo: 23,
    comments: [],
  },
  {
    key: "diwali-shopping-festival",
    categorySlug: "offers-deals",
    title: "Diwali shopping festival: partner shops across Nagpur and Wardha announce discounts",
    titleMr: "दिवाळी खरेदी महोत्सव: नागपूर व वर्ध्यातील भागीदार दुकानांकडून सवलतींची घोषणा",
    titleHi: "दिवाली शॉपिंग उत्सव: नागपुर और वर्धा की साझेदार दुकानों ने छूट की घोषणा की",
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
    bodyMrHtml: `<p>दिवाळी तोंडावर आल्याने नागपूर, वर्धा, काटोल, सावनेर आणि कळमेश्वरमधील <strong>40 हून अधिक भागीदार दुकानांनी</strong> प्लॅटफॉर्मद्वारे खरेदी करणाऱ्या ग्राहकांसाठी सणाच्या ऑफर्स जाहीर केल्या आहेत.</p>
<p>कुटुंबे सणासाठी जे जे खरेदी करतात, त्या सगळ्यावर या ऑफर्स आहेत:</p>
<ul>
<li><strong>मिठाई आणि सुकामेवा:</strong> आठवडाभर आधी नोंदवलेल्या मिठाईच्या बॉक्सवर 10% पर्यंत सूट.</li>
<li><strong>कपडे:</strong> साड्यांवर मोफत फॉल-पिको आणि ब्लाउज शिलाई, तसेच लहान मुलांच्या पारंपरिक कपड्यांवर कॉम्बो ऑफर्स.</li>
<li><strong>इलेक्ट्रॉनिक्स आणि उपकरणे:</strong> टीव्ही, फ्रिज आणि फोनवर एक्सचेंज ऑफर आणि बिनव्याजी ईएमआय.</li>
<li><strong>दागिने:</strong> धनत्रयोदशीसाठी सोन्याची नाणी आणि चांदीच्या वस्तूंवर घडणावळीत सूट.</li>
</ul>
<p>दुकानाला खरेदीची नोंद करता यावी म्हणून ग्राहकांनी काउंटरवर आपला ग्राहक कोड द्यावा, याची आठवण करून देण्यात येत आहे. अशा प्रकारे नोंदलेली खरेदी कमिशनसाठी पात्र होण्यास लागणाऱ्या दरमहा ₹1,000 मध्ये धरली जाते.</p>
<p>प्रत्येक दुकानाच्या ऑफरचा तपशील त्याच्या पानावर <em>वैशिष्ट्ये</em> या भागात आहे. मुख्य पानावरील सर्वोत्तम ऑफर टॅब पाहा.</p>`,
    bodyHiHtml: `<p>दिवाली नज़दीक आते ही नागपुर, वर्धा, काटोल, सावनेर और कलमेश्वर की <strong>40 से ज़्यादा साझेदार दुकानों</strong> ने प्लेटफ़ॉर्म के ज़रिए खरीदारी करने वाले ग्राहकों के लिए त्योहारी ऑफ़र घोषित किए हैं।</p>
<p>ये ऑफ़र उन सभी चीज़ों पर हैं जो परिवार त्योहार के लिए खरीदते हैं:</p>
<ul>
<li><strong>मिठाई और सूखे मेवे:</strong> एक हफ़्ता पहले बुक किए गए मिठाई के डिब्बों पर 10% तक की छूट।</li>
<li><strong>कपड़े:</strong> साड़ियों पर मुफ़्त फ़ॉल-पीको और ब्लाउज़ की सिलाई, और बच्चों के पारंपरिक कपड़ों पर कॉम्बो ऑफ़र।</li>
<li><strong>इलेक्ट्रॉनिक्स और उपकरण:</strong> टीवी, फ़्रिज और फ़ोन पर एक्सचेंज ऑफ़र और बिना ब्याज की ईएमआई।</li>
<li><strong>आभूषण:</strong> धनतेरस के लिए सोने के सिक्कों और चाँदी के सामान पर कम मेकिंग चार्ज।</li>
</ul>
<p>ग्राहकों को याद दिलाया जाता है कि वे काउंटर पर अपना ग्राहक कोड ज़रूर दें, ताकि दुकान खरीदारी दर्ज कर सके। इस तरह दर्ज की गई खरीदारी कमीशन के योग्य होने के लिए ज़रूरी हर महीने के ₹1,000 में गिनी जाती है।</p>
<p>हर दुकान के ऑफ़र का ब्योरा उसके पेज पर <em>विशेषताएँ</em> में है। होम पेज पर बेहतरीन ऑफ़र टैब देखें।</p>`,
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
    titleHi: "छोटे व्यापारियों के लिए जीएसटी: क्या कंपोज़िशन योजना आपकी दुकान के लिए सही है?",
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
    bodyMrHtml: `<p>या आठवड्यात नागपुरात झालेल्या किरकोळ व्यापाऱ्यांच्या बैठकीत उपस्थित कर सल्लागारांना सर्वाधिक विचारला गेलेला प्रश्न साधा होता: <strong>छोट्या दुकानाने जीएसटी कंपोझिशन योजना निवडावी का?</strong></p>
<p>या योजनेत वार्षिक उलाढाल ₹1.5 कोटींपर्यंत असलेला व्यापारी प्रत्येक बिलावर जीएसटी आकारून इनपुट क्रेडिट घेण्याऐवजी उलाढालीच्या ठरावीक छोट्या टक्केवारीइतका कर भरतो (मालाच्या व्यापाऱ्यांसाठी 1%). विवरणपत्रेही सोपी आहेत: भरलेल्या कराचे तिमाही विवरण आणि एक वार्षिक विवरणपत्र.</p>
<p>मात्र अनेक दुकानांसाठी महत्त्वाच्या अशा काही मर्यादाही या योजनेत आहेत:</p>
<ul>
<li>कंपोझिशनमधील व्यापारी ग्राहकांकडून जीएसटी घेऊ शकत नाही; त्याला टॅक्स इनव्हॉइसऐवजी <em>बिल ऑफ सप्लाय</em> द्यावे लागते.</li>
<li>खरेदीवर कोणतेही इनपुट टॅक्स क्रेडिट मिळत नाही.</li>
<li>व्यापारी इतर राज्यांतील खरेदीदारांना माल विकू शकत नाही, आणि दुकानात "कंपोझिशन टॅक्सेबल पर्सन" असा फलक लावावा लागतो.</li>
</ul>
<p>"मुख्यतः घरगुती ग्राहकांना माल विकणाऱ्या किराणा किंवा मेडिकल दुकानासाठी कंपोझिशनमुळे सहसा वेळ आणि पैसा दोन्ही वाचतात. तुमचे बहुतेक ग्राहक इनपुट क्रेडिट हवे असलेले व्यावसायिक असतील, तर नियमित नोंदणी अधिक चांगली," असे एका सल्लागाराने सांगितले.</p>
<p>महाराष्ट्रात माल विकणाऱ्या दुकानांना वार्षिक उलाढाल ₹40 लाखांच्या पुढे गेल्यावरच जीएसटी नोंदणी आवश्यक असते, आणि दुकान नोंदणीकृत असो वा नसो, बिले व्यवस्थित ठेवणे नेहमीच उपयोगी पडते, याचीही आठवण व्यापाऱ्यांना करून देण्यात आली.</p>`,
    bodyHiHtml: `<p>इस हफ़्ते नागपुर में खुदरा व्यापारियों की एक बैठक में मौजूद कर सलाहकारों से सबसे ज़्यादा पूछा गया सवाल सीधा-सा था: <strong>क्या छोटी दुकान को जीएसटी कंपोज़िशन योजना चुननी चाहिए?</strong></p>
<p>इस योजना में ₹1.5 करोड़ तक के सालाना टर्नओवर वाला व्यापारी हर बिल पर जीएसटी लेने और इनपुट क्रेडिट लेने के बजाय टर्नओवर का एक छोटा तय प्रतिशत कर के रूप में भरता है (माल के व्यापारियों के लिए 1%)। रिटर्न भी आसान हैं: चुकाए गए कर का तिमाही विवरण और एक सालाना रिटर्न।</p>
<p>लेकिन इस योजना की कुछ सीमाएँ हैं जो कई दुकानों के लिए मायने रखती हैं:</p>
<ul>
<li>कंपोज़िशन वाला व्यापारी ग्राहकों से जीएसटी नहीं ले सकता और उसे टैक्स इनवॉइस के बजाय <em>बिल ऑफ़ सप्लाई</em> देना होता है।</li>
<li>खरीद पर कोई इनपुट टैक्स क्रेडिट नहीं मिलता।</li>
<li>व्यापारी दूसरे राज्यों के खरीदारों को माल नहीं बेच सकता, और उसे दुकान पर "कंपोज़िशन टैक्सेबल पर्सन" लिखकर लगाना होता है।</li>
</ul>
<p>"ज़्यादातर घरेलू ग्राहकों को बेचने वाली किराना या मेडिकल दुकान के लिए कंपोज़िशन से आम तौर पर समय और पैसा दोनों बचते हैं। अगर आपके ज़्यादातर खरीदार ऐसे कारोबारी हैं जिन्हें इनपुट क्रेडिट चाहिए, तो सामान्य पंजीकरण बेहतर है," एक सलाहकार ने कहा।</p>
<p>व्यापारियों को यह भी याद दिलाया गया कि महाराष्ट्र में माल बेचने वाली दुकानों के लिए जीएसटी पंजीकरण तभी ज़रूरी है जब उनका टर्नओवर साल में ₹40 लाख से ऊपर चला जाए, और दुकान पंजीकृत हो या न हो, सही बिल रखना हमेशा काम आता है।</p>`,
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
    titleHi: "वर्धा के दुकानदारों के सम्मेलन में चर्चा: अपनापन खोए बिना ऑनलाइन कैसे जाएँ",
    bodyHtml: `<p>Around 120 shop owners from Wardha, Hinganghat and Sevagram met on Saturday to discuss how local shops can compete with large online sellers.</p>
<p>Speakers pointed out that customers in smaller towns still prefer a shop they know, but increasingly search on their phones first. A shop that shows up with its address, timings and phone number wins that first search.</p>
<p>Shop owners shared what had worked for them: WhatsApp catalogues, home delivery within the town, UPI payments and listing the shop on local marketplaces. "My regular customers now order on WhatsApp and pick up in the evening. Sales in the slow afternoon hours have doubled," said a kirana owner from Bajaj Chowk.</p>
<p>The meet ended with a session on keeping accounts on the phone and on protecting the shop from payment frauds.</p>`,
    bodyMrHtml: `<p>वर्धा, हिंगणघाट आणि सेवाग्राममधील सुमारे 120 दुकानदार शनिवारी एकत्र आले आणि मोठ्या ऑनलाइन विक्रेत्यांशी स्थानिक दुकाने कशी स्पर्धा करू शकतात यावर त्यांनी चर्चा केली.</p>
<p>वक्त्यांनी नमूद केले की लहान शहरांतील ग्राहक अजूनही ओळखीच्या दुकानालाच पसंती देतात, पण आधी फोनवर शोधण्याचे प्रमाण वाढत आहे. पत्ता, वेळा आणि फोन नंबरसह जे दुकान त्या पहिल्या शोधात दिसते, तेच बाजी मारते.</p>
<p>दुकानदारांनी आपल्याला कशाचा फायदा झाला ते सांगितले: व्हॉट्सॲप कॅटलॉग, शहरात घरपोच सेवा, यूपीआय पेमेंट आणि स्थानिक मार्केटप्लेसवर दुकानाची नोंद. "माझे नेहमीचे ग्राहक आता व्हॉट्सॲपवर ऑर्डर देतात आणि संध्याकाळी सामान घेऊन जातात. दुपारच्या मंद वेळेतील विक्री दुप्पट झाली आहे," असे बजाज चौकातील एका किराणा दुकानदाराने सांगितले.</p>
<p>फोनवर हिशेब ठेवणे आणि पेमेंटमधील फसवणुकीपासून दुकानाचे संरक्षण करणे यावरील सत्राने मेळाव्याचा समारोप झाला.</p>`,
    bodyHiHtml: `<p>वर्धा, हिंगणघाट और सेवाग्राम के लगभग 120 दुकानदार शनिवार को इकट्ठा हुए और इस पर चर्चा की कि स्थानीय दुकानें बड़े ऑनलाइन विक्रेताओं का मुकाबला कैसे कर सकती हैं।</p>
<p>वक्ताओं ने कहा कि छोटे शहरों के ग्राहक आज भी जान-पहचान की दुकान को ही पसंद करते हैं, लेकिन पहले फ़ोन पर खोजने का चलन बढ़ रहा है। पता, समय और फ़ोन नंबर के साथ जो दुकान उस पहली खोज में दिखती है, बाज़ी वही मारती है।</p>
<p>दुकानदारों ने बताया कि उनके लिए क्या कारगर रहा: व्हाट्सऐप कैटलॉग, शहर के अंदर होम डिलीवरी, यूपीआई भुगतान और स्थानीय मार्केटप्लेस पर दुकान की लिस्टिंग। "मेरे नियमित ग्राहक अब व्हाट्सऐप पर ऑर्डर देते हैं और शाम को सामान ले जाते हैं। दोपहर के सुस्त घंटों की बिक्री दोगुनी हो गई है," बजाज चौक के एक किराना दुकानदार ने कहा।</p>
<p>सम्मेलन का समापन फ़ोन पर हिसाब-किताब रखने और दुकान को भुगतान धोखाधड़ी से बचाने पर एक सत्र के साथ हुआ।</p>`,
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
    titleHi: "सावनेर के साप्ताहिक बाज़ार में कई दुकानों पर अब नकद से ज़्यादा यूपीआई भुगतान",
    bodyHtml: `<p>Walk through the weekly market at <strong>Saoner</strong> and you will see a QR code at almost every stall, from vegetable sellers to bangle vendors and the tea stall at the entrance.</p>
<p>Stall holders say that more than half their customers now pay by UPI, up from a handful three years ago. Younger buyers rarely carry cash at all.</p>
<p>"Earlier I lost sales when customers did not have change. Now even a ₹10 bunch of coriander is paid by phone," said a vegetable seller who comes from a village near Patansaongi every week.</p>
<p>Traders said the biggest benefit is a record of daily sales, which has helped several of them get small business loans from banks. The main worry remains fake payment screenshots, which the market's traders' association has warned members about.</p>`,
    bodyMrHtml: `<p><strong>सावनेरच्या</strong> आठवडी बाजारातून फेरफटका मारला, तर भाजीवाल्यांपासून बांगड्या विकणाऱ्यांपर्यंत आणि प्रवेशद्वाराजवळच्या चहाच्या टपरीपर्यंत जवळपास प्रत्येक दुकानावर क्यूआर कोड दिसतो.</p>
<p>आता निम्म्याहून अधिक ग्राहक यूपीआयने पैसे देतात, असे विक्रेते सांगतात; तीन वर्षांपूर्वी असे ग्राहक मोजकेच होते. तरुण ग्राहक तर क्वचितच रोख पैसे सोबत ठेवतात.</p>
<p>"पूर्वी ग्राहकांकडे सुटे पैसे नसले की माझी विक्री हातची जायची. आता ₹10 च्या कोथिंबिरीच्या जुडीचे पैसेसुद्धा फोनवरून दिले जातात," असे दर आठवड्याला पाटणसावंगीजवळच्या एका गावातून येणाऱ्या भाजी विक्रेत्याने सांगितले.</p>
<p>व्यापाऱ्यांच्या मते सर्वांत मोठा फायदा म्हणजे रोजच्या विक्रीची नोंद राहते, ज्यामुळे त्यांच्यापैकी अनेकांना बँकांकडून छोटी व्यवसाय कर्जे मिळाली आहेत. बनावट पेमेंट स्क्रीनशॉट ही मात्र मुख्य चिंता कायम आहे, आणि बाजारातील व्यापारी संघटनेने त्याबद्दल सदस्यांना सावध केले आहे.</p>`,
    bodyHiHtml: `<p><strong>सावनेर</strong> के साप्ताहिक बाज़ार में घूमिए तो सब्ज़ी वालों से लेकर चूड़ी बेचने वालों और प्रवेश द्वार पर चाय की दुकान तक, लगभग हर स्टॉल पर क्यूआर कोड दिखता है।</p>
<p>स्टॉल वालों का कहना है कि अब उनके आधे से ज़्यादा ग्राहक यूपीआई से भुगतान करते हैं, जबकि तीन साल पहले ऐसे ग्राहक गिने-चुने ही थे। युवा खरीदार तो शायद ही नकद पैसे रखते हैं।</p>
<p>"पहले ग्राहकों के पास छुट्टे न होने से मेरी बिक्री हाथ से निकल जाती थी। अब तो ₹10 की धनिये की गड्डी का भुगतान भी फ़ोन से होता है," हर हफ़्ते पाटनसावंगी के पास के एक गाँव से आने वाले सब्ज़ी विक्रेता ने कहा।</p>
<p>व्यापारियों के मुताबिक सबसे बड़ा फ़ायदा रोज़ की बिक्री का रिकॉर्ड है, जिसकी वजह से उनमें से कई को बैंकों से छोटे कारोबारी कर्ज़ मिल पाए हैं। मुख्य चिंता अब भी नकली भुगतान स्क्रीनशॉट हैं, जिनके बारे में बाज़ार के व्यापारी संघ ने अपने सदस्यों को आगाह किया है।</p>`,
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
    titleHi: "दवा विक्रेताओं को हिदायत: एंटीबायोटिक केवल डॉक्टर के पर्चे पर ही बेचें",
    bodyHtml: `<p>Drug control officials have reminded chemists in Nagpur district that antibiotics listed under <strong>Schedule H1</strong> may be sold only against a doctor's prescription, and that a register of such sales must be maintained.</p>
<p>Doctors in the city say unnecessary use of antibiotics for common colds and viral fevers is making infections harder to treat. "Most fevers in this season are viral. An antibiotic does not help them, and taking half a course does real harm," said a physician at a government hospital.</p>
<p>Chemists' associations have welcomed the reminder and asked members to display notices at the counter. Several pharmacies listed on this platform already refuse antibiotics without a prescription.</p>
<p>Citizens are advised to complete the full course when an antibiotic is prescribed, and never to share leftover medicines with family members.</p>`,
    bodyMrHtml: `<p>नागपूर जिल्ह्यातील औषध विक्रेत्यांना औषध नियंत्रण अधिकाऱ्यांनी आठवण करून दिली आहे की <strong>शेड्यूल H1</strong> मधील प्रतिजैविके केवळ डॉक्टरांच्या चिठ्ठीवरच विकता येतात, आणि अशा विक्रीची नोंदवही ठेवणे बंधनकारक आहे.</p>
<p>सर्दी आणि विषाणूजन्य तापासाठी प्रतिजैविकांचा अनावश्यक वापर होत असल्याने संसर्गांवर उपचार करणे अवघड होत चालले आहे, असे शहरातील डॉक्टर सांगतात. "या हंगामातील बहुतेक ताप विषाणूजन्य असतात. त्यावर प्रतिजैविकाचा उपयोग होत नाही, आणि अर्धवट कोर्स घेतल्याने तर खरोखर नुकसान होते," असे एका शासकीय रुग्णालयातील डॉक्टरांनी सांगितले.</p>
<p>औषध विक्रेत्यांच्या संघटनांनी या सूचनेचे स्वागत केले असून सदस्यांना काउंटरवर सूचनाफलक लावण्यास सांगितले आहे. या प्लॅटफॉर्मवरील अनेक औषध दुकाने आधीपासूनच डॉक्टरांच्या चिठ्ठीशिवाय प्रतिजैविके देत नाहीत.</p>
<p>डॉक्टरांनी प्रतिजैविक लिहून दिल्यास त्याचा पूर्ण कोर्स करावा, आणि उरलेली औषधे कुटुंबातील इतरांना कधीही देऊ नयेत, असा सल्ला नागरिकांना देण्यात आला आहे.</p>`,
    bodyHiHtml: `<p>औषधि नियंत्रण अधिकारियों ने नागपुर ज़िले के दवा विक्रेताओं को याद दिलाया है कि <strong>शेड्यूल H1</strong> में दर्ज एंटीबायोटिक केवल डॉक्टर के पर्चे पर ही बेचे जा सकते हैं, और ऐसी बिक्री का रजिस्टर रखना ज़रूरी है।</p>
<p>शहर के डॉक्टरों का कहना है कि सर्दी-ज़ुकाम और वायरल बुखार में एंटीबायोटिक के बेवजह इस्तेमाल से संक्रमणों का इलाज मुश्किल होता जा रहा है। "इस मौसम के ज़्यादातर बुखार वायरल होते हैं। उनमें एंटीबायोटिक से कोई फ़ायदा नहीं होता, और आधा कोर्स लेना तो सचमुच नुकसान करता है," एक सरकारी अस्पताल के चिकित्सक ने कहा।</p>
<p>दवा विक्रेताओं के संगठनों ने इस हिदायत का स्वागत किया है और सदस्यों से काउंटर पर सूचना लगाने को कहा है। इस प्लेटफ़ॉर्म पर दर्ज कई दवा दुकानें पहले से ही बिना पर्चे के एंटीबायोटिक देने से मना करती हैं।</p>
<p>नागरिकों को सलाह दी गई है कि डॉक्टर एंटीबायोटिक लिखें तो उसका पूरा कोर्स करें, और बची हुई दवाएँ परिवार के दूसरे लोगों को कभी न दें।</p>`,
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
    titleHi: "गणेशोत्सव विशेष: साझेदार दुकानों पर मोदक की अग्रिम बुकिंग और सजावट पर ऑफ़र",
    bodyHtml: `<p>Sweet shops and dairies on the platform have opened <strong>pre-booking for modaks</strong> for the ten days of Ganeshotsav, with ukadiche modak available on order and khoa modaks in boxes of 11 and 21.</p>
<p>Pre-booked orders get up to 10% off and are kept ready for pick-up on the morning of the first day, when queues at sweet shops are the longest.</p>
<p>Stationery and gift shops have also stocked eco-friendly decorations: paper and cloth makhars, clay diyas and natural-colour rangoli. Several clothing shops are offering combo deals on kurtas and sarees for the festival.</p>
<p>As always, customers should give their customer code at the counter so the purchase is recorded and counts towards their monthly purchases.</p>`,
    bodyMrHtml: `<p>प्लॅटफॉर्मवरील मिठाईची दुकाने आणि डेअरींनी गणेशोत्सवाच्या दहा दिवसांसाठी <strong>मोदकांची आगाऊ नोंदणी</strong> सुरू केली आहे. उकडीचे मोदक ऑर्डरनुसार मिळतील, तर खव्याचे मोदक 11 आणि 21 च्या बॉक्समध्ये उपलब्ध आहेत.</p>
<p>आगाऊ नोंदवलेल्या ऑर्डरवर 10% पर्यंत सूट मिळते, आणि त्या पहिल्या दिवशी सकाळीच घेऊन जाण्यासाठी तयार ठेवल्या जातात; त्याच वेळी मिठाईच्या दुकानांवर सर्वांत लांब रांगा असतात.</p>
<p>स्टेशनरी आणि भेटवस्तूंच्या दुकानांमध्येही पर्यावरणपूरक सजावटीचे साहित्य आले आहे: कागदी व कापडी मखर, मातीच्या पणत्या आणि नैसर्गिक रंगांची रांगोळी. अनेक कपड्यांच्या दुकानांनी उत्सवासाठी कुर्ते आणि साड्यांवर कॉम्बो ऑफर्स ठेवल्या आहेत.</p>
<p>नेहमीप्रमाणे, खरेदीची नोंद व्हावी आणि ती तुमच्या मासिक खरेदीत धरली जावी म्हणून ग्राहकांनी काउंटरवर आपला ग्राहक कोड द्यावा.</p>`,
    bodyHiHtml: `<p>प्लेटफ़ॉर्म की मिठाई की दुकानों और डेयरियों ने गणेशोत्सव के दस दिनों के लिए <strong>मोदक की अग्रिम बुकिंग</strong> शुरू कर दी है। उकडीचे मोदक ऑर्डर पर मिलेंगे, और खोये के मोदक 11 और 21 के डिब्बों में उपलब्ध हैं।</p>
<p>पहले से बुक किए गए ऑर्डर पर 10% तक की छूट मिलती है, और वे पहले दिन की सुबह ले जाने के लिए तैयार रखे जाते हैं, जब मिठाई की दुकानों पर सबसे लंबी कतारें होती हैं।</p>
<p>स्टेशनरी और गिफ़्ट की दुकानों ने भी पर्यावरण के अनुकूल सजावट का सामान रखा है: कागज़ और कपड़े के मखर, मिट्टी के दीये और प्राकृतिक रंगों की रंगोली। कई कपड़ों की दुकानें त्योहार के लिए कुर्तों और साड़ियों पर कॉम्बो ऑफ़र दे रही हैं।</p>
<p>हमेशा की तरह, ग्राहक काउंटर पर अपना ग्राहक कोड दें, ताकि खरीदारी दर्ज हो और उनकी मासिक खरीदारी में गिनी जाए।</p>`,
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
    titleHi: "हरित गणेशोत्सव: नागपुर के और ज़्यादा मंडलों ने चुनीं शाडू मिट्टी की मूर्तियाँ",
    bodyHtml: `<p>More public Ganesh mandals in Nagpur have chosen <strong>shadu clay idols</strong> this year instead of plaster of Paris, and thousands of households immersed their idols in artificial tanks rather than lakes.</p>
<p>Idol makers in the city said demand for clay idols had grown steadily for several years. Clay idols dissolve in water within hours, while plaster idols can take months and harm lakes such as Futala and Gandhisagar.</p>
<p>The municipal corporation set up artificial immersion tanks across the city's zones and collected flowers and other offerings separately for composting.</p>
<p>"Ten years ago people laughed when we said clay. Today families book clay idols months in advance," said a third-generation idol maker from Chitar Oli in Mahal, the city's traditional idol makers' lane.</p>`,
    bodyMrHtml: `<p>यंदा नागपुरातील अधिकाधिक सार्वजनिक गणेश मंडळांनी प्लास्टर ऑफ पॅरिसऐवजी <strong>शाडू मातीच्या मूर्ती</strong> निवडल्या, आणि हजारो कुटुंबांनी तलावांऐवजी कृत्रिम विसर्जन कुंडांमध्ये मूर्तींचे विसर्जन केले.</p>
<p>मातीच्या मूर्तींची मागणी गेली अनेक वर्षे सातत्याने वाढत असल्याचे शहरातील मूर्तिकारांनी सांगितले. मातीच्या मूर्ती काही तासांत पाण्यात विरघळतात, तर प्लास्टरच्या मूर्तींना काही महिने लागू शकतात, आणि त्यामुळे फुटाळा व गांधीसागरसारख्या तलावांचे नुकसान होते.</p>
<p>महानगरपालिकेने शहरातील सर्व झोनमध्ये कृत्रिम विसर्जन कुंड उभारले, आणि खत तयार करण्यासाठी फुले व इतर निर्माल्य वेगळे गोळा केले.</p>
<p>"दहा वर्षांपूर्वी आम्ही मातीची मूर्ती म्हटले की लोक हसायचे. आज कुटुंबे कित्येक महिने आधी मातीच्या मूर्ती नोंदवतात," असे शहरातील मूर्तिकारांची पारंपरिक गल्ली असलेल्या महालमधील चितार ओळीतील तिसऱ्या पिढीच्या एका मूर्तिकाराने सांगितले.</p>`,
    bodyHiHtml: `<p>इस साल नागपुर के और ज़्यादा सार्वजनिक गणेश मंडलों ने प्लास्टर ऑफ़ पेरिस के बजाय <strong>शाडू मिट्टी की मूर्तियाँ</strong> चुनीं, और हज़ारों परिवारों ने झीलों के बजाय कृत्रिम कुंडों में मूर्तियों का विसर्जन किया।</p>
<p>शहर के मूर्तिकारों ने बताया कि मिट्टी की मूर्तियों की माँग कई सालों से लगातार बढ़ रही है। मिट्टी की मूर्तियाँ कुछ ही घंटों में पानी में घुल जाती हैं, जबकि प्लास्टर की मूर्तियों को महीनों लग सकते हैं, और इससे फुटाला और गांधीसागर जैसी झीलों को नुकसान होता है।</p>
<p>नगर निगम ने शहर के सभी ज़ोन में कृत्रिम विसर्जन कुंड बनाए, और खाद बनाने के लिए फूल और दूसरी चढ़ावे की सामग्री अलग से इकट्ठा की।</p>
<p>"दस साल पहले जब हम मिट्टी की बात करते थे तो लोग हँसते थे। आज परिवार महीनों पहले मिट्टी की मूर्तियाँ बुक कर लेते हैं," शहर के मूर्तिकारों की पारंपरिक गली, महल की चितार ओली के तीसरी पीढ़ी के एक मूर्तिकार ने कहा।</p>`,
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
    titleHi: "नागपुर की सौ साल से पुरानी मारबत शोभायात्रा के लिए इतवारी की गलियों में उमड़ी भीड़",
    bodyHtml: `<p>Thousands of people lined the lanes of <strong>Itwari</strong> on the day after Pola to watch the Marbat procession, a tradition unique to Nagpur and more than a century old.</p>
<p>The giant effigies of the black and yellow Marbats were carried through the old city to loud drums, along with smaller <em>badgyas</em> made by neighbourhood groups, many of them mocking this year's problems, from potholes to rising prices.</p>
<p>Participants chanted the traditional call asking the Marbat to carry away disease, misfortune and evil from the city, and the effigies were burnt at the end of the route.</p>
<p>Traders in Itwari and Gandhibagh said the festival brings big crowds to the market, and many shops stayed open late into the evening.</p>`,
    bodyMrHtml: `<p>पोळ्याच्या दुसऱ्या दिवशी मारबत मिरवणूक पाहण्यासाठी <strong>इतवारीच्या</strong> गल्ल्यांमध्ये दुतर्फा हजारो लोक जमले होते. केवळ नागपुरातच असलेली ही परंपरा शंभराहून अधिक वर्षे जुनी आहे.</p>
<p>काळ्या आणि पिवळ्या मारबतीचे भव्य पुतळे ढोल-ताशांच्या गजरात जुन्या शहरातून नेण्यात आले. त्यांच्यासोबत वस्त्यांमधील मंडळांनी तयार केलेले लहान <em>बडगे</em> होते, आणि त्यांपैकी अनेकांनी खड्ड्यांपासून महागाईपर्यंत यंदाच्या समस्यांची खिल्ली उडवली.</p>
<p>रोगराई, दुर्दैव आणि वाईट गोष्टी शहरातून घेऊन जा, असे मारबतीला साकडे घालणारी पारंपरिक घोषणा सहभागी नागरिकांनी दिली, आणि मार्गाच्या शेवटी पुतळ्यांचे दहन करण्यात आले.</p>
<p>इतवारी आणि गांधीबागमधील व्यापाऱ्यांनी सांगितले की या उत्सवामुळे बाजारात मोठी गर्दी होते, आणि अनेक दुकाने संध्याकाळी उशिरापर्यंत उघडी होती.</p>`,
    bodyHiHtml: `<p>पोला के अगले दिन मारबत शोभायात्रा देखने के लिए <strong>इतवारी</strong> की गलियों के दोनों ओर हज़ारों लोग जमा हुए। यह परंपरा केवल नागपुर की है और सौ साल से भी ज़्यादा पुरानी है।</p>
<p>काली और पीली मारबत के विशाल पुतले ढोल-ताशों की गूँज के बीच पुराने शहर से ले जाए गए। उनके साथ मोहल्लों की मंडलियों के बनाए छोटे <em>बडग्या</em> भी थे, जिनमें से कई ने गड्ढों से लेकर महँगाई तक इस साल की मुश्किलों का मज़ाक उड़ाया।</p>
<p>शामिल लोगों ने वह पारंपरिक नारा लगाया जिसमें मारबत से बीमारी, दुर्भाग्य और बुराई को शहर से ले जाने की गुहार की जाती है, और रास्ते के अंत में पुतलों का दहन किया गया।</p>
<p>इतवारी और गांधीबाग के व्यापारियों ने बताया कि यह त्योहार बाज़ार में भारी भीड़ लाता है, और कई दुकानें देर शाम तक खुली रहीं।</p>`,
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
    titleHi: "मानसून के बाद डेंगू के मामले बढ़े: घर और दुकान में जमा पानी हटाएँ",
    bodyHtml: `<p>Health officials in Nagpur and Wardha have reported a rise in <strong>dengue</strong> cases after the monsoon and have urged residents and shopkeepers to clear stagnant water around their premises.</p>
<p>The Aedes mosquito that spreads dengue breeds in clean standing water and bites during the day. Common breeding spots include:</p>
<ul>
<li>Desert coolers that are not emptied and dried every week</li>
<li>Old tyres, tins and broken pots on terraces and behind shops</li>
<li>Flower-pot trays, water tanks without lids and overhead drums</li>
</ul>
<p>"Fever with severe body ache, pain behind the eyes or a rash should be tested. Do not take painkillers on your own; take paracetamol and see a doctor," advised a district health officer.</p>
<p>Civic teams are carrying out fogging and door-to-door surveys. Residents can report mosquito breeding spots to their zone office.</p>`,
    bodyMrHtml: `<p>पावसाळ्यानंतर <strong>डेंग्यूचे</strong> रुग्ण वाढल्याचे नागपूर आणि वर्ध्यातील आरोग्य अधिकाऱ्यांनी सांगितले असून नागरिकांनी आणि दुकानदारांनी आपल्या परिसरात साचलेले पाणी काढून टाकावे, असे आवाहन केले आहे.</p>
<p>डेंग्यू पसरवणारा एडिस डास स्वच्छ साचलेल्या पाण्यात वाढतो आणि दिवसा चावतो. त्याची उत्पत्ती होणारी नेहमीची ठिकाणे:</p>
<ul>
<li>दर आठवड्याला रिकामे करून कोरडे न केलेले कूलर</li>
<li>गच्चीवर आणि दुकानांच्या मागे पडलेले जुने टायर, डबे आणि फुटकी भांडी</li>
<li>कुंड्यांखालील ताटल्या, झाकण नसलेल्या पाण्याच्या टाक्या आणि छतावरील पिंप</li>
</ul>
<p>"अंग खूप दुखत असेल, डोळ्यांमागे वेदना किंवा अंगावर पुरळ असेल आणि ताप असेल, तर तपासणी करून घ्या. स्वतःहून वेदनाशामक गोळ्या घेऊ नका; पॅरासिटामॉल घ्या आणि डॉक्टरांना दाखवा," असा सल्ला जिल्हा आरोग्य अधिकाऱ्यांनी दिला.</p>
<p>स्थानिक प्रशासनाची पथके धूरफवारणी आणि घरोघरी सर्वेक्षण करत आहेत. नागरिक डासांच्या उत्पत्तीच्या ठिकाणांची तक्रार आपल्या झोन कार्यालयात करू शकतात.</p>`,
    bodyHiHtml: `<p>नागपुर और वर्धा के स्वास्थ्य अधिकारियों ने मानसून के बाद <strong>डेंगू</strong> के मामलों में बढ़ोतरी की जानकारी दी है और निवासियों व दुकानदारों से अपने परिसर के आसपास जमा पानी हटाने की अपील की है।</p>
<p>डेंगू फैलाने वाला एडीज़ मच्छर साफ़ ठहरे पानी में पनपता है और दिन में काटता है। इसके पनपने की आम जगहें हैं:</p>
<ul>
<li>कूलर, जिन्हें हर हफ़्ते खाली करके सुखाया नहीं जाता</li>
<li>छतों पर और दुकानों के पीछे पड़े पुराने टायर, डिब्बे और टूटे बर्तन</li>
<li>गमलों के नीचे की तश्तरियाँ, बिना ढक्कन की पानी की टंकियाँ और छत पर रखे ड्रम</li>
</ul>
<p>"तेज़ बदन दर्द, आँखों के पीछे दर्द या चकत्तों के साथ बुखार हो तो जाँच कराएँ। अपने मन से दर्द निवारक दवाएँ न लें; पैरासिटामॉल लें और डॉक्टर को दिखाएँ," ज़िले के एक स्वास्थ्य अधिकारी ने सलाह दी।</p>
<p>नगर निकायों की टीमें फ़ॉगिंग और घर-घर सर्वे कर रही हैं। निवासी मच्छरों के पनपने की जगहों की शिकायत अपने ज़ोन कार्यालय में कर सकते हैं।</p>`,
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
    titleHi: "मानसून सेल: वर्धा और हिंगणघाट में वॉशिंग मशीन और फ़्रिज कम दाम पर",
    bodyHtml: `<p>With the cooler and AC season over, appliance shops in Wardha and Hinganghat have launched <strong>monsoon sales</strong> on washing machines, refrigerators and kitchen appliances.</p>
<p>Retailers said this is the best time to buy: stocks are high after summer, and manufacturers are pushing older models before the festival launches.</p>
<ul>
<li>Exchange offers on old washing machines and refrigerators</li>
<li>Zero down-payment EMI on selected brands</li>
<li>Free installation and free delivery in town</li>
</ul>
<p>Shops also advise customers to use surge protectors during the monsoon, when power fluctuations are common in smaller towns.</p>`,
    bodyMrHtml: `<p>कूलर आणि एसीचा हंगाम संपल्यावर वर्धा आणि हिंगणघाटमधील उपकरणांच्या दुकानांनी वॉशिंग मशीन, फ्रिज आणि स्वयंपाकघरातील उपकरणांवर <strong>पावसाळी सेल</strong> सुरू केले आहेत.</p>
<p>विक्रेत्यांच्या मते खरेदीसाठी हीच सर्वोत्तम वेळ आहे: उन्हाळ्यानंतर दुकानांमध्ये भरपूर माल असतो, आणि सणासुदीला नवी मॉडेल्स येण्यापूर्वी उत्पादक जुनी मॉडेल्स विकण्यावर भर देतात.</p>
<ul>
<li>जुन्या वॉशिंग मशीन आणि फ्रिजवर एक्सचेंज ऑफर</li>
<li>निवडक ब्रँडवर डाउन पेमेंटशिवाय ईएमआय</li>
<li>शहरात मोफत बसवणी आणि मोफत डिलिव्हरी</li>
</ul>
<p>लहान शहरांमध्ये पावसाळ्यात विजेचा दाब वारंवार कमी-जास्त होतो, त्यामुळे सर्ज प्रोटेक्टर वापरण्याचा सल्लाही दुकानदार ग्राहकांना देतात.</p>`,
    bodyHiHtml: `<p>कूलर और एसी का सीज़न खत्म होते ही वर्धा और हिंगणघाट की उपकरणों की दुकानों ने वॉशिंग मशीन, फ़्रिज और रसोई के उपकरणों पर <strong>मानसून सेल</strong> शुरू कर दी है।</p>
<p>विक्रेताओं का कहना है कि खरीदने का यही सबसे अच्छा समय है: गर्मियों के बाद दुकानों में खूब स्टॉक होता है, और त्योहारों पर नए मॉडल आने से पहले निर्माता पुराने मॉडल निकालने पर ज़ोर देते हैं।</p>
<ul>
<li>पुरानी वॉशिंग मशीन और फ़्रिज पर एक्सचेंज ऑफ़र</li>
<li>चुनिंदा ब्रांड पर बिना डाउन पेमेंट की ईएमआई</li>
<li>शहर में मुफ़्त इंस्टॉलेशन और मुफ़्त डिलीवरी</li>
</ul>
<p>दुकानदार ग्राहकों को मानसून में सर्ज प्रोटेक्टर इस्तेमाल करने की सलाह भी देते हैं, क्योंकि छोटे शहरों में इस मौसम में बिजली का उतार-चढ़ाव आम है।</p>`,
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
    titleHi: "ऑर्डर बढ़ने से कलमेश्वर की औद्योगिक इकाइयों में भर्ती तेज़",
    bodyHtml: `<p>Industrial units in the <strong>Kalmeshwar MIDC</strong> area have stepped up hiring of machine operators, welders and helpers as orders from the steel and food-processing sectors pick up.</p>
<p>Unit owners said they prefer to hire from Kalmeshwar, Katol and nearby villages, as workers from the area stay longer and do not have to travel from Nagpur every day.</p>
<p>The growth is also good news for local shops. Grocery, mobile and two-wheeler service shops near the industrial area report higher sales in the first week of each month, when wages are paid.</p>
<p>Young people looking for jobs are advised to register with the district employment office and to take up short courses at the local ITI, which several units said they look for when hiring.</p>`,
    bodyMrHtml: `<p>स्टील आणि अन्नप्रक्रिया क्षेत्रांकडून मागणी वाढू लागल्याने <strong>कळमेश्वर एमआयडीसी</strong> परिसरातील औद्योगिक युनिट्सनी मशीन ऑपरेटर, वेल्डर आणि मदतनीसांची भरती वाढवली आहे.</p>
<p>कळमेश्वर, काटोल आणि जवळपासच्या गावांतूनच कामगार घेण्यास प्राधान्य असल्याचे युनिट्सच्या मालकांनी सांगितले, कारण या भागातील कामगार जास्त काळ टिकतात आणि त्यांना रोज नागपूरहून ये-जा करावी लागत नाही.</p>
<p>ही वाढ स्थानिक दुकानांसाठीही चांगली बातमी आहे. औद्योगिक क्षेत्राजवळील किराणा, मोबाईल आणि दुचाकी दुरुस्तीच्या दुकानांमध्ये दर महिन्याच्या पहिल्या आठवड्यात, पगार झाल्यावर, विक्री वाढत असल्याचे दुकानदार सांगतात.</p>
<p>नोकरी शोधणाऱ्या तरुणांनी जिल्हा रोजगार कार्यालयात नाव नोंदवावे आणि स्थानिक आयटीआयमधील अल्पमुदतीचे अभ्यासक्रम करावेत, असा सल्ला देण्यात आला आहे; भरती करताना हेच पाहिले जाते, असे अनेक युनिट्सनी सांगितले.</p>`,
    bodyHiHtml: `<p>स्टील और खाद्य प्रसंस्करण क्षेत्रों से ऑर्डर बढ़ने के साथ <strong>कलमेश्वर एमआईडीसी</strong> क्षेत्र की औद्योगिक इकाइयों ने मशीन ऑपरेटरों, वेल्डरों और हेल्परों की भर्ती तेज़ कर दी है।</p>
<p>इकाइयों के मालिकों ने बताया कि वे कलमेश्वर, काटोल और आसपास के गाँवों से ही लोगों को रखना पसंद करते हैं, क्योंकि इलाके के कामगार ज़्यादा समय तक टिकते हैं और उन्हें रोज़ नागपुर से आना-जाना नहीं पड़ता।</p>
<p>यह बढ़त स्थानीय दुकानों के लिए भी अच्छी खबर है। औद्योगिक क्षेत्र के पास की किराना, मोबाइल और दोपहिया सर्विस की दुकानें बताती हैं कि हर महीने के पहले हफ़्ते में, जब वेतन मिलता है, उनकी बिक्री बढ़ जाती है।</p>
<p>नौकरी की तलाश कर रहे युवाओं को सलाह दी गई है कि वे ज़िला रोज़गार कार्यालय में पंजीकरण कराएँ और स्थानीय आईटीआई में छोटे कोर्स करें; कई इकाइयों ने कहा कि भर्ती के समय वे यही देखती हैं।</p>`,
    quote: "Workers from the area stay longer and do not have to travel from Nagpur every day.",
    daysAgo: 104,
    comments: [],
  },
  {
    key: "wardha-book-fair",
    categorySlug: "events",
    title: "Week-long book fair in Wardha brings Marathi and English titles to students",
    titleMr: "वर्ध्यात आठवडाभराचे पुस्तक प्रदर्शन; विद्यार्थ्यांसाठी मराठी व इंग्रजी पुस्तके",
    titleHi: "वर्धा में सप्ताह भर का पुस्तक मेला, विद्यार्थियों के लिए मराठी और अंग्रेज़ी किताबें",
    bodyHtml: `<p>A week-long <strong>book fair</strong> in Wardha drew students, teachers and families, with more than 40 stalls of Marathi literature, children's books, competitive-exam guides and English fiction.</p>
<p>Publishers offered discounts of 10 to 25% and local stationers set up stalls for school supplies. The fair's evening programmes included poetry readings and talks on careers after the twelfth standard.</p>
<p>"Children still love printed books. Comics and Marathi story books sold out on the first weekend," said a stall holder from Nagpur.</p>
<p>Organisers said they hope to make the fair an annual event and take a smaller version to Hinganghat and Arvi.</p>`,
    bodyMrHtml: `<p>वर्ध्यातील आठवडाभराच्या <strong>पुस्तक प्रदर्शनाला</strong> विद्यार्थी, शिक्षक आणि कुटुंबांनी गर्दी केली. मराठी साहित्य, बालसाहित्य, स्पर्धा परीक्षांची मार्गदर्शक पुस्तके आणि इंग्रजी कथा-कादंबऱ्यांचे 40 हून अधिक स्टॉल येथे होते.</p>
<p>प्रकाशकांनी 10 ते 25% सवलत दिली, तर स्थानिक स्टेशनरी विक्रेत्यांनी शालेय साहित्याचे स्टॉल लावले. प्रदर्शनातील संध्याकाळच्या कार्यक्रमांत कविवाचन आणि बारावीनंतरच्या करिअरवरील व्याख्याने झाली.</p>
<p>"मुलांना आजही छापील पुस्तके आवडतात. कॉमिक्स आणि मराठी गोष्टींची पुस्तके पहिल्याच शनिवार-रविवारी संपली," असे नागपूरहून आलेल्या एका स्टॉलधारकाने सांगितले.</p>
<p>हे प्रदर्शन दरवर्षी भरवण्याची आणि त्याची छोटी आवृत्ती हिंगणघाट आणि आर्वीला नेण्याची आशा आयोजकांनी व्यक्त केली.</p>`,
    bodyHiHtml: `<p>वर्धा में सप्ताह भर चले <strong>पुस्तक मेले</strong> में विद्यार्थी, शिक्षक और परिवार बड़ी संख्या में पहुँचे। यहाँ मराठी साहित्य, बच्चों की किताबों, प्रतियोगी परीक्षाओं की गाइड और अंग्रेज़ी कथा-साहित्य के 40 से ज़्यादा स्टॉल थे।</p>
<p>प्रकाशकों ने 10 से 25% तक की छूट दी, और स्थानीय स्टेशनरी विक्रेताओं ने स्कूल के सामान के स्टॉल लगाए। मेले के शाम के कार्यक्रमों में कविता पाठ और बारहवीं के बाद के करियर पर व्याख्यान हुए।</p>
<p>"बच्चों को आज भी छपी हुई किताबें पसंद हैं। कॉमिक्स और मराठी कहानियों की किताबें पहले ही सप्ताहांत में बिक गईं," नागपुर से आए एक स्टॉल संचालक ने कहा।</p>
<p>आयोजकों ने उम्मीद जताई कि यह मेला हर साल लगेगा, और इसका एक छोटा रूप हिंगणघाट और आर्वी भी ले जाया जाएगा।</p>`,
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
