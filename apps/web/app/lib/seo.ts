import { POST_TYPES, type Post, type ResolvedFaqCategory, walkBlocks } from "@fooddir/contract";
import type { MetaDescriptor } from "react-router";
import { profileJsonLd } from "./member-json-ld.ts";

/** What a public page says about itself to search engines and social previews. */
export type PageSeo = {
  /** The site's name for titles (its SEO title, else its name). */
  siteName: string;
  /** The page's own title; none on the home page (the site's SEO title is the title). */
  title?: string;
  description?: string;
  /** The site's public origin (PUBLIC_URL); no canonical URL without it. */
  origin: string;
  /** The page's path, e.g. `/taco-loco`. */
  path: string;
  image?: { url: string; alt?: string } | null;
  noIndex?: boolean;
  noFollow?: boolean;
  type?: "website" | "article" | "profile";
};

/** An absolute URL on the site for a path or a root-relative media URL. */
export const absoluteUrl = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;

/** Title, description, canonical, robots, Open Graph and Twitter tags of a page. */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const title = seo.title ? `${seo.title} | ${seo.siteName}` : seo.siteName;
  const tags: MetaDescriptor[] = [{ title }];
  if (seo.description) tags.push({ name: "description", content: seo.description });
  const robots = [seo.noIndex ? "noindex" : "", seo.noFollow ? "nofollow" : ""].filter(Boolean);
  if (robots.length > 0) tags.push({ name: "robots", content: robots.join(", ") });
  const url = seo.origin ? absoluteUrl(seo.origin, seo.path) : "";
  if (url) tags.push({ tagName: "link", rel: "canonical", href: url });
  tags.push(
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title || seo.siteName },
    { property: "og:site_name", content: seo.siteName },
  );
  if (url) tags.push({ property: "og:url", content: url });
  if (seo.description) tags.push({ property: "og:description", content: seo.description });
  const image = seo.image?.url && seo.origin ? absoluteUrl(seo.origin, seo.image.url) : "";
  // A preview image always has a text alternative: the media item's alt, else the page's title.
  const imageAlt = seo.image?.alt?.trim() || seo.title || seo.siteName;
  if (image) {
    tags.push({ property: "og:image", content: image });
    tags.push({ property: "og:image:alt", content: imageAlt });
  }
  tags.push({ name: "twitter:card", content: image ? "summary_large_image" : "summary" });
  tags.push({ name: "twitter:title", content: seo.title || seo.siteName });
  if (seo.description) tags.push({ name: "twitter:description", content: seo.description });
  if (image) {
    tags.push({ name: "twitter:image", content: image });
    tags.push({ name: "twitter:image:alt", content: imageAlt });
  }
  return tags;
}

type Site = {
  name: string;
  origin: string;
  description?: string;
  logoUrl?: string;
  email?: string;
  phone?: string;
  address?: string;
  sameAs?: string[];
};

/** JSON-LD of the home page: the association and its web site. */
export function homeJsonLd(site: Site): Record<string, unknown>[] {
  const organization: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: `${site.origin}/`,
  };
  if (site.logoUrl) organization.logo = absoluteUrl(site.origin, site.logoUrl);
  if (site.email) organization.email = site.email;
  if (site.phone) organization.telephone = site.phone;
  if (site.address) organization.address = site.address;
  if (site.sameAs?.length) organization.sameAs = site.sameAs;
  const website: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: `${site.origin}/`,
  };
  if (site.description) website.description = site.description;
  return [organization, website];
}

/**
 * JSON-LD of a member's page: a food establishment with its cuisines, contact, social links and
 * menu (prices in the site's `currency`).
 */
export function memberJsonLd(
  post: Post,
  origin: string,
  path: string,
  currency?: string,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "FoodEstablishment",
    name: post.attributes.title,
    url: absoluteUrl(origin, path),
  };
  if (post.attributes.description) data.description = post.attributes.description;
  if (post.media.poster?.url) data.image = absoluteUrl(origin, post.media.poster.url);
  if (post.media.logo?.url) data.logo = absoluteUrl(origin, post.media.logo.url);
  const cuisines = post.external_data.cuisines.map((c) => c.title);
  if (cuisines.length > 0) data.servesCuisine = cuisines;
  return { ...data, ...profileJsonLd(post.profile, absoluteUrl(origin, path), currency) };
}

/** JSON-LD FAQPage of the FAQs a page's FAQ blocks show, or null when it shows none. */
export function faqJsonLd(body: unknown): Record<string, unknown> | null {
  const content = (body as { content?: unknown } | null)?.content;
  if (!Array.isArray(content)) return null;
  const questions: Record<string, unknown>[] = [];
  for (const block of walkBlocks(content)) {
    if (block.type !== "Faq") continue;
    const resolved = block.props.resolved as { categories?: ResolvedFaqCategory[] } | undefined;
    for (const category of resolved?.categories ?? []) {
      for (const faq of category.faqs) {
        questions.push({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer },
        });
      }
    }
  }
  if (questions.length === 0) return null;
  return { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: questions };
}

/** JSON-LD BreadcrumbList: home, then (for a member) the member directory, then the page. */
export function breadcrumbJsonLd(
  crumbs: { name: string; path: string }[],
  origin: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** The breadcrumb trail of a published post. */
export function crumbsOf(post: Pick<Post, "post_type_id" | "attributes">, path: string) {
  const crumbs = [{ name: "Home", path: "/" }];
  if (post.post_type_id === POST_TYPES.member) crumbs.push({ name: "Members", path: "/members" });
  crumbs.push({ name: post.attributes.title, path });
  return crumbs;
}

/**
 * `<link rel="alternate" type="application/atom+xml">` of the blog's feed, for the pages of the
 * blog (its index and its posts); none without the site's origin.
 */
export function blogFeedLink(origin: string, siteName: string): MetaDescriptor[] {
  if (!origin) return [];
  return [
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `${siteName} blog`,
      href: absoluteUrl(origin, "/blog/feed.xml"),
    },
  ];
}

/** JSON-LD BlogPosting of a blog post: headline, image, dates and author where known. */
export function blogPostingJsonLd(
  post: Post,
  origin: string,
  path: string,
  publisher: string,
): Record<string, unknown> {
  const url = absoluteUrl(origin, path);
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.attributes.title,
    url,
    mainEntityOfPage: url,
  };
  if (post.attributes.description) data.description = post.attributes.description;
  if (post.media.poster?.url) data.image = absoluteUrl(origin, post.media.poster.url);
  if (post.published_at) data.datePublished = post.published_at;
  if (post.updated_at) data.dateModified = post.updated_at;
  const author = post.author ? `${post.author.firstname} ${post.author.lastname}`.trim() : "";
  if (author) data.author = { "@type": "Person", name: author };
  if (publisher) data.publisher = { "@type": "Organization", name: publisher, url: `${origin}/` };
  return data;
}
