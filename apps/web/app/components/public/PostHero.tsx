import { POST_TYPES, type Post, slugify } from "@fooddir/contract";
import { IMAGE_SLOTS, imageAttrs } from "../../lib/responsive-image.ts";

type Props = { post: Post | null; isHome: boolean; siteName: string; siteDescription?: string };

/**
 * The top of a public page whose body has no Hero block: its title and description, and for a
 * member its logo and cuisines (each a link to the directory filtered by it). The poster
 * follows, with its size so nothing shifts while it loads (spec §1 member pages).
 */
export function PostHero({ post, isHome, siteName, siteDescription }: Props) {
  const title = post?.attributes.title || siteName;
  const description = post?.attributes.description || siteDescription;
  const member = post?.post_type_id === POST_TYPES.member;
  const logo = member ? post?.media.logo : null;
  const cuisines = member ? (post?.external_data.cuisines ?? []) : [];
  const poster = post?.media.poster;
  return (
    <>
      <section className={isHome ? "hero hero--home" : "hero"}>
        <div className={`site-container${logo ? " hero--with-logo" : ""}`}>
          {logo?.url ? (
            <img
              className="hero__logo"
              {...imageAttrs(logo, IMAGE_SLOTS.heroLogo, { small: true })}
              alt={logo.alt || `${title} logo`}
              width={88}
              height={88}
            />
          ) : null}
          <div>
            {isHome && post?.attributes.title && post.attributes.title !== siteName ? (
              <p className="hero__eyebrow">{siteName}</p>
            ) : null}
            <h1 className="hero__title">{title}</h1>
            {description ? <p className="hero__lead">{description}</p> : null}
            {cuisines.length > 0 ? (
              <ul className="hero__cuisines" aria-label="Cuisines">
                {cuisines.map((cuisine) => (
                  <li key={cuisine.id}>
                    <a href={`/members?cuisine=${slugify(cuisine.title)}`}>{cuisine.title}</a>
                  </li>
                ))}
              </ul>
            ) : null}
            {isHome ? (
              <a className="button" href="/members">
                View all members
              </a>
            ) : null}
          </div>
        </div>
      </section>
      {poster?.url ? (
        <div className="site-container">
          <img
            className="page-poster"
            {...imageAttrs(poster, IMAGE_SLOTS.content)}
            alt={poster.alt || ""}
            fetchPriority="high"
          />
        </div>
      ) : null}
    </>
  );
}
