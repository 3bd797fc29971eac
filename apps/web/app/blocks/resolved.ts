import type {
  BlockMedia,
  BlockResolved,
  ResolvedCuisine,
  ResolvedFaqCategory,
  ResolvedMember,
  ResolvedPost,
} from "@fooddir/contract";

/**
 * Read-side shapes checked before rendering: a media item and the `resolved` data of data
 * blocks, with wrong types replaced by empty values and non-objects dropped, so a malformed
 * document renders what it can instead of failing.
 */
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" ? v : "");
const num = (v: unknown, fallback: number) =>
  typeof v === "number" && Number.isFinite(v) ? v : fallback;
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);

/** A media item (id and url at least) or null. */
export function asMedia(value: unknown): BlockMedia | null {
  if (!isObj(value) || typeof value.id !== "number" || typeof value.url !== "string") return null;
  return {
    id: value.id,
    url: value.url,
    thumbnail_url: str(value.thumbnail_url),
    alt: str(value.alt),
    width: num(value.width, 0),
    height: num(value.height, 0),
  };
}

/** What a member's card and a post's card share: id, title, address, description and poster. */
const card = (o: Obj, i: number) => ({
  id: num(o.id, -i),
  title: str(o.title),
  url: str(o.url),
  description: str(o.description),
  poster: asMedia(o.poster),
});
const member = (m: Obj, i: number): ResolvedMember => ({
  ...card(m, i),
  logo: asMedia(m.logo),
  cuisines: Array.isArray(m.cuisines) ? m.cuisines.filter((c) => typeof c === "string") : [],
});
const cuisine = (c: Obj, i: number): ResolvedCuisine => ({
  id: num(c.id, -i),
  title: str(c.title),
  url: typeof c.url === "string" ? c.url : null,
  count: num(c.count, 0),
});
const faqCategory = (c: Obj): ResolvedFaqCategory => ({
  id: typeof c.id === "number" ? c.id : null,
  name: str(c.name),
  faqs: list(c.faqs).map((f, i) => ({
    id: num(f.id, -i),
    question: str(f.question),
    answer: str(f.answer),
  })),
});
const post = (p: Obj, i: number): ResolvedPost => ({
  ...card(p, i),
  created_at: str(p.created_at),
});

export function resolvedMembers(value: unknown): BlockResolved["MemberGrid"] | undefined {
  return isObj(value) ? { members: list(value.members).map(member) } : undefined;
}
export function resolvedCuisines(value: unknown): BlockResolved["CuisineList"] | undefined {
  return isObj(value) ? { cuisines: list(value.cuisines).map(cuisine) } : undefined;
}
export function resolvedFaq(value: unknown): BlockResolved["Faq"] | undefined {
  return isObj(value) ? { categories: list(value.categories).map(faqCategory) } : undefined;
}
export function resolvedPosts(value: unknown): BlockResolved["LatestPosts"] | undefined {
  return isObj(value) ? { posts: list(value.posts).map(post) } : undefined;
}
