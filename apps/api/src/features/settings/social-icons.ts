import type { SocialIcon } from "@fooddir/contract";
import { fieldError } from "../../http/errors.ts";

/**
 * The built-in social icon set (GET /api/social-icons). Path data from Tabler Icons
 * (https://tabler.io/icons, MIT licence): outline icons in a 24x24 viewBox, drawn with a 2px
 * round stroke and no fill. Ids are stable: stored socials refer to them.
 */
export const SOCIAL_ICONS: readonly SocialIcon[] = [
  {
    id: 1,
    name: "facebook",
    data: {
      label: "Facebook",
      icons: ["M7 10v4h3v7h4v-7h3l1 -4h-4v-2a1 1 0 0 1 1 -1h3v-4h-3a5 5 0 0 0 -5 5v2h-3"],
    },
  },
  {
    id: 2,
    name: "instagram",
    data: {
      label: "Instagram",
      icons: [
        "M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4l0 -10",
        "M8.5 12a3.5 3.5 0 1 0 7 0a3.5 3.5 0 0 0 -7 0",
        "M17 7v.01",
      ],
    },
  },
  {
    id: 3,
    name: "x",
    data: {
      label: "X (Twitter)",
      icons: [
        "M4 4l11.733 16h4.267l-11.733 -16l-4.267 0",
        "M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772",
      ],
    },
  },
  {
    id: 4,
    name: "tiktok",
    data: {
      label: "TikTok",
      icons: [
        "M21 7.917v4.034a9.948 9.948 0 0 1 -5 -1.951v4.5a6.5 6.5 0 1 1 -8 -6.326v4.326a2.5 2.5 0 1 0 4 2v-11.5h4.083a6.005 6.005 0 0 0 4.917 4.917",
      ],
    },
  },
  {
    id: 5,
    name: "youtube",
    data: {
      label: "YouTube",
      icons: [
        "M2 8a4 4 0 0 1 4 -4h12a4 4 0 0 1 4 4v8a4 4 0 0 1 -4 4h-12a4 4 0 0 1 -4 -4v-8",
        "M10 9l5 3l-5 3l0 -6",
      ],
    },
  },
  {
    id: 6,
    name: "linkedin",
    data: {
      label: "LinkedIn",
      icons: [
        "M8 11v5",
        "M8 8v.01",
        "M12 16v-5",
        "M16 16v-3a2 2 0 1 0 -4 0",
        "M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4l0 -10",
      ],
    },
  },
  {
    id: 7,
    name: "pinterest",
    data: {
      label: "Pinterest",
      icons: [
        "M8 20l4 -9",
        "M10.7 14c.437 1.263 1.43 2 2.55 2c2.071 0 3.75 -1.554 3.75 -4a5 5 0 1 0 -9.7 1.7",
        "M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0",
      ],
    },
  },
  {
    id: 8,
    name: "whatsapp",
    data: {
      label: "WhatsApp",
      icons: [
        "M3 21l1.65 -3.8a9 9 0 1 1 3.4 2.9l-5.05 .9",
        "M9 10a.5 .5 0 0 0 1 0v-1a.5 .5 0 0 0 -1 0v1a5 5 0 0 0 5 5h1a.5 .5 0 0 0 0 -1h-1a.5 .5 0 0 0 0 1",
      ],
    },
  },
  {
    id: 9,
    name: "telegram",
    data: {
      label: "Telegram",
      icons: ["M15 10l-4 4l6 6l4 -16l-18 7l4 2l2 6l3 -4"],
    },
  },
  {
    id: 10,
    name: "threads",
    data: {
      label: "Threads",
      icons: [
        "M19 7.5c-1.333 -3 -3.667 -4.5 -7 -4.5c-5 0 -8 2.5 -8 9s3.5 9 8 9s7 -3 7 -5s-1 -5 -7 -5c-2.5 0 -3 1.25 -3 2.5c0 1.5 1 2.5 2.5 2.5c2.5 0 3.5 -1.5 3.5 -5s-2 -4 -3 -4s-1.833 .333 -2.5 1",
      ],
    },
  },
  {
    id: 11,
    name: "mastodon",
    data: {
      label: "Mastodon",
      icons: [
        "M18.648 15.254c-1.816 1.763 -6.648 1.626 -6.648 1.626a18.262 18.262 0 0 1 -3.288 -.256c1.127 1.985 4.12 2.81 8.982 2.475c-1.945 2.013 -13.598 5.257 -13.668 -7.636l-.026 -1.154c0 -3.036 .023 -4.115 1.352 -5.633c1.671 -1.91 6.648 -1.666 6.648 -1.666s4.977 -.243 6.648 1.667c1.329 1.518 1.352 2.597 1.352 5.633s-.456 4.074 -1.352 4.944",
        "M12 11.204v-2.926c0 -1.258 -.895 -2.278 -2 -2.278s-2 1.02 -2 2.278v4.722m4 -4.722c0 -1.258 .895 -2.278 2 -2.278s2 1.02 2 2.278v4.722",
      ],
    },
  },
  {
    id: 12,
    name: "bluesky",
    data: {
      label: "Bluesky",
      icons: [
        "M6.335 5.144c-1.654 -1.199 -4.335 -2.127 -4.335 .826c0 .59 .35 4.953 .556 5.661c.713 2.463 3.13 2.75 5.444 2.369c-4.045 .665 -4.889 3.208 -2.667 5.41c1.03 1.018 1.913 1.59 2.667 1.59c2 0 3.134 -2.769 3.5 -3.5c.333 -.667 .5 -1.167 .5 -1.5c0 .333 .167 .833 .5 1.5c.366 .731 1.5 3.5 3.5 3.5c.754 0 1.637 -.571 2.667 -1.59c2.222 -2.203 1.378 -4.746 -2.667 -5.41c2.314 .38 4.73 .094 5.444 -2.369c.206 -.708 .556 -5.072 .556 -5.661c0 -2.953 -2.68 -2.025 -4.335 -.826c-2.293 1.662 -4.76 5.048 -5.665 6.856c-.905 -1.808 -3.372 -5.194 -5.665 -6.856",
      ],
    },
  },
  {
    id: 14,
    name: "tripadvisor",
    data: {
      label: "Tripadvisor",
      icons: [
        "M5 13.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0",
        "M16 13.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0",
        "M17.5 9a4.5 4.5 0 1 0 3.5 1.671l1 -1.671h-4.5",
        "M6.5 9a4.5 4.5 0 1 1 -3.5 1.671l-1 -1.671h4.5",
        "M10.5 15.5l1.5 2l1.5 -2",
        "M9 6.75c2 -.667 4 -.667 6 0",
      ],
    },
  },
  {
    id: 15,
    name: "snapchat",
    data: {
      label: "Snapchat",
      icons: [
        "M16.882 7.842a4.882 4.882 0 0 0 -9.764 0c0 4.273 -.213 6.409 -4.118 8.118c2 .882 2 .882 3 3c3 0 4 2 6 2s3 -2 6 -2c1 -2.118 1 -2.118 3 -3c-3.906 -1.709 -4.118 -3.845 -4.118 -8.118m-13.882 8.119c4 -2.118 4 -4.118 1 -7.118m17 7.118c-4 -2.118 -4 -4.118 -1 -7.118",
      ],
    },
  },
  {
    id: 16,
    name: "email",
    data: {
      label: "Email",
      icons: [
        "M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10",
        "M3 7l9 6l9 -6",
      ],
    },
  },
  {
    id: 17,
    name: "phone",
    data: {
      label: "Phone",
      icons: [
        "M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5l1.5 -2.5l5 2v4a2 2 0 0 1 -2 2a16 16 0 0 1 -15 -15a2 2 0 0 1 2 -2",
      ],
    },
  },
  {
    id: 18,
    name: "website",
    data: {
      label: "Website",
      icons: [
        "M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0",
        "M3.6 9h16.8",
        "M3.6 15h16.8",
        "M11.5 3a17 17 0 0 0 0 18",
        "M12.5 3a17 17 0 0 1 0 18",
      ],
    },
  },
];

const byId = new Map(SOCIAL_ICONS.map((icon) => [icon.id, icon]));

export function socialIconById(id: number): SocialIcon | undefined {
  return byId.get(id);
}

/** The icon of a social body, or a 422 naming icon_id. */
export function iconOrError(iconId: number): SocialIcon {
  const icon = byId.get(iconId);
  if (!icon) throw fieldError("icon_id", "The selected icon is invalid.");
  return icon;
}
