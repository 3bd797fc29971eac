import type { Post } from "@fooddir/contract";
import { FULL_LIST_LIMIT, POST_TYPES } from "@fooddir/contract";
import { useRouteLoaderData } from "react-router";
import { MemberGrid } from "../../components/public/MemberGrid.tsx";
import { serverApi } from "../../lib/api/server.server.ts";
import { formatCount } from "../../lib/content/format.ts";
import { memberCards } from "../../lib/member-cards.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/members";

/** /members: every published member of the domain, in the panel's order (spec §2, §9). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await serverApi(
    context,
    request,
  )<Post[]>(
    `/api/posts/by-type?type=${POST_TYPES.member}&limit=${FULL_LIST_LIMIT}&offset=0&sortBy=position&sortDir=asc`,
  );
  return { cards: memberCards(result.data ?? []) };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { domain?: { name?: string } | null }
    | undefined;
  const name = root?.domain?.name ?? "";
  return [
    { title: name ? `Members | ${name}` : "Members" },
    { name: "description", content: `Every member of ${name}, with cuisines and contacts.` },
  ];
}

export default function MembersPage({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const name = site?.options?.title || site?.domain?.name || "";
  const { cards } = loaderData;
  return (
    <article>
      <section className="hero">
        <div className="site-container">
          <p className="hero__eyebrow">{name}</p>
          <h1 className="hero__title">Our members</h1>
          <p className="hero__lead">
            {cards.length === 0
              ? "No members are listed yet."
              : `${formatCount(cards.length, "member")} to discover.`}
          </p>
        </div>
      </section>
      <div className="site-container">
        <MemberGrid cards={cards} />
      </div>
    </article>
  );
}
