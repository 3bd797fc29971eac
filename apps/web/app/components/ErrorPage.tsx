import { errorSubtitle } from "../lib/error-info.ts";
import type { MemberCard } from "../lib/member-cards.ts";
import { IMAGE_SLOTS, imageAttrs } from "../lib/responsive-image.ts";
import type { ErrorPageConfig } from "../lib/site-data.server.ts";
import { MemberGrid } from "./public/MemberGrid.tsx";

type Props = {
  status: number;
  message: string;
  config?: ErrorPageConfig | null;
  /** The featured members found among the published ones (the "meet the members" grid). */
  members?: MemberCard[];
  /** A team member is looking: missing images show a placeholder. */
  signedIn?: boolean;
};

/** Shown to signed-in users where the settings leave an image out (spec §2). */
function ImagePlaceholder({ label }: { label: string }) {
  return (
    <div className="error-page__placeholder" role="img" aria-label={label}>
      {label}
    </div>
  );
}

/**
 * The public error page (spec §2 "Error page", §8): the configured title, the subtitle, the
 * truck image, "Take me home", and the "meet the members" section. Plain CSS
 * (styles/error-page.css); the caller gives it a frame (the site layout, or a bare <main>).
 */
export function ErrorPage({ status, message, config, members = [], signedIn = false }: Props) {
  const title = config?.title || (status === 404 ? "Oops!" : "Error");
  const truck = config?.truck_image;
  const showMembers = Boolean(config?.section_title) && (members.length > 0 || signedIn);
  return (
    <div className="error-page">
      <div className="error-page__inner">
        <p className="error-page__status">{status}</p>
        <h1 className="error-page__title">{title}</h1>
        <p className="error-page__subtitle">{errorSubtitle(status, config?.subtitle)}</p>
        <p className="error-page__message">{message}</p>
        {truck?.url ? (
          <img
            className="error-page__image"
            {...imageAttrs(truck, IMAGE_SLOTS.errorImage)}
            alt={truck.alt || ""}
          />
        ) : signedIn ? (
          <ImagePlaceholder label="No truck image set (Site options, Not-found page)" />
        ) : null}
        <a className="error-page__button" href="/">
          Take me home
        </a>
      </div>
      {showMembers ? (
        <section className="error-page__members" aria-labelledby="error-page-members">
          <h2 id="error-page-members" className="error-page__members-title">
            {config?.section_title}
          </h2>
          {config?.section_text ? (
            <p className="error-page__members-text">{config.section_text}</p>
          ) : null}
          {members.length > 0 ? (
            <MemberGrid cards={members} headingLevel={3} placeholders={signedIn} />
          ) : (
            <ImagePlaceholder label="No featured members found (Site options, Not-found page)" />
          )}
          <a className="error-page__button" href="/members">
            View all members
          </a>
        </section>
      ) : null}
    </div>
  );
}

/** The bare 404 for an unknown host (no domain data at all). */
export function PlainNotFound({ message }: { message: string }) {
  return (
    <main className="error-page">
      <div className="error-page__inner">
        <h1 className="error-page__title">404 Not Found</h1>
        <p className="error-page__message">{message}</p>
      </div>
    </main>
  );
}
