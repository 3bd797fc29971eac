import { DEFAULT_CURRENCY } from "@fooddir/contract";
import { useRouteLoaderData } from "react-router";
import { RespondAnswer } from "../../components/respond/RespondAnswer.tsx";
import { RespondEvent } from "../../components/respond/RespondEvent.tsx";
import { RespondForms } from "../../components/respond/RespondForms.tsx";
import { postDate, siteTimeZone } from "../../lib/blog.ts";
import { respondAction, respondLoader } from "../../lib/respond.server.ts";
import { DONE_TEXT, RESPOND_HEADERS, respondHref } from "../../lib/respond.ts";
import { privatePageMeta } from "../../lib/site-meta.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/respond";
import "../../styles/respond.css";

/**
 * `/respond/{token}`: a truck's answer to a catering request, from the link of its mail
 * (contract.md "Catering requests that reach the right trucks", issue 23). Server-rendered
 * without scripts, private and never cached or indexed; a GET only shows (`?action=` puts the
 * answer the mail named first), a POST answers. A token the API refuses is the site's 404.
 */
export const loader = (args: Route.LoaderArgs) => respondLoader(args);
export const action = (args: Route.ActionArgs) => respondAction(args);

export function headers() {
  return new Headers(RESPOND_HEADERS);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const member = loaderData?.view.member.title;
  return privatePageMeta(matches, member ? `Catering request for ${member}` : "Catering request");
}

export default function RespondPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const currency = site?.options?.currency || DEFAULT_CURRENCY;
  const timeZone = siteTimeZone(site?.options);
  const { view, token, asked, done } = loaderData;
  const expires = postDate(view.expires_at, timeZone);
  return (
    <article className="respond">
      <section className="hero">
        <div className="site-container">
          <p className="hero__eyebrow">{site?.options?.title || site?.domain?.name}</p>
          <h1 className="hero__title">Catering request for {view.member.title}</h1>
          <p className="hero__lead">
            {view.open ? (
              <>
                Answer here, no account needed.
                {expires ? (
                  <>
                    {" "}
                    This link works until <time dateTime={expires.iso}>{expires.text}</time>.
                  </>
                ) : null}
              </>
            ) : (
              "This request is closed: it takes no more answers."
            )}
          </p>
        </div>
      </section>
      <div className="site-container respond__body">
        {done && !actionData ? (
          <p className="blk-form__sent" role="status">
            {DONE_TEXT[done]}
          </p>
        ) : null}
        {/* The event first: what the truck answers about (issue 38). */}
        <RespondEvent request={view.request} currency={currency} />
        <RespondAnswer view={view} currency={currency} timeZone={timeZone} />
        <RespondForms
          view={view}
          action={respondHref(token)}
          asked={asked}
          form={actionData?.form ?? null}
          currency={currency}
        />
      </div>
    </article>
  );
}
