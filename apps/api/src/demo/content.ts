import type { Palette } from "./images.ts";

/** Demo content of each demo domain (contract.md "Demo data"); seed.ts turns it into rows. */

export type CuisineSeed = { title: string; emoji: string; palette: Palette };
/** name, cuisine titles (1-3), signature dish (poster tagline and description). */
export type MemberSeed = [name: string, cuisines: string[], dish: string];
/** The body of a blog, catering or showcase post (page-bodies.ts builds the blocks). */
export type ArticleBody = {
  /** Paragraphs of the post's rich text. */
  text: string[];
  /** Member names (published ones): a catering's gallery; a showcase's gallery and grid. */
  members?: string[];
  video?: { url: string; title: string };
};
export type ArticleSeed = [title: string, description: string, body: ArticleBody];

/** Copy of the fixed pages (Home, About us, FAQ, Contact) and of the post bodies' blocks. */
export type PageCopy = {
  home: {
    title: string;
    text: string;
    imageAlt: string;
    /** The hero's second button: a label and the title of the catering post it opens. */
    booking: { label: string; catering: string };
    intro: { title: string; text: string[] };
    membersTitle: string;
    cuisinesTitle: string;
    postsTitle: string;
    /** A FAQ category shown on the home page, by name. */
    faqCategory: string;
  };
  about: { text: string; story: string[]; listTitle: string; list: string[]; joinLabel: string };
  faq: { text: string; ctaTitle: string; ctaText: string };
  contact: { text: string; hours: string; formTitle: string; formText: string };
  catering: { formTitle: string; formText: string; submitLabel: string };
  showcase: { membersTitle: string };
};

export type DomainContent = {
  /** Singular noun for the cuisine landing pages: "{cuisine} food trucks". */
  cuisinePageTitle: (cuisine: string) => string;
  cuisines: CuisineSeed[];
  members: MemberSeed[];
  /** Sentences mixed into member descriptions. */
  memberSentences: string[];
  about: string;
  blog: ArticleSeed[];
  caterings: ArticleSeed[];
  showcases: ArticleSeed[];
  blogCategories: string[];
  faqs: { category: string; entries: [question: string, answer: string][] }[];
  pages: PageCopy;
  /** Colors of the site's own logo, sign-in background and not-found truck. */
  brand: Palette;
};

const p = (from: string, to: string, ink = "#FFFFFF"): Palette => ({ from, to, ink });

const foodTrucks: DomainContent = {
  cuisinePageTitle: (c) => `${c} food trucks`,
  brand: p("#E8590C", "#FAB005"),
  cuisines: [
    { title: "Mexican", emoji: "🌮", palette: p("#D9480F", "#FAB005") },
    { title: "Barbecue", emoji: "🍖", palette: p("#5C2B16", "#C2410C") },
    { title: "Burgers", emoji: "🍔", palette: p("#B45309", "#F59F00") },
    { title: "Thai", emoji: "🍜", palette: p("#2B8A3E", "#94D82D", "#0B2E13") },
    { title: "Korean", emoji: "🥢", palette: p("#C92A2A", "#1C7ED6") },
    { title: "Italian", emoji: "🍕", palette: p("#2F9E44", "#E03131") },
    { title: "Indian", emoji: "🍛", palette: p("#E67700", "#C2255C") },
    { title: "Mediterranean", emoji: "🥙", palette: p("#1864AB", "#15AABF") },
    { title: "Vegan", emoji: "🥗", palette: p("#2B8A3E", "#69DB7C", "#0B2E13") },
    { title: "Desserts", emoji: "🍩", palette: p("#D6336C", "#F783AC") },
    { title: "Coffee", emoji: "☕", palette: p("#3E2723", "#8D6E63") },
    { title: "Seafood", emoji: "🦐", palette: p("#0B7285", "#3BC9DB") },
    { title: "Japanese", emoji: "🍣", palette: p("#212529", "#E03131") },
  ],
  members: [
    ["Taco Loco", ["Mexican"], "Al pastor tacos carved from the trompo"],
    ["Smoke & Spoke BBQ", ["Barbecue"], "Brisket smoked fourteen hours over oak"],
    ["The Rolling Patty", ["Burgers"], "Double smash burgers on potato buns"],
    ["Bangkok Wheels", ["Thai"], "Wok-fired pad kee mao and mango sticky rice"],
    ["Seoul on Wheels", ["Korean"], "Bulgogi rice bowls and kimchi fries"],
    ["Nonna's Wood Oven", ["Italian"], "Neapolitan pizza from a wood-fired oven"],
    ["Masala Express", ["Indian"], "Butter chicken and garlic naan"],
    ["Pita Pit Stop", ["Mediterranean"], "Chicken shawarma wraps and falafel plates"],
    ["Green Machine", ["Vegan", "Mexican"], "Jackfruit carnitas tacos and grain bowls"],
    ["Sweet Ride Donuts", ["Desserts", "Coffee"], "Mini donuts fried to order"],
    ["Bean There Espresso", ["Coffee"], "Single-origin espresso and oat lattes"],
    ["Dockside Shrimp Shack", ["Seafood"], "Garlic butter shrimp plates"],
    ["Sushi Shuttle", ["Japanese", "Seafood"], "Hand rolls made while you wait"],
    ["El Güero Burritos", ["Mexican"], "Mission-style burritos the size of your forearm"],
    ["Big Easy Smokehouse", ["Barbecue", "Seafood"], "Cajun sausage and crawfish boils"],
    ["Brisket Brothers", ["Barbecue", "Burgers"], "Chopped brisket burgers"],
    ["Lemongrass Lane", ["Thai", "Vegan"], "Green curry with tofu and Thai basil"],
    ["Kimchi Cowboy", ["Korean", "Mexican"], "Korean barbecue tacos with gochujang slaw"],
    ["Pasta La Vista", ["Italian"], "Fresh pasta tossed in a parmesan wheel"],
    ["Tandoor on Tour", ["Indian", "Vegan"], "Tandoori wraps and chana masala"],
    ["Aegean Grill", ["Mediterranean", "Seafood"], "Grilled octopus and pork souvlaki"],
    ["Scoop Dreams", ["Desserts"], "Small-batch ice cream sandwiches"],
    ["Ramen Road", ["Japanese"], "Tonkotsu ramen simmered for two days"],
    ["Crêpe Escape", ["Desserts", "Coffee", "Vegan"], "Sweet and savory buckwheat crêpes"],
    ["Fry Society", ["Burgers"], "Hand-cut fries and loaded poutine"],
    ["Wok This Way", ["Thai", "Korean"], "Fried rice and pan-fried dumplings"],
  ],
  memberSentences: [
    "Find the truck at weekday lunch markets around the harbor.",
    "Everything is made from scratch in the truck every morning.",
    "Look for the line - it moves fast.",
    "Family-run since 2016.",
    "Books private parties, weddings and office lunches.",
    "A regular at the Friday night market on Pier 7.",
    "Vegetarian options on every menu.",
    "Follow the truck online for this week's stops.",
    "Winner of the association's people's choice award.",
    "Ingredients come from farms within a hundred miles.",
  ],
  about:
    "The Bay Food Truck Association brings together independent food trucks from around the bay. We run weekly markets, help new trucks with permits, and keep this directory of every member.",
  blog: [
    [
      "Summer night market line-up announced",
      "Twenty trucks, live music and a new riverside spot.",
      {
        text: [
          "This summer the night market moves to the riverside lot behind the old ferry terminal: twenty trucks, a stage for local bands and picnic tables for four hundred.",
          "The market opens at five every Friday from June to September. The trucks take cards; bring a few dollars for the bands.",
        ],
      },
    ],
    [
      "How to book a food truck for your wedding",
      "Dates, menus, permits and what to ask.",
      {
        text: [
          "Start four to six months ahead for a summer Saturday. Decide how many guests eat from the truck and whether it serves dinner, a late-night snack or both.",
          "Ask every truck about its minimum, its power needs and its set-up time. Then send us your date and we check which members are free.",
        ],
      },
    ],
    [
      "Meet the newest members",
      "Five trucks joined the association this season.",
      {
        text: [
          "Five trucks joined the association this season, from wood-fired pizza to hand-cut fries. Look for them at the Friday market and say hello.",
          "Every new member spends its first month with a mentor truck, so their lines move as fast as everyone else's.",
        ],
      },
    ],
    [
      "Behind the smoke: a day with a pitmaster",
      "From the 4 a.m. fire to the last plate of brisket.",
      {
        text: [
          "The fire is lit at four in the morning. When the window opens at eleven, the brisket has been in the smoker for seven hours.",
          "We spent a day on the truck to learn why the line starts before the window opens.",
        ],
      },
    ],
    [
      "Five vegan trucks worth the line",
      "Plant-based plates that win over everyone.",
      {
        text: [
          "Five members now cook fully plant-based menus, and the meat eaters line up too.",
          "Start with the jackfruit carnitas and finish with a buckwheat crêpe.",
        ],
      },
    ],
    [
      "Permits made simple",
      "What a new truck needs before its first service.",
      {
        text: [
          "A new truck needs a business license, a health permit, a fire inspection and a commissary agreement before its first service.",
          "Members get a checklist and a walk-through from someone who has done it before.",
        ],
      },
    ],
    [
      "Food truck festival recap",
      "Record crowds and a new people's choice winner.",
      {
        text: [
          "Record crowds came to this year's festival, and a newcomer took home the people's choice award.",
          "Full results and photos are coming soon.",
        ],
      },
    ],
  ],
  caterings: [
    [
      "Office lunch catering",
      "A rotating truck at your office, once a week or every day.",
      {
        text: [
          "A truck parks at your office at lunchtime, once a week or every day. Your team orders at the window, or you cover the bill and we invoice the company.",
          "We rotate the cuisines so nobody gets bored: tacos on Monday, Thai on Wednesday, burgers on Friday. All you need is a parking spot near a power outlet.",
        ],
        members: ["Taco Loco", "Bangkok Wheels", "The Rolling Patty"],
      },
    ],
    [
      "Weddings and private parties",
      "One truck or a whole line-up for your guests.",
      {
        text: [
          "From a backyard birthday to a wedding for three hundred, a food truck keeps the food hot and the line moving. Book one truck for dinner and add a dessert truck for later in the evening.",
          "Tell us the date, the place and the number of guests; we check which members are free and send you their menus and quotes.",
        ],
        members: ["Nonna's Wood Oven", "Sweet Ride Donuts", "Crêpe Escape"],
      },
    ],
    [
      "Festival and event line-ups",
      "We book, schedule and coordinate the trucks for your event.",
      {
        text: [
          "Running a festival, a fair or a concert? We put together a line-up that covers every diet, schedule the trucks and deal with the event permit office.",
          "One contract, one invoice and one phone number on the day.",
        ],
        members: ["Smoke & Spoke BBQ", "Pita Pit Stop", "Green Machine", "Scoop Dreams"],
      },
    ],
    [
      "School and community events",
      "Fundraisers, fairs and graduations with a share for your cause.",
      {
        text: [
          "Fundraisers, fairs and graduations: participating trucks give a share of every sale back to your school or club.",
          "Ask about lower minimums for weekday community events.",
        ],
        members: ["Scoop Dreams", "Fry Society"],
      },
    ],
  ],
  showcases: [
    [
      "Harbor Fest 2024",
      "Eighteen trucks served twelve thousand visitors in one weekend.",
      {
        text: [
          "Over one August weekend, eighteen member trucks lined the harbor promenade and served twelve thousand visitors. The association handled the permits, the power and the schedule; the trucks handled the crowds.",
          "Highlights: brisket sold out by two, the shrimp line never got shorter, and the first people's choice award was voted by text message.",
        ],
        members: ["Smoke & Spoke BBQ", "Dockside Shrimp Shack", "Aegean Grill"],
        video: {
          url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
          title: "A weekend at Harbor Fest",
        },
      },
    ],
    [
      "Tech campus lunch program",
      "Daily trucks for three thousand employees.",
      {
        text: [
          "Every weekday three trucks park on a tech campus and feed up to three thousand employees. The line-up rotates through twelve members, so the menu changes every day.",
          "Orders are placed ahead in the campus app; the average wait at the window is under four minutes.",
        ],
        members: ["Bangkok Wheels", "Seoul on Wheels", "Pita Pit Stop"],
      },
    ],
    [
      "The Garcia-Nguyen wedding",
      "Tacos, hand rolls and mini donuts under the stars.",
      {
        text: [
          "Two families, two hundred guests and three trucks in a walnut orchard: hand rolls at the cocktail hour, tacos for dinner and hot mini donuts for the dance floor.",
          "The couple booked nine months ahead and tasted every menu in one afternoon at the Friday market.",
        ],
        members: ["Taco Loco", "Sushi Shuttle", "Sweet Ride Donuts"],
      },
    ],
    [
      "Marathon finish line",
      "Hot food for runners and families at mile 26.2.",
      {
        text: [
          "At mile 26.2, runners and their families found burgers, fries and hot coffee waiting. Three trucks served from seven in the morning until the last finisher crossed the line.",
          "Every runner got a free coffee with their bib.",
        ],
        members: ["The Rolling Patty", "Fry Society", "Bean There Espresso"],
      },
    ],
  ],
  blogCategories: ["News", "Events", "Truck spotlights", "Guides"],
  faqs: [
    {
      category: "Visiting the trucks",
      entries: [
        [
          "Where can I find the trucks this week?",
          "Every member's page links to its schedule; the markets run Tuesday to Sunday.",
        ],
        [
          "Do the trucks take cards?",
          "Yes, every member accepts cards and most accept mobile payments.",
        ],
        [
          "Are there vegetarian options?",
          "Almost every truck has one; filter by the Vegan cuisine for fully plant-based menus.",
        ],
      ],
    },
    {
      category: "Booking a truck",
      entries: [
        [
          "How far ahead should I book?",
          "Four to six weeks for weekends in summer, two weeks otherwise.",
        ],
        ["Is there a minimum order?", "Most trucks have a minimum between 50 and 100 meals."],
        [
          "Who handles the permits?",
          "The trucks carry their own health permits; we help with event permits.",
        ],
        [
          "Can several trucks come to one event?",
          "Yes - ask us for a line-up and we coordinate the trucks.",
        ],
      ],
    },
    {
      category: "Joining the association",
      entries: [
        ["Who can join?", "Any licensed food truck operating around the bay."],
        [
          "What does membership cost?",
          "A yearly fee that covers the markets, the directory and insurance help.",
        ],
        ["How do I apply?", "Use the join form on this site; we reply within a week."],
      ],
    },
  ],
  pages: {
    home: {
      title: "Street food from every corner of the bay",
      text: "Two dozen independent food trucks, one association. Find tonight's tacos, book a truck for your party or meet us at the Friday market.",
      imageAlt: "Illustration of an orange food truck",
      booking: { label: "Book a truck", catering: "Weddings and private parties" },
      intro: {
        title: "Run by the people behind the window",
        text: [
          "The association belongs to its members: cooks, bakers and baristas who own their trucks. Together we run weekly markets, share a commissary kitchen and help new trucks through their first season.",
          "Every truck in this directory is a member, licensed and insured. If it is listed here, it is the real thing.",
        ],
      },
      membersTitle: "Meet the trucks",
      cuisinesTitle: "What are you hungry for?",
      postsTitle: "From the blog",
      faqCategory: "Booking a truck",
    },
    about: {
      text: "Independent food trucks from around the bay, working together since 2014.",
      story: [
        "We started as six trucks sharing a parking lot on Harbor Way. Today the association runs four weekly markets and an annual festival, and negotiates permits and insurance for its members.",
      ],
      listTitle: "What members get",
      list: [
        "A spot at the weekly markets and at Harbor Fest",
        "Event bookings from planners who find them here",
        "Help with health permits, event permits and insurance",
        "A shared commissary kitchen with cold storage",
      ],
      joinLabel: "Apply to join",
    },
    faq: {
      text: "Answers to the questions we hear most from visitors, planners and new trucks.",
      ctaTitle: "Still have a question?",
      ctaText: "Write to us - a real person answers within two working days.",
    },
    contact: {
      text: "Questions about a truck, a market or a booking? Write to us or drop by the office.",
      hours: "Office hours: Tuesday to Friday, 10 am to 4 pm.",
      formTitle: "Send us a message",
      formText: "We answer within two working days.",
    },
    catering: {
      formTitle: "Book a truck",
      formText:
        "Tell us about your event: the trucks that are free and fit it get your request at once and answer by mail.",
      submitLabel: "Send request",
    },
    showcase: { membersTitle: "The trucks behind it" },
  },
};

const caterers: DomainContent = {
  cuisinePageTitle: (c) => `${c} catering`,
  brand: p("#2B8A3E", "#A9E34B", "#0B2E13"),
  cuisines: [
    { title: "Farm-to-Table", emoji: "🥕", palette: p("#2B8A3E", "#FAB005", "#0B2E13") },
    { title: "Mediterranean", emoji: "🫒", palette: p("#364FC7", "#4DABF7") },
    { title: "Barbecue", emoji: "🔥", palette: p("#5C2B16", "#E8590C") },
    { title: "Italian", emoji: "🍝", palette: p("#2F9E44", "#C92A2A") },
    { title: "Asian Fusion", emoji: "🥟", palette: p("#862E9C", "#F06595") },
    { title: "Plant-Based", emoji: "🌱", palette: p("#237032", "#8CE99A", "#0B2E13") },
    { title: "Pastry & Cakes", emoji: "🎂", palette: p("#E64980", "#FFD8A8", "#5C1A33") },
    { title: "Indian", emoji: "🍛", palette: p("#D9480F", "#AE3EC9") },
    { title: "Latin American", emoji: "🫔", palette: p("#E03131", "#FCC419") },
    { title: "Seafood", emoji: "🦞", palette: p("#0B7285", "#66D9E8") },
    { title: "Brunch", emoji: "🥞", palette: p("#F08C00", "#FFE066", "#4A2800") },
  ],
  members: [
    [
      "Harvest Table Catering",
      ["Farm-to-Table", "Brunch"],
      "Seasonal family-style menus from local farms",
    ],
    ["Olive & Thyme Events", ["Mediterranean"], "Mezze spreads and lamb kofta stations"],
    ["Pitmaster Catering Co.", ["Barbecue"], "Whole-hog roasts for big celebrations"],
    ["Bella Cucina Catering", ["Italian"], "Antipasti boards and live pasta stations"],
    ["Lotus Fusion Kitchen", ["Asian Fusion"], "Bao bars and dumpling stations"],
    ["Sprout & Stem", ["Plant-Based", "Farm-to-Table"], "Plant-based canapés and grazing boards"],
    ["Sugar Bloom Bakery", ["Pastry & Cakes"], "Tiered wedding cakes and dessert tables"],
    ["Spice Route Caterers", ["Indian"], "Biryani and live tandoor cooking"],
    ["Fuego Latin Catering", ["Latin American", "Barbecue"], "Churrasco grills and empanadas"],
    ["Coastal Clambake Co.", ["Seafood"], "Clambakes and oyster raw bars"],
    ["Sunday Best Brunch", ["Brunch", "Pastry & Cakes"], "Waffle stations and mimosa bars"],
    [
      "The Grazing Board",
      ["Mediterranean", "Farm-to-Table"],
      "Grazing tables for fifty to five hundred",
    ],
    ["Copper Pot Events", ["Farm-to-Table"], "Plated dinners for up to 300 guests"],
    ["Saffron & Sage", ["Indian", "Plant-Based"], "Vegetarian thalis and chaat counters"],
    ["Smoky Hollow Caterers", ["Barbecue"], "Brisket and burnt ends buffets"],
    ["Trattoria on the Move", ["Italian"], "Wood-fired pizza catering"],
    ["Umami Box Catering", ["Asian Fusion", "Seafood"], "Sushi platters and poke bowls"],
    ["Green Fork Collective", ["Plant-Based"], "Zero-waste corporate lunches"],
    ["La Mesa Catering", ["Latin American"], "Taco bars and handmade tamales"],
    ["Petit Four Patisserie", ["Pastry & Cakes"], "Macarons and petits fours"],
    [
      "Harbor Feast",
      ["Seafood", "Mediterranean", "Latin American"],
      "Paella cooked on site in giant pans",
    ],
    ["Morning Glory Catering", ["Brunch"], "Breakfast buffets for offices"],
    ["Ember & Oak", ["Barbecue", "Farm-to-Table"], "Open-fire cooking for outdoor events"],
    ["Silk Road Suppers", ["Asian Fusion", "Indian"], "Central Asian plov and flatbreads"],
    ["Garden Party Provisions", ["Farm-to-Table", "Pastry & Cakes"], "Afternoon tea service"],
  ],
  memberSentences: [
    "Serves events from 20 to 500 guests.",
    "Tastings by appointment.",
    "Full-service staff, rentals and bar service available.",
    "Menus are built with every couple, team or host.",
    "Gluten-free and allergy-aware menus on request.",
    "Travels up to a hundred miles for weekend events.",
    "Trusted by the city's biggest venues.",
    "Drop-off platters for smaller gatherings.",
    "Compostable serviceware at every event.",
    "Family-owned for three generations.",
  ],
  about:
    "The Catering Collective is a network of independent caterers and mobile kitchens. Planners find the right caterer here, and members share kitchens, staff and know-how.",
  blog: [
    [
      "Wedding menu trends this year",
      "Grazing tables, live stations and late-night snacks.",
      {
        text: [
          "Couples are trading plated dinners for grazing tables and live stations where guests watch their food being made.",
          "The late-night snack is here to stay: tacos, sliders or a waffle bar an hour before the last dance.",
        ],
      },
    ],
    [
      "How much food per guest?",
      "A planner's cheat sheet for buffets and plated dinners.",
      {
        text: [
          "For a dinner buffet, plan about a pound of food per adult guest, a little less at lunch. For canapés, count six to eight pieces per guest and hour.",
          "Your caterer knows their portions best: give them an honest guest count and let them do the math.",
        ],
      },
    ],
    [
      "Planning a zero-waste event",
      "Compostables, donations and smarter portions.",
      {
        text: [
          "Zero waste starts with the guest count. Confirm numbers a week ahead, prefer family-style service and ask for compostable serviceware.",
          "Many members give untouched food to local food banks the same day.",
        ],
      },
    ],
    [
      "Meet our pastry members",
      "Cakes, macarons and dessert tables from the collective.",
      {
        text: [
          "Three members of the collective bake nothing but cakes, macarons and pastries.",
          "Most offer a tasting box for couples and planners - ask for one with your quote.",
        ],
      },
    ],
    [
      "Corporate catering without the boredom",
      "Rotating menus your team will actually look forward to.",
      {
        text: [
          "The quickest way to ruin a weekly team lunch is the same sandwich platter every time. Rotating between members keeps the menu changing.",
          "Set a budget per head and let the collective schedule the caterers.",
        ],
      },
    ],
    [
      "Questions to ask your caterer",
      "Ten questions before you sign the contract.",
      {
        text: [
          "Is the tasting included? Who brings the plates, glasses and linens? How many staff will be on site, and for how long?",
          "What happens to the leftovers? And finally: what is not included in the quote?",
        ],
      },
    ],
  ],
  caterings: [
    [
      "Wedding catering",
      "From the rehearsal dinner to the farewell brunch.",
      {
        text: [
          "Your caterer is with you from the rehearsal dinner to the farewell brunch. Members cook family-style feasts, plated dinners and late-night snacks, and bring the staff to serve them.",
          "Book a tasting once your date is held; most members include it in the quote.",
        ],
        members: ["Harvest Table Catering", "Bella Cucina Catering", "Petit Four Patisserie"],
      },
    ],
    [
      "Corporate events",
      "Board lunches, launches and conferences.",
      {
        text: [
          "Board lunches, product launches and three-day conferences: we match you with members who deliver on time, label every allergen and send one invoice.",
          "Recurring lunches can rotate between members, so the menu changes every week.",
        ],
        members: ["Lotus Fusion Kitchen", "Morning Glory Catering", "Copper Pot Events"],
      },
    ],
    [
      "Private dinners",
      "A chef and service team in your home.",
      {
        text: [
          "A chef and a service team in your home: a tasting menu for eight or a long table for forty.",
          "The chef plans the menu with you, shops on the morning of the dinner and leaves your kitchen cleaner than they found it.",
        ],
        members: ["Olive & Thyme Events", "Copper Pot Events"],
      },
    ],
    [
      "Festivals and large events",
      "Several members, one contract, one point of contact.",
      {
        text: [
          "We plan the menu across several caterers, schedule the stations and coordinate staff, power and water on site.",
          "Members of the collective have fed crowds from five hundred to fifteen thousand.",
        ],
        members: [
          "Pitmaster Catering Co.",
          "Fuego Latin Catering",
          "Harbor Feast",
          "Trattoria on the Move",
        ],
      },
    ],
    [
      "Holiday parties",
      "Seasonal menus for teams and families.",
      {
        text: [
          "Seasonal menus for office parties and family gatherings, from roast dinners to dessert tables.",
          "December fills up early: send us your date by the end of September.",
        ],
        members: ["Garden Party Provisions", "Spice Route Caterers", "Sunday Best Brunch"],
      },
    ],
  ],
  showcases: [
    [
      "Vineyard wedding for 220 guests",
      "A farm-to-table dinner and a late-night taco bar.",
      {
        text: [
          "A long-table dinner between the vines, then a taco bar when the dancing started. Three members cooked side by side in one field kitchen.",
          "Every vegetable came from farms within thirty miles; the wine came from the vineyard itself.",
        ],
        members: ["Harvest Table Catering", "La Mesa Catering", "Petit Four Patisserie"],
        video: {
          url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
          title: "An evening at the vineyard",
        },
      },
    ],
    [
      "Product launch in the old mill",
      "Canapés from three members for 600 guests.",
      {
        text: [
          "Six hundred guests, two hours, eleven kinds of canapés. Three members split the menu, so every station had a specialist behind it.",
          "The plant-based bites outnumbered the rest, and none came back to the kitchen.",
        ],
        members: ["Sprout & Stem", "Lotus Fusion Kitchen", "The Grazing Board"],
      },
    ],
    [
      "City marathon volunteer lunch",
      "1,200 boxed lunches, zero waste.",
      {
        text: [
          "Twelve hundred volunteers got a boxed lunch at their post before the first runner arrived. The boxes were compostable and the leftovers went to the food bank that afternoon.",
          "Three members packed the boxes overnight in a shared kitchen.",
        ],
        members: ["Morning Glory Catering", "Copper Pot Events", "Saffron & Sage"],
      },
    ],
    [
      "Harvest festival weekend",
      "Six caterers, one menu, three days.",
      {
        text: [
          "Six members shared one menu and one contract for a three-day harvest festival, from fire-roasted meats to fresh pasta.",
          "The collective scheduled staff and equipment across all six kitchens, so the organizers had one phone number to call.",
        ],
        members: ["Pitmaster Catering Co.", "Fuego Latin Catering", "Trattoria on the Move"],
      },
    ],
  ],
  blogCategories: ["Weddings", "Corporate events", "Planning tips", "Collective news"],
  faqs: [
    {
      category: "Planning your event",
      entries: [
        [
          "How early should we book a caterer?",
          "Six to twelve months for weddings, four to eight weeks for most other events.",
        ],
        ["Can we have a tasting?", "Most members offer a tasting once a date is held."],
        [
          "Do caterers handle dietary needs?",
          "Yes - tell the caterer about allergies and diets when you book.",
        ],
      ],
    },
    {
      category: "Pricing and payment",
      entries: [
        ["How is catering priced?", "Usually per guest, with staff and rentals quoted separately."],
        ["Is a deposit required?", "Most members ask for a deposit to hold the date."],
        ["What about gratuity?", "Some quotes include service; ask your caterer for details."],
      ],
    },
    {
      category: "Joining the collective",
      entries: [
        ["Who can join?", "Licensed caterers and mobile kitchens in the region."],
        ["What do members get?", "Event requests, shared equipment and a place in this directory."],
        ["How do we apply?", "Send the join form; we visit your kitchen before approving."],
        ["Is there a fee?", "A yearly fee based on the size of your business."],
      ],
    },
  ],
  pages: {
    home: {
      title: "Caterers for every kind of event",
      text: "Weddings, board lunches, festivals: find an independent caterer from the collective, or let us put a team together for you.",
      imageAlt: "Illustration of a green catering van",
      booking: { label: "Plan a wedding", catering: "Wedding catering" },
      intro: {
        title: "How the collective works",
        text: [
          "Every member runs its own business. Together we share kitchens, staff and equipment, so even a small team can take on a big day.",
          "Tell us about your event and we introduce you to the members who fit it, or build a team of several for festivals and large events.",
        ],
      },
      membersTitle: "Some of our caterers",
      cuisinesTitle: "Cuisines and specialties",
      postsTitle: "Planning notes",
      faqCategory: "Planning your event",
    },
    about: {
      text: "A network of independent caterers and mobile kitchens.",
      story: [
        "The collective was founded by five caterers who kept lending each other chafing dishes. It now counts more than twenty members across the region.",
      ],
      listTitle: "Why planners come to us",
      list: [
        "One contact for events with several caterers",
        "Members visited and vetted in their own kitchens",
        "Allergy-aware menus and honest quotes",
        "Compostable serviceware at every event",
      ],
      joinLabel: "Send application",
    },
    faq: {
      text: "Answers to the questions we hear most from couples, planners and caterers.",
      ctaTitle: "Still have a question?",
      ctaText: "Tell us about your event and we will answer within a working day.",
    },
    contact: {
      text: "Planning an event or want to join the collective? Tell us about it.",
      hours: "Office hours: Monday to Friday, 9 am to 5 pm.",
      formTitle: "Write to us",
      formText: "We answer within one working day.",
    },
    catering: {
      formTitle: "Request a quote",
      formText:
        "Tell us about your event: the members that are free and fit it get your request at once and reply by mail with a quote.",
      submitLabel: "Request a quote",
    },
    showcase: { membersTitle: "The caterers behind it" },
  },
};

export const DEMO_CONTENT: Record<string, DomainContent> = {
  localhost: foodTrucks,
  "catering.localhost": caterers,
};
