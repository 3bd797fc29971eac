import type { MemberProfile } from "@fooddir/contract";

/** The profile of the member "Taco Loco": a phone, an email, a website, two socials and a menu. */
export const testMemberProfile = (over: Partial<MemberProfile> = {}): MemberProfile => ({
  phone: "+1 (555) 010-2030",
  website: "https://www.tacoloco.example/",
  public_email: "hola@tacoloco.example",
  socials: [
    { network: "instagram", url: "https://instagram.com/tacoloco" },
    // Never stored (the API refuses it); never a link either.
    { network: "facebook", url: "javascript:alert(1)" },
  ],
  menu: [
    {
      section: "Tacos",
      items: [
        { name: "Al pastor", description: "Pork, pineapple", price: 4.5, dietary: ["halal"] },
        { name: "Off the menu", description: null, price: null, dietary: [] },
      ],
    },
  ],
  ...over,
});
