import { DIETARY, type Dietary, type MemberProfile, slugify } from "@fooddir/contract";

/**
 * The demo members' contact, social links and menu (contract.md "Member profiles"): made from
 * each member's name, cuisines and signature dish, the same on every seed (no randomness, so
 * the rest of the demo content stays as it was).
 */

type Dish = [name: string, description: string, price: number, dietary?: Dietary[]];
type Menu = [section: string, dishes: Dish[]][];

const DRINKS: [string, Dish[]] = [
  "Drinks",
  [
    ["Agua fresca", "Watermelon or hibiscus, made every morning", 3.5, ["vegan", "gluten-free"]],
    ["Sparkling water", "", 2, ["vegan", "gluten-free"]],
  ],
];

/** A menu per cuisine; the first section opens with the member's signature dish. */
const MENUS: Record<string, Menu> = {
  Mexican: [
    [
      "Tacos",
      [
        ["Carnitas", "Slow-braised pork, onion, cilantro, salsa verde", 4.5, ["gluten-free"]],
        ["Nopales", "Grilled cactus, pico de gallo, cotija-free", 4, ["vegan", "gluten-free"]],
      ],
    ],
    ["Sides", [["Elote", "Street corn, lime mayo, chili", 5, ["vegetarian", "gluten-free"]]]],
    DRINKS,
  ],
  Barbecue: [
    [
      "From the smoker",
      [
        ["Pulled pork sandwich", "Vinegar slaw on a brioche bun", 12],
        [
          "Half rack of ribs",
          "Dry rub, house sauce on the side",
          19.5,
          ["gluten-free", "dairy-free"],
        ],
      ],
    ],
    ["Sides", [["Mac and cheese", "Three cheeses, toasted crumbs", 5, ["vegetarian"]]]],
  ],
  Burgers: [
    [
      "Burgers",
      [
        ["Classic cheeseburger", "Pickles, onion, house sauce", 11],
        ["Garden burger", "Black bean patty, avocado, sprouts", 11.5, ["vegetarian"]],
      ],
    ],
    ["Sides", [["Hand-cut fries", "Sea salt, rosemary", 4.5, ["vegan", "gluten-free"]]]],
    DRINKS,
  ],
  Thai: [
    [
      "Wok",
      [
        ["Pad thai", "Rice noodles, tamarind, peanuts, lime", 13, ["dairy-free"]],
        ["Green curry", "Coconut, Thai basil, jasmine rice", 13.5, ["gluten-free", "dairy-free"]],
      ],
    ],
    ["Sweets", [["Mango sticky rice", "Coconut cream, sesame", 6, ["vegan", "gluten-free"]]]],
  ],
  Italian: [
    [
      "Pizza",
      [
        ["Margherita", "San Marzano tomato, fior di latte, basil", 12, ["vegetarian"]],
        ["Diavola", "Spicy salami, chili oil", 14],
      ],
    ],
    ["Dolci", [["Tiramisu", "Mascarpone, espresso, cocoa", 6.5, ["vegetarian"]]]],
  ],
  Indian: [
    [
      "Curries",
      [
        ["Chana masala", "Chickpeas, tomato, ginger, rice", 11, ["vegan", "gluten-free"]],
        ["Lamb rogan josh", "Kashmiri chili, yogurt, rice", 14.5, ["halal", "gluten-free"]],
      ],
    ],
    ["Breads", [["Garlic naan", "From the tandoor", 3.5, ["vegetarian"]]]],
    ["Drinks", [["Mango lassi", "Yogurt, cardamom", 4, ["vegetarian", "gluten-free"]]]],
  ],
  Mediterranean: [
    [
      "Plates",
      [
        ["Falafel plate", "Hummus, tabbouleh, pickles, pita", 12, ["vegan"]],
        ["Chicken shawarma plate", "Garlic sauce, rice, salad", 13.5, ["halal"]],
      ],
    ],
    [
      "Sides",
      [["Baba ganoush", "Smoked eggplant, tahini", 5, ["vegan", "gluten-free", "nut-free"]]],
    ],
  ],
  Coffee: [
    [
      "Espresso bar",
      [
        ["Flat white", "Double shot, steamed milk", 4.5, ["vegetarian", "gluten-free"]],
        ["Oat latte", "Oat milk, double shot", 5, ["vegan", "gluten-free"]],
      ],
    ],
    ["Bakery", [["Almond croissant", "Baked this morning", 4, ["vegetarian"]]]],
  ],
  Desserts: [
    [
      "Sweets",
      [
        ["Churros", "Cinnamon sugar, chocolate dip", 6, ["vegetarian"]],
        ["Lemon sorbet", "", 4.5, ["vegan", "gluten-free", "nut-free"]],
      ],
    ],
    ["Drinks", [["Hot chocolate", "Dark chocolate, whole milk", 4, ["vegetarian", "gluten-free"]]]],
  ],
  Seafood: [
    [
      "Plates",
      [
        ["Fish tacos", "Beer-battered cod, cabbage, chipotle mayo", 13],
        ["Lobster roll", "Butter, chives, toasted bun", 21],
      ],
    ],
    ["Sides", [["Clam chowder", "Cup, with oyster crackers", 6.5]]],
  ],
};
MENUS.Vegan = MENUS["Plant-Based"] = [
  [
    "Bowls",
    [
      ["Grain bowl", "Farro, roasted roots, tahini", 12, ["vegan", "nut-free"]],
      ["Jackfruit tacos", "Pineapple salsa, pickled onion", 11, ["vegan", "gluten-free"]],
    ],
  ],
  DRINKS,
];
MENUS.Korean =
  MENUS["Asian Fusion"] =
  MENUS.Japanese =
    [
      [
        "Bowls",
        [
          ["Bibimbap", "Rice, vegetables, egg, gochujang", 13, ["vegetarian", "dairy-free"]],
          ["Teriyaki chicken bowl", "Sesame, scallion, rice", 13.5, ["dairy-free"]],
        ],
      ],
      ["Sides", [["Kimchi fries", "Cheese, scallion, sesame", 7]]],
    ];
MENUS["Latin American"] = MENUS.Mexican;
MENUS["Pastry & Cakes"] = MENUS.Brunch = MENUS.Coffee;
MENUS["Farm-to-Table"] = MENUS.Mediterranean;

const FALLBACK: Menu = MENUS.Burgers;

/** The demo profile of the member at `position` of its domain's list. */
export function demoProfile(
  name: string,
  cuisines: readonly string[],
  dish: string,
  position: number,
): MemberProfile {
  const slug = slugify(name);
  const menu = MENUS[cuisines[0]] ?? FALLBACK;
  const handle = slug.replaceAll("-", "");
  const socials: MemberProfile["socials"] = [
    { network: "instagram", url: `https://www.instagram.com/${handle}` },
    { network: "facebook", url: `https://www.facebook.com/${handle}` },
  ];
  if (position % 3 === 0)
    socials.push({ network: "tiktok", url: `https://www.tiktok.com/@${handle}` });
  return {
    phone: `+1 (555) 01${String(position % 100).padStart(2, "0")}-${String(2000 + position * 37).slice(-4)}`,
    website: `https://${slug}.example.com`,
    public_email: position % 2 === 0 ? `hello@${slug}.example.com` : null,
    socials,
    menu: menu.map(([section, dishes], index) => ({
      section,
      items: [
        // The signature dish leads the first section.
        ...(index === 0
          ? [{ name: dish, description: null, price: 9 + (position % 5) * 1.5, dietary: [] }]
          : []),
        ...dishes.map(([itemName, description, price, dietary = []]) => ({
          name: itemName,
          description: description || null,
          price,
          // In the order the contract keeps them.
          dietary: DIETARY.filter((tag) => dietary.includes(tag)),
        })),
      ],
    })),
  };
}
