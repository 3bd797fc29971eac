import type { MemberCard } from "./member-cards.ts";

/** What a public 404 carries to the error page: its message and the published members' cards. */
export type NotFoundData = { message: string; members: MemberCard[] };

/** The cards of the featured member ids, in their order, among the cards an error carried. */
export function featuredMembers(error: unknown, ids: readonly number[] | undefined): MemberCard[] {
  const carried = (error as { data?: Partial<NotFoundData> } | null)?.data?.members;
  if (!Array.isArray(carried) || !ids?.length) return [];
  const byId = new Map(carried.map((card) => [card.id, card]));
  return ids.map((id) => byId.get(id)).filter((card): card is MemberCard => Boolean(card));
}
