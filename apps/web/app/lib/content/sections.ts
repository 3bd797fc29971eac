import { POST_SECTIONS, type PostSection } from "@fooddir/contract";

export type SectionConfig = {
  section: PostSection;
  type: number;
  /** "Members" */
  title: string;
  /** "member" */
  singular: string;
  plural: string;
  poster: boolean;
  logo: boolean;
  cuisines: boolean;
  /** Thumbnails in the list rows. */
  thumbnails: boolean;
};

const base = (section: PostSection, title: string, singular: string, plural = `${singular}s`) => ({
  section,
  type: POST_SECTIONS[section],
  title,
  singular,
  plural,
  poster: false,
  logo: false,
  cuisines: false,
  thumbnails: false,
});

export const SECTIONS: Record<PostSection, SectionConfig> = {
  pages: base("pages", "Pages", "page"),
  members: {
    ...base("members", "Members", "member"),
    poster: true,
    logo: true,
    cuisines: true,
    thumbnails: true,
  },
  cuisines: { ...base("cuisines", "Cuisines", "cuisine page"), cuisines: true },
  showcases: { ...base("showcases", "Showcases", "showcase"), poster: true },
  caterings: { ...base("caterings", "Caterings", "catering"), poster: true },
  blog: { ...base("blog", "Blog", "blog post"), poster: true },
};

export function isSection(value: string | undefined): value is PostSection {
  return value !== undefined && Object.hasOwn(SECTIONS, value);
}

/** The content section of a panel path (`/panel/members/12` -> members). */
export function sectionFromPath(pathname: string): SectionConfig | null {
  const segment = pathname.split("/")[2];
  return isSection(segment) ? SECTIONS[segment] : null;
}
