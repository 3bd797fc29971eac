import {
  DIETARY,
  DIETARY_LABELS,
  type Dietary,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from "@fooddir/contract";

/**
 * What changed in a member profile (issue 38 point 2): the profile compared as values, never as
 * JSON text, so the order of keys (jsonb keeps its own) and absent vs empty values never count.
 * One row per thing a person recognises: the phone, website and public email, each social
 * network, each menu item that was added, removed or changed (only what changed in it), each
 * section added, removed or renamed, and a new order of sections or items.
 */
export type ProfileRow = {
  /** Stable within one comparison (React keys). */
  key: string;
  /** "Phone", "Instagram", "Menu, Mains: Classic burger". */
  label: string;
  change: "added" | "removed" | "changed";
  /** The older value as text (null when added). */
  before: string | null;
  /** The newer value as text (null when removed). */
  after: string | null;
};

type Item = { name: string; description: string | null; price: number | null; dietary: Dietary[] };
type Section = { section: string; items: Item[] };
type Normal = {
  phone: string | null;
  website: string | null;
  public_email: string | null;
  socials: Map<SocialNetwork | string, string[]>;
  menu: Section[];
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** Trimmed text; absent, null and "" are all null. */
const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

function normalItem(value: unknown): Item {
  const item = record(value);
  const tags = list(item.dietary);
  return {
    name: text(item.name) ?? "",
    description: text(item.description),
    price: typeof item.price === "number" && Number.isFinite(item.price) ? item.price : null,
    dietary: DIETARY.filter((tag) => tags.includes(tag)),
  };
}

/** A stored profile (a revision's or a read's, any key order) as plain values. */
export function normalProfile(profile: unknown): Normal {
  const p = record(profile);
  const socials = new Map<string, string[]>();
  for (const link of list(p.socials)) {
    const { network, url } = record(link);
    const name = text(network);
    const address = text(url);
    if (!name || !address) continue;
    socials.set(name, [...(socials.get(name) ?? []), address]);
  }
  return {
    phone: text(p.phone),
    website: text(p.website),
    public_email: text(p.public_email),
    socials,
    menu: list(p.menu).map((s) => ({
      section: text(record(s).section) ?? "",
      items: list(record(s).items).map(normalItem),
    })),
  };
}

const priceText = (price: number) => price.toFixed(2);
const ITEM_PARTS: { label: string; of: (item: Item) => string }[] = [
  { label: "name", of: (i) => i.name },
  { label: "description", of: (i) => i.description ?? "none" },
  { label: "price", of: (i) => (i.price === null ? "none" : priceText(i.price)) },
  {
    label: "dietary",
    of: (i) => i.dietary.map((tag) => DIETARY_LABELS[tag]).join(", ") || "none",
  },
];

/** An item in full: "Classic burger: Beef, cheddar, 9.50 (Vegan)". */
export function itemText(item: Item): string {
  const details = [item.description, item.price === null ? null : priceText(item.price)]
    .filter(Boolean)
    .join(", ");
  const tags = item.dietary.map((tag) => DIETARY_LABELS[tag]).join(", ");
  return `${item.name}${details ? `: ${details}` : ""}${tags ? ` (${tags})` : ""}`;
}

/** Only what differs between two versions of an item: "price 9.00" / "price 10.50". */
function itemDelta(a: Item, b: Item): [string, string] | null {
  const parts = ITEM_PARTS.filter((part) => part.of(a) !== part.of(b));
  if (parts.length === 0) return null;
  const side = (item: Item) => parts.map((part) => `${part.label} ${part.of(item)}`).join("; ");
  return [side(a), side(b)];
}

/**
 * Pairs two lists by name, in the newer list's order; a value left on each side that still
 * shares something (`related`: an item's description or price, a section's items) is the same
 * one renamed; the rest is added or removed.
 */
function pairByName<T>(
  before: T[],
  after: T[],
  name: (value: T) => string,
  related: (a: T, b: T) => boolean,
): { pairs: [T, T][]; added: T[]; removed: T[] } {
  const left = [...before];
  const pairs: [T, T][] = [];
  const unmatched: T[] = [];
  for (const value of after) {
    const index = left.findIndex((old) => name(old) === name(value));
    if (index === -1) unmatched.push(value);
    else pairs.push([left.splice(index, 1)[0], value]);
  }
  const added: T[] = [];
  for (const value of unmatched) {
    const index = left.findIndex((old) => related(old, value));
    if (index === -1) added.push(value);
    else pairs.push([left.splice(index, 1)[0], value]);
  }
  return { pairs, added, removed: left };
}

const networkLabel = (network: string) =>
  SOCIAL_NETWORK_LABELS[network as SocialNetwork] ?? network;

/** The paired values in their old and new order (named as they are now), when it changed. */
function orderRow<T extends { name?: string; section?: string }>(
  key: string,
  label: string,
  pairs: [T, T][],
  before: T[],
  after: T[],
): ProfileRow[] {
  const oldOrder = [...pairs].sort((p, q) => before.indexOf(p[0]) - before.indexOf(q[0]));
  const newOrder = [...pairs].sort((p, q) => after.indexOf(p[1]) - after.indexOf(q[1]));
  if (oldOrder.every((pair, i) => pair === newOrder[i])) return [];
  const names = (order: [T, T][]) => order.map(([, b]) => b.name ?? b.section ?? "").join(", ");
  return [{ key, label, change: "changed", before: names(oldOrder), after: names(newOrder) }];
}

function valueRow(key: string, label: string, a: string | null, b: string | null): ProfileRow[] {
  if (a === b) return [];
  const change: ProfileRow["change"] = a === null ? "added" : b === null ? "removed" : "changed";
  return [{ key, label, change, before: a, after: b }];
}

function menuRows(before: Section[], after: Section[]): ProfileRow[] {
  const rows: ProfileRow[] = [];
  const sections = pairByName(
    before,
    after,
    (s) => s.section,
    (a, b) => a.items.some((x) => b.items.some((y) => x.name === y.name)),
  );
  for (const [a, b] of sections.pairs) {
    const where = `Menu, ${b.section}`;
    rows.push(...valueRow(`section:${b.section}`, "Menu section", a.section, b.section));
    const items = pairByName(
      a.items,
      b.items,
      (i) => i.name,
      (x, y) =>
        (x.description !== null && x.description === y.description) ||
        (x.price !== null && x.price === y.price),
    );
    for (const [x, y] of items.pairs) {
      const delta = itemDelta(x, y);
      if (!delta) continue;
      rows.push({
        key: `item:${b.section}:${y.name}`,
        label: `${where}: ${x.name === y.name ? y.name : x.name}`,
        change: "changed",
        before: delta[0],
        after: delta[1],
      });
    }
    for (const y of items.added) {
      rows.push(...valueRow(`item:${b.section}:${y.name}:+`, `${where}`, null, itemText(y)));
    }
    for (const x of items.removed) {
      rows.push(...valueRow(`item:${b.section}:${x.name}:-`, `${where}`, itemText(x), null));
    }
    rows.push(...orderRow(`order:${b.section}`, `${where}: order`, items.pairs, a.items, b.items));
  }
  const sectionText = (s: Section) =>
    `${s.section}: ${s.items.map((i) => i.name).join(", ") || "no items"}`;
  for (const s of sections.added) {
    rows.push(...valueRow(`section:${s.section}:+`, "Menu section", null, sectionText(s)));
  }
  for (const s of sections.removed) {
    rows.push(...valueRow(`section:${s.section}:-`, "Menu section", sectionText(s), null));
  }
  rows.push(...orderRow("order:sections", "Menu sections: order", sections.pairs, before, after));
  return rows;
}

/** The rows that differ between two stored profiles (none when they say the same). */
export function profileRows(before: unknown, after: unknown): ProfileRow[] {
  const a = normalProfile(before);
  const b = normalProfile(after);
  const rows: ProfileRow[] = [
    ...valueRow("phone", "Phone", a.phone, b.phone),
    ...valueRow("website", "Website", a.website, b.website),
    ...valueRow("public_email", "Public email", a.public_email, b.public_email),
  ];
  const networks = [...SOCIAL_NETWORKS, ...new Set([...a.socials.keys(), ...b.socials.keys()])];
  for (const network of new Set(networks)) {
    const was = [...(a.socials.get(network) ?? [])].sort().join(", ") || null;
    const is = [...(b.socials.get(network) ?? [])].sort().join(", ") || null;
    rows.push(...valueRow(`social:${network}`, networkLabel(network), was, is));
  }
  rows.push(...menuRows(a.menu, b.menu));
  return rows;
}
