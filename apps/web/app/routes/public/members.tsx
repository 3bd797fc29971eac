import { useRouteLoaderData } from "react-router";
import { JOIN_BAND_ID, JoinBand } from "../../components/public/JoinBand.tsx";
import { MemberFilterForm } from "../../components/public/MemberFilterForm.tsx";
import { MemberGrid } from "../../components/public/MemberGrid.tsx";
import { Pagination } from "../../components/public/Pagination.tsx";
import { redirectToCanonical } from "../../lib/canonical-address.ts";
import { formatCount } from "../../lib/content/format.ts";
import { memberCards } from "../../lib/member-cards.ts";
import {
  cuisineOptions,
  filterMembers,
  MEMBERS_PAGE_SIZE,
  memberFilterOf,
  membersPageHref,
} from "../../lib/member-filter.ts";
import { throwNotFound } from "../../lib/not-found.server.ts";
import { pageItems, pagingOf, requestedPage } from "../../lib/paging.ts";
import { publicFormAction } from "../../lib/public-form.server.ts";
import { publishedMembers, searchedMembers } from "../../lib/published-members.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import { rootSiteData, siteNameOf } from "../../lib/site-meta.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/members";

/**
 * /members: every published member of the domain, in the panel's order (spec §2, §9), filtered
 * by cuisine and searched from the URL (?cuisine=mexican&search=taco: words of the name,
 * description, cuisines and menu, best match first, marked in the cards), MEMBERS_PAGE_SIZE a page
 * (?page=2); a page that does not exist (?page=0, past the last) is the public 404, and an
 * unknown cuisine or another spelling of the address redirects to the page's own address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = requestedPage(url);
  if (page === null) return throwNotFound(context, request);
  const members = await publishedMembers(context, request);
  const options = cuisineOptions(members);
  const filter = memberFilterOf(url, options);
  // One address per page: an unknown cuisine or another spelling is sent to it.
  redirectToCanonical(request, ["cuisine", "search", "page"], membersPageHref(filter, page));
  const found = filter.search ? await searchedMembers(context, request, filter.search) : members;
  const matching = filterMembers(found, filter);
  const paging = pagingOf(page, matching.length, MEMBERS_PAGE_SIZE, (n) =>
    membersPageHref(filter, n),
  );
  if (!paging) return throwNotFound(context, request);
  return {
    cards: memberCards(pageItems(matching, paging, MEMBERS_PAGE_SIZE)),
    matching: matching.length,
    total: members.length,
    options,
    filter,
    paging,
  };
}

/** The join band's post (lib/public-form.server.ts). */
export const action = publicFormAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootSiteData(matches);
  const name = siteNameOf(root);
  const origin = root?.origin ?? "";
  const paging = loaderData?.paging;
  const page = paging?.page ?? 1;
  const filtered = Boolean(loaderData?.filter.cuisine || loaderData?.filter.search);
  const tags = seoMeta({
    siteName: root?.domain?.seo?.title || name,
    title: page > 1 ? `Members - page ${page}` : "Members",
    description: `Every member of ${name}: find a truck by cuisine, food or name.`,
    origin,
    // The directory's pages are canonical, each its own (page 2 lists other members); filtered
    // views point at the directory's first page.
    path: filtered ? "/members" : membersPageHref({ cuisine: "", search: "" }, page),
    image: root?.options?.logo ?? null,
  });
  if (!filtered) {
    for (const [rel, href] of [
      ["prev", paging?.prev],
      ["next", paging?.next],
    ] as const) {
      if (href && origin) tags.push({ tagName: "link", rel, href: `${origin}${href}` });
    }
  }
  return tags;
}

function resultLine(shown: number, total: number, filtered: boolean) {
  if (total === 0) return "No members are listed yet.";
  if (!filtered) return `${formatCount(total, "member")} to discover.`;
  return `${formatCount(shown, "member")} of ${total} match.`;
}

export default function MembersPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const name = site?.options?.title || site?.domain?.name || "";
  const { cards, matching, total, options, filter, paging } = loaderData;
  const filtered = filter.cuisine !== "" || filter.search !== "";
  return (
    <article>
      <section className="hero">
        <div className="site-container">
          <p className="hero__eyebrow">{name}</p>
          <h1 className="hero__title">Our members</h1>
          <p className="hero__lead">{resultLine(matching, total, filtered)}</p>
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
        <Pagination paging={paging} label="Member pages" />
      </div>
      <JoinBand state={actionData?.formStates[JOIN_BAND_ID]} />
    </article>
  );
}
