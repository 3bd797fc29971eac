import type { MenuItem } from "@fooddir/contract";

/** What a new domain starts with (POST /api/domains), so its public site works at once. */
export function domainDefaults(name: string) {
  const menu: MenuItem[] = [
    { text: "Home", url: "/", type: "internal" },
    { text: "Members", url: "/members", type: "internal" },
  ];
  return {
    /** Types 1 accent text, 2 primary text, 4 accent background, 5 primary background. */
    colors: { 1: "#c2410c", 2: "#1f2933", 4: "#fff4e6", 5: "#ffffff" } as Record<number, string>,
    options: {
      title: name,
      social_media_title: "Follow us",
      menu_title: "Explore",
      join_title: "Join us",
      join_text: "Tell us about your food truck and we will get in touch.",
      copyright: name,
    } as Record<string, string>,
    menu: { header: menu, footer: menu },
    errorPage: {
      title: "Oops!",
      subtitle: "THIS PAGE COULD NOT BE FOUND.",
      section_title: "Meet the members",
      section_text: "",
    },
    homePage: { title: "Home", url: "/", description: `Welcome to ${name}.` },
  };
}
