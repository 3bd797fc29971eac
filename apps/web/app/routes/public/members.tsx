import { useRouteLoaderData } from "react-router";
import { JOIN_BAND_ID, JoinBand } from "../../components/public/JoinBand.tsx";
import { MemberFilterForm } from "../../components/public/MemberFilterForm.tsx";
import { MemberGrid } from "../../components/public/MemberGrid.tsx";
import { formatCount } from "../../lib/content/format.ts";
import { memberCards } from "../../lib/member-cards.ts";
import { cuisineOptions, filterMembers, memberFilterOf } from "../../lib/member-filter.ts";
import { publicFormAction } from "../../lib/public-form.server.ts";
import { publishedMembers } from "../../lib/published-members.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import type { SiteData } from "../../lib/site-data.server.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/members";

/**
 * /members: every published member of the domain, in the panel's order (spec §2, §9), filtered
 * by cuisine and name from the URL (?cuisine=mexican&search=taco).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const members = await publishedMembers(context, request);
  const options = cuisineOptions(members);
  const filter = memberFilterOf(new URL(request.url), options);
  return {
    cards: memberCards(filterMembers(members, filter)),
    total: members.length,
    options,
    filter,
  };
}

/** The join band's post (lib/public-form.server.ts). */
export const action = publicFormAction;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined;
  const name = root?.options?.title || root?.domain?.name || "";
  return seoMeta({
    siteName: root?.domain?.seo?.title || name,
    title: "Members",
    description: `Every member of ${name}: find a truck by cuisine or by name.`,
    origin: root?.origin ?? "",
    // One canonical directory page: filtered views point at it.
    path: "/members",
    image: root?.options?.logo ?? null,
  });
}

function resultLine(shown: number, total: number, filtered: boolean) {
  if (total === 0) return "No members are listed yet.";
  if (!filtered) return `${formatCount(total, "member")} to discover.`;
  return `${formatCount(shown, "member")} of ${total} match.`;
}

export default function MembersPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const name = site?.options?.title || site?.domain?.name || "";
  const { cards, total, options, filter } = loaderData;
  const filtered = filter.cuisine !== "" || filter.search !== "";
  return (
    <article>
      <section className="hero">
        <div className="site-container">
          <p className="hero__eyebrow">{name}</p>
          <h1 className="hero__title">Our members</h1>
          <p className="hero__lead">{resultLine(cards.length, total, filtered)}</p>
          {total > 0 ? <MemberFilterForm filter={filter} options={options} /> : null}
        </div>
      </section>
      <div className="site-container">
        {filtered && cards.length === 0 ? (
          <p className="member-empty">
            No member matches these filters. <a href="/members">Show all members</a>
          </p>
        ) : (
          <MemberGrid cards={cards} eagerFirst />
        )}
      </div>
      <JoinBand state={actionData?.formStates[JOIN_BAND_ID]} />
    </article>
  );
}
