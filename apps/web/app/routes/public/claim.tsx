import { CLAIM_CODE_TTL_MINUTES, CLAIM_SENT_MESSAGE } from "@fooddir/contract";
import { useRouteLoaderData } from "react-router";
import { FormField } from "../../blocks/FormField.tsx";
import { SIGN_IN_PATH } from "../../lib/auth/sign-in-address.ts";
import { claimAction, claimLoader } from "../../lib/claim.server.ts";
import { CLAIM_HEADERS, type ClaimFormState, type ClaimStep, claimHref } from "../../lib/claim.ts";
import { privatePageMeta } from "../../lib/site-meta.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/claim";
import "../../styles/respond.css";

/**
 * `/claim/{memberId}`: "Is this your truck? Claim it" (decision 027). Server-rendered without
 * scripts, private and never cached or indexed: a POST asks for a code mailed to the listing's
 * contact address, a second POST checks it and goes on to the set-password page. A listing that
 * is not a published member is the site's 404.
 */
export const loader = (args: Route.LoaderArgs) => claimLoader(args);
export const action = (args: Route.ActionArgs) => claimAction(args);

export function headers() {
  return new Headers(CLAIM_HEADERS);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const member = loaderData?.member.title;
  return privatePageMeta(matches, member ? `Claim ${member}` : "Claim a listing");
}

/** A refused post's message above its form (role=alert), linking to the code field. */
function Refusal({ form, step }: { form: ClaimFormState | null; step: ClaimStep }) {
  if (form?.step !== step) return null;
  return (
    <div className="blk-form__summary" role="alert">
      <p className="blk-form__summary-title">{form.message}</p>
      {form.errors.code ? (
        <ul>
          <li>
            <a href="#claim-code">{form.errors.code}</a>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const { member, sent } = loaderData;
  const form = actionData?.form ?? null;
  return (
    <article className="respond">
      <section className="hero">
        <div className="site-container">
          <p className="hero__eyebrow">{site?.options?.title || site?.domain?.name}</p>
          <h1 className="hero__title">Claim {member.title}</h1>
          <p className="hero__lead">
            Is this your truck? Keep its page yourself: we mail a code to the contact address the
            association has for {member.title}; with it you choose a password and sign in. Your
            changes are published once the association has reviewed them.
          </p>
        </div>
      </section>
      <div className="site-container respond__body">
        {member.claimed ? (
          <section className="respond-section" aria-labelledby="claim-owned-title">
            <h2 id="claim-owned-title" className="member-heading">
              This listing already has an owner
            </h2>
            <p>
              Someone keeps the page of {member.title} already, so it cannot be claimed. If it is
              yours, <a href={SIGN_IN_PATH}>sign in</a> (or reset your password there); otherwise
              ask the association.
            </p>
          </section>
        ) : (
          <ClaimForms member={member} sent={sent} form={form} />
        )}
      </div>
    </article>
  );
}

/** Ask for a code, then enter it (a listing nobody holds yet). */
function ClaimForms({
  member,
  sent,
  form,
}: {
  member: { id: number; title: string };
  sent: boolean;
  form: ClaimFormState | null;
}) {
  const showCode = sent || form?.step === "verify";
  const href = claimHref(member.id);
  return (
    <>
      <section className="respond-section" aria-labelledby="claim-request-title">
        <h2 id="claim-request-title" className="member-heading">
          Get a code
        </h2>
        <p>
          The code works for {CLAIM_CODE_TTL_MINUTES} minutes, entered here from the same connection
          (device and network) you asked from. No mail? Ask the association to check the contact
          address of your listing.
        </p>
        <Refusal form={form} step="request" />
        <form
          method="post"
          action={href}
          className="blk-form__form"
          aria-labelledby="claim-request-title"
        >
          <input type="hidden" name="intent" value="send" />
          <button type="submit" className="blk-button blk-form__submit">
            {showCode ? "Send me a new code" : "Send me a code"}
          </button>
        </form>
      </section>
      {showCode ? (
        <section className="respond-section" aria-labelledby="claim-code-title">
          <h2 id="claim-code-title" className="member-heading">
            Enter the code
          </h2>
          {sent && !form ? (
            <p className="blk-form__sent" role="status">
              {CLAIM_SENT_MESSAGE}
            </p>
          ) : null}
          <Refusal form={form} step="verify" />
          <form
            method="post"
            action={`${href}?sent=1`}
            className="blk-form__form"
            aria-labelledby="claim-code-title"
          >
            <input type="hidden" name="intent" value="verify" />
            <FormField
              id="claim-code"
              name="code"
              label="Code"
              hint="The 6 digits from the mail."
              required
              autoComplete="one-time-code"
              error={form?.step === "verify" ? form.errors.code : undefined}
              value={form?.step === "verify" ? form.code : ""}
              input={{ inputMode: "numeric", autoFocus: true }}
            />
            <button type="submit" className="blk-button blk-form__submit">
              Continue
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
