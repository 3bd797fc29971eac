import type { Palette } from "./images.ts";

/** Demo content of each demo domain (contract.md "Demo data"); seed.ts turns it into rows. */

export type CuisineSeed = { title: string; emoji: string; palette: Palette };
/** name, cuisine titles (1-3), signature dish (poster tagline and description). */
export type MemberSeed = [name: string, cuisines: string[], dish: string];
export type ArticleSeed = [title: string, description: string];

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
    ],
    ["How to book a food truck for your wedding", "Dates, menus, permits and what to ask."],
    ["Meet the newest members", "Five trucks joined the association this season."],
    [
      "Behind the smoke: a day with a pitmaster",
      "From the 4 a.m. fire to the last plate of brisket.",
    ],
    ["Five vegan trucks worth the line", "Plant-based plates that win over everyone."],
    ["Permits made simple", "What a new truck needs before its first service."],
    ["Food truck festival recap", "Record crowds and a new people's choice winner."],
  ],
  caterings: [
    ["Office lunch catering", "A rotating truck at your office, once a week or every day."],
    ["Weddings and private parties", "One truck or a whole line-up for your guests."],
    ["Festival and event line-ups", "We book, schedule and coordinate the trucks for your event."],
    [
      "School and community events",
      "Fundraisers, fairs and graduations with a share for your cause.",
    ],
  ],
  showcases: [
    ["Harbor Fest 2024", "Eighteen trucks served twelve thousand visitors in one weekend."],
    ["Tech campus lunch program", "Daily trucks for three thousand employees."],
    ["The Garcia-Nguyen wedding", "Tacos, ramen and mini donuts under the stars."],
    ["Marathon finish line", "Hot food for runners and families at mile 26.2."],
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
    ["Wedding menu trends this year", "Grazing tables, live stations and late-night snacks."],
    ["How much food per guest?", "A planner's cheat sheet for buffets and plated dinners."],
    ["Planning a zero-waste event", "Compostables, donations and smarter portions."],
    ["Meet our pastry members", "Cakes, macarons and dessert tables from the collective."],
    [
      "Corporate catering without the boredom",
      "Rotating menus your team will actually look forward to.",
    ],
    ["Questions to ask your caterer", "Ten questions before you sign the contract."],
  ],
  caterings: [
    ["Wedding catering", "From the rehearsal dinner to the farewell brunch."],
    ["Corporate events", "Board lunches, launches and conferences."],
    ["Private dinners", "A chef and service team in your home."],
    ["Festivals and large events", "Several members, one contract, one point of contact."],
    ["Holiday parties", "Seasonal menus for teams and families."],
  ],
  showcases: [
    ["Vineyard wedding for 220 guests", "A farm-to-table dinner and a late-night taco bar."],
    ["Product launch in the old mill", "Canapés from four members for 600 guests."],
    ["City marathon volunteer lunch", "1,200 boxed lunches, zero waste."],
    ["Harvest festival weekend", "Six caterers, one menu, three days."],
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
};

export const DEMO_CONTENT: Record<string, DomainContent> = {
  localhost: foodTrucks,
  "catering.localhost": caterers,
};
