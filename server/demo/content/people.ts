/**
 * Demo content: customers (the demo referral tree) and the demo logins.
 *
 * Pure data, no database code. All people are invented. Mobile numbers are
 * fictional and distinct from every shop's; e-mails are @example.com; PAN,
 * IFSC and account numbers only have the right shape (IFSC prefixes are the
 * real bank codes of the named banks, branch codes are made up).
 *
 * Customers are listed so that every sponsor appears before the people they
 * referred. `sponsorKey` is who invited whom; the loader places everyone in
 * the binary tree by docs/product.md#referral-tree's breadth-first spillover rule.
 */

import type { DemoTownSlug } from "./shops";

export type DemoBankDetails = {
  /** A real Indian bank's name. */
  bankName: string;
  branch: string;
  /** 4 letters (the bank's real code), "0", then 6 letters/digits. */
  ifsc: string;
  /** 9–18 digits. */
  accountNumber: string;
};

export type DemoCustomer = {
  key: string;
  /** Letters only (docs/product.md#validation-rules-and-messages). */
  firstName: string;
  middleName: string;
  lastName: string;
  gender: "male" | "female";
  /** 18–70. */
  age: number;
  /** 10 digits starting with 9 or 8; unique; never a shop's number. */
  mobile: string;
  email: string;
  town: DemoTownSlug;
  pincode: string;
  address: string;
  /** Key of the customer who referred this one; null for the first customer. */
  sponsorKey: string | null;
  /** AAAAA9999A (4th letter P for an individual, 5th the surname's initial). */
  pan?: string;
  bank?: DemoBankDetails;
};

/** Customer #1 (demoCustomers[0]) logs in with this. */
export const demoCustomerLogin = { mobile: "9876543210", password: "Demo@12345" } as const;

/** Owner of the Nagpur grocery shop `shopKey` in shops.ts, whose mobile is this number. */
export const demoFranchiseeLogin = {
  mobile: "9822000001",
  password: "Demo@12345",
  shopKey: "ngp-shree-ganesh-kirana",
} as const;

/** Staff account for the operator console. */
export const demoOperatorLogin = {
  mobile: "9000000001",
  password: "Operator@12345",
  name: "Operations Desk",
} as const;

/**
 * The demo passwords' hashes (every customer and shop owner shares `Demo@12345`), made once with
 * better-auth's `hashPassword`, the scrypt every login is checked with: hashing them at each load
 * was a fifth of the load's time (docs/benchmarks.md). The passwords are public (README), so their
 * hashes tell nothing; tests/unit/demo-content.test.ts checks that each verifies its password.
 * After changing a password: `npx tsx -e 'import { hashPassword } from "better-auth/crypto"; hashPassword("…").then(console.log)'`.
 */
export const demoPasswordHashes = {
  customer:
    "7472bb73a2e1c420ead3032e62028e2c:efa1e74db0c1a7e6c395ac71643f65e53d983fbe0f116bef9631a86075a4ef314023102b8e6ad0e4d940bbb1cf98305788216aeac3922c33cf16d4e85030fd62",
  operator:
    "d738f0e327de47848528537a260a1503:b39e0c6aae79cf52a4875ccd5b2f5e8f0b9fd237563611a1315d926923b9059d8b086db32676dc7e0b5efb45b826e7a3195f68c8f5d6599b34325008c9870257",
} as const;

export const demoCustomers: DemoCustomer[] = [
  // Level 0: the demo login. Invited five people directly.
  {
    key: "cust-ravi-deshmukh",
    firstName: "Ravi",
    middleName: "Suresh",
    lastName: "Deshmukh",
    gender: "male",
    age: 38,
    mobile: demoCustomerLogin.mobile,
    email: "ravi.deshmukh@example.com",
    town: "nagpur",
    pincode: "440010",
    address: "Flat 302, Shriram Apartments, Shivaji Nagar, Dharampeth",
    sponsorKey: null,
    pan: "AKLPD4821K",
    bank: {
      bankName: "State Bank of India",
      branch: "Dharampeth, Nagpur",
      ifsc: "SBIN0004821",
      accountNumber: "32145678901",
    },
  },

  // Invited by Ravi.
  {
    key: "cust-priya-kulkarni",
    firstName: "Priya",
    middleName: "Ramesh",
    lastName: "Kulkarni",
    gender: "female",
    age: 34,
    mobile: "9850010002",
    email: "priya.kulkarni@example.com",
    town: "nagpur",
    pincode: "440015",
    address: "12, Narendra Nagar, near Chhatrapati Square",
    sponsorKey: "cust-ravi-deshmukh",
    pan: "BQRPK7315M",
    bank: {
      bankName: "HDFC Bank",
      branch: "Wardha Road, Nagpur",
      ifsc: "HDFC0002417",
      accountNumber: "50100234567891",
    },
  },
  {
    key: "cust-amol-thakre",
    firstName: "Amol",
    middleName: "Vijay",
    lastName: "Thakre",
    gender: "male",
    age: 41,
    mobile: "9850010003",
    email: "amol.thakre@example.com",
    town: "wardha",
    pincode: "442001",
    address: "Plot 7, Ramnagar, behind Ram Mandir",
    sponsorKey: "cust-ravi-deshmukh",
    pan: "CTMPT2096H",
    bank: {
      bankName: "Bank of Maharashtra",
      branch: "Wardha Main",
      ifsc: "MAHB0000731",
      accountNumber: "60123456789",
    },
  },
  {
    key: "cust-sneha-wankhede",
    firstName: "Sneha",
    middleName: "Prakash",
    lastName: "Wankhede",
    gender: "female",
    age: 29,
    mobile: "8805010004",
    email: "sneha.wankhede@example.com",
    town: "nagpur",
    pincode: "440022",
    address: "House 45, Trimurti Nagar, Ring Road",
    sponsorKey: "cust-ravi-deshmukh",
    pan: "DWNPW5530C",
  },
  {
    key: "cust-rajesh-bhoyar",
    firstName: "Rajesh",
    middleName: "Dattatray",
    lastName: "Bhoyar",
    gender: "male",
    age: 52,
    mobile: "9850010005",
    email: "rajesh.bhoyar@example.com",
    town: "katol",
    pincode: "441302",
    address: "Dhantoli Ward, near Hanuman Mandir, Katol",
    sponsorKey: "cust-ravi-deshmukh",
    pan: "EBYPB8842R",
    bank: {
      bankName: "Central Bank of India",
      branch: "Katol",
      ifsc: "CBIN0280417",
      accountNumber: "3456789012",
    },
  },
  {
    key: "cust-kavita-raut",
    firstName: "Kavita",
    middleName: "Sunil",
    lastName: "Raut",
    gender: "female",
    age: 45,
    mobile: "8805010006",
    email: "kavita.raut@example.com",
    town: "saoner",
    pincode: "441107",
    address: "Ward No. 6, Shivaji Chowk, Saoner",
    sponsorKey: "cust-ravi-deshmukh",
    bank: {
      bankName: "Union Bank of India",
      branch: "Saoner",
      ifsc: "UBIN0551236",
      accountNumber: "520101234567890",
    },
  },

  // Invited by Priya.
  {
    key: "cust-nikhil-gawande",
    firstName: "Nikhil",
    middleName: "Anil",
    lastName: "Gawande",
    gender: "male",
    age: 26,
    mobile: "9850010007",
    email: "nikhil.gawande@example.com",
    town: "nagpur",
    pincode: "440034",
    address: "Plot 18, Mhalgi Nagar, Hudkeshwar Road",
    sponsorKey: "cust-priya-kulkarni",
    pan: "FGWPG1187L",
    bank: {
      bankName: "ICICI Bank",
      branch: "Manewada, Nagpur",
      ifsc: "ICIC0006523",
      accountNumber: "652301567890",
    },
  },
  {
    key: "cust-manisha-chaudhari",
    firstName: "Manisha",
    middleName: "Dilip",
    lastName: "Chaudhari",
    gender: "female",
    age: 37,
    mobile: "9850010008",
    email: "manisha.chaudhari@example.com",
    town: "nagpur",
    pincode: "440024",
    address: "23, Ayodhya Nagar, near Ayodhya Nagar Square",
    sponsorKey: "cust-priya-kulkarni",
    pan: "GHCPC4409D",
  },
  {
    key: "cust-sachin-ingle",
    firstName: "Sachin",
    middleName: "Gajanan",
    lastName: "Ingle",
    gender: "male",
    age: 33,
    mobile: "8805010009",
    email: "sachin.ingle@example.com",
    town: "kalmeshwar",
    pincode: "441501",
    address: "Ward No. 3, Nagpur Road, Kalmeshwar",
    sponsorKey: "cust-priya-kulkarni",
    pan: "HJIPI6672B",
    bank: {
      bankName: "Axis Bank",
      branch: "Kalmeshwar",
      ifsc: "UTIB0003318",
      accountNumber: "918010045678123",
    },
  },

  // Invited by Amol.
  {
    key: "cust-pooja-kale",
    firstName: "Pooja",
    middleName: "Ramdas",
    lastName: "Kale",
    gender: "female",
    age: 24,
    mobile: "9850010010",
    email: "pooja.kale@example.com",
    town: "wardha",
    pincode: "442003",
    address: "Hindi Nagar, near Arvi Road",
    sponsorKey: "cust-amol-thakre",
  },
  {
    key: "cust-vinod-dhote",
    firstName: "Vinod",
    middleName: "Shankar",
    lastName: "Dhote",
    gender: "male",
    age: 48,
    mobile: "9850010011",
    email: "vinod.dhote@example.com",
    town: "wardha",
    pincode: "442001",
    address: "Civil Lines, behind Collector Office",
    sponsorKey: "cust-amol-thakre",
    pan: "JKDPD3358N",
    bank: {
      bankName: "Bank of Baroda",
      branch: "Wardha",
      ifsc: "BARB0WARCIV",
      accountNumber: "34560100012345",
    },
  },
  {
    key: "cust-ashwini-zade",
    firstName: "Ashwini",
    middleName: "Madhukar",
    lastName: "Zade",
    gender: "female",
    age: 31,
    mobile: "8805010012",
    email: "ashwini.zade@example.com",
    town: "hinganghat",
    pincode: "442301",
    address: "Sant Tukdoji Ward, Nandori Road, Hinganghat",
    sponsorKey: "cust-amol-thakre",
  },
  {
    key: "cust-tushar-nagrale",
    firstName: "Tushar",
    middleName: "Pandurang",
    lastName: "Nagrale",
    gender: "male",
    age: 28,
    mobile: "9850010013",
    email: "tushar.nagrale@example.com",
    town: "wardha",
    pincode: "442001",
    address: "Station Road, near Bajaj Chowk",
    sponsorKey: "cust-amol-thakre",
  },

  // Invited by Sneha.
  {
    key: "cust-rohit-meshram",
    firstName: "Rohit",
    middleName: "Sanjay",
    lastName: "Meshram",
    gender: "male",
    age: 22,
    mobile: "9850010014",
    email: "rohit.meshram@example.com",
    town: "nagpur",
    pincode: "440014",
    address: "Near Dayanand Park, Jaripatka",
    sponsorKey: "cust-sneha-wankhede",
  },
  {
    key: "cust-neha-bawankar",
    firstName: "Neha",
    middleName: "Vilas",
    lastName: "Bawankar",
    gender: "female",
    age: 27,
    mobile: "8805010015",
    email: "neha.bawankar@example.com",
    town: "nagpur",
    pincode: "440037",
    address: "Flat B-104, Green City Apartments, Besa",
    sponsorKey: "cust-sneha-wankhede",
    pan: "KLBPB9021F",
  },

  // Invited by Rajesh.
  {
    key: "cust-ganesh-thakare",
    firstName: "Ganesh",
    middleName: "Bhaurao",
    lastName: "Thakare",
    gender: "male",
    age: 55,
    mobile: "9850010016",
    email: "ganesh.thakare@example.com",
    town: "katol",
    pincode: "441302",
    address: "Nagpur Road, near Katol Bus Stand",
    sponsorKey: "cust-rajesh-bhoyar",
    pan: "LMTPT7764A",
    bank: {
      bankName: "Bank of India",
      branch: "Katol",
      ifsc: "BKID0008701",
      accountNumber: "870110110004567",
    },
  },
  {
    key: "cust-sunanda-dhawade",
    firstName: "Sunanda",
    middleName: "Keshav",
    lastName: "Dhawade",
    gender: "female",
    age: 60,
    mobile: "9850010017",
    email: "sunanda.dhawade@example.com",
    town: "katol",
    pincode: "441302",
    address: "Gandhi Chowk, Main Road, Katol",
    sponsorKey: "cust-rajesh-bhoyar",
  },
  {
    key: "cust-yogesh-rewatkar",
    firstName: "Yogesh",
    middleName: "Namdeo",
    lastName: "Rewatkar",
    gender: "male",
    age: 35,
    mobile: "8805010018",
    email: "yogesh.rewatkar@example.com",
    town: "umred",
    pincode: "441203",
    address: "Gandhi Ward, Nagpur Road, Umred",
    sponsorKey: "cust-rajesh-bhoyar",
  },

  // Invited by Kavita.
  {
    key: "cust-pradnya-dupare",
    firstName: "Pradnya",
    middleName: "Ashok",
    lastName: "Dupare",
    gender: "female",
    age: 30,
    mobile: "9850010019",
    email: "pradnya.dupare@example.com",
    town: "saoner",
    pincode: "441107",
    address: "Ward No. 2, near Saoner Bus Stand",
    sponsorKey: "cust-kavita-raut",
    pan: "MNDPD2245G",
    bank: {
      bankName: "Canara Bank",
      branch: "Saoner",
      ifsc: "CNRB0004517",
      accountNumber: "4517101045678",
    },
  },
  {
    key: "cust-mahesh-burde",
    firstName: "Mahesh",
    middleName: "Ramesh",
    lastName: "Burde",
    gender: "male",
    age: 43,
    mobile: "9850010020",
    email: "mahesh.burde@example.com",
    town: "ramtek",
    pincode: "441106",
    address: "Shitalwadi, near Ramtek Bus Stand",
    sponsorKey: "cust-kavita-raut",
  },

  // Invited by Nikhil.
  {
    key: "cust-akash-tidke",
    firstName: "Akash",
    middleName: "Nitin",
    lastName: "Tidke",
    gender: "male",
    age: 19,
    mobile: "8805010021",
    email: "akash.tidke@example.com",
    town: "amravati",
    pincode: "444603",
    address: "Room 12, Shivaji Nagar, near Panchavati Square",
    sponsorKey: "cust-nikhil-gawande",
  },
  {
    key: "cust-shraddha-wanjari",
    firstName: "Shraddha",
    middleName: "Mohan",
    lastName: "Wanjari",
    gender: "female",
    age: 25,
    mobile: "9850010022",
    email: "shraddha.wanjari@example.com",
    town: "nagpur",
    pincode: "440027",
    address: "Plot 61, Parvati Nagar, Rameshwari Road",
    sponsorKey: "cust-nikhil-gawande",
    pan: "NPWPW5580E",
  },

  // Invited by Sachin.
  {
    key: "cust-prashant-nimje",
    firstName: "Prashant",
    middleName: "Marotrao",
    lastName: "Nimje",
    gender: "male",
    age: 39,
    mobile: "9850010023",
    email: "prashant.nimje@example.com",
    town: "kalmeshwar",
    pincode: "441501",
    address: "Brahmani Road, Ward No. 5, Kalmeshwar",
    sponsorKey: "cust-sachin-ingle",
    pan: "PQNPN3317J",
  },

  // Invited by Vinod.
  {
    key: "cust-meena-kadu",
    firstName: "Meena",
    middleName: "Haribhau",
    lastName: "Kadu",
    gender: "female",
    age: 50,
    mobile: "8805010024",
    email: "meena.kadu@example.com",
    town: "wardha",
    pincode: "442001",
    address: "Gandhi Nagar, near Socialist Chowk",
    sponsorKey: "cust-vinod-dhote",
  },
  {
    key: "cust-deepak-kolhe",
    firstName: "Deepak",
    middleName: "Wasudeo",
    lastName: "Kolhe",
    gender: "male",
    age: 44,
    mobile: "9850010025",
    email: "deepak.kolhe@example.com",
    town: "wardha",
    pincode: "442003",
    address: "Wardha Ganj, near Ganj Chowk",
    sponsorKey: "cust-vinod-dhote",
    pan: "QRKPK8806P",
  },

  // Invited by Rohit.
  {
    key: "cust-gauri-khobragade",
    firstName: "Gauri",
    middleName: "Pramod",
    lastName: "Khobragade",
    gender: "female",
    age: 23,
    mobile: "9850010026",
    email: "gauri.khobragade@example.com",
    town: "kamptee",
    pincode: "441001",
    address: "Ranala Road, near Kamptee Bus Stand",
    sponsorKey: "cust-rohit-meshram",
  },

  // Invited by Ganesh.
  {
    key: "cust-anand-jichkar",
    firstName: "Anand",
    middleName: "Vitthal",
    lastName: "Jichkar",
    gender: "male",
    age: 58,
    mobile: "8805010027",
    email: "anand.jichkar@example.com",
    town: "katol",
    pincode: "441302",
    address: "Kondhali Road, Panchvati Layout, Katol",
    sponsorKey: "cust-ganesh-thakare",
  },

  // Invited by Pradnya.
  {
    key: "cust-rupali-ukey",
    firstName: "Rupali",
    middleName: "Pravin",
    lastName: "Ukey",
    gender: "female",
    age: 36,
    mobile: "9850010028",
    email: "rupali.ukey@example.com",
    town: "saoner",
    pincode: "441107",
    address: "Chhindwara Road, Ward No. 9, Saoner",
    sponsorKey: "cust-pradnya-dupare",
  },

  // Invited by Shraddha.
  {
    key: "cust-ketan-joshi",
    firstName: "Ketan",
    middleName: "Arvind",
    lastName: "Joshi",
    gender: "male",
    age: 32,
    mobile: "9850010029",
    email: "ketan.joshi@example.com",
    town: "nagpur",
    pincode: "440025",
    address: "Flat 5, Sai Residency, Khamla",
    sponsorKey: "cust-shraddha-wanjari",
    pan: "RSJPJ1129Q",
  },

  // Invited by Prashant (his wife).
  {
    key: "cust-asmita-nimje",
    firstName: "Asmita",
    middleName: "Prashant",
    lastName: "Nimje",
    gender: "female",
    age: 34,
    mobile: "8805010030",
    email: "asmita.nimje@example.com",
    town: "kalmeshwar",
    pincode: "441501",
    address: "Brahmani Road, Ward No. 5, Kalmeshwar",
    sponsorKey: "cust-prashant-nimje",
  },

  // Invited by Manisha.
  {
    key: "cust-sameer-qureshi",
    firstName: "Sameer",
    middleName: "Rafiq",
    lastName: "Qureshi",
    gender: "male",
    age: 27,
    mobile: "9850010031",
    email: "sameer.qureshi@example.com",
    town: "nagpur",
    pincode: "440017",
    address: "Near Indora Chowk, Kamptee Road",
    sponsorKey: "cust-manisha-chaudhari",
    pan: "STQPQ6613V",
  },
];
