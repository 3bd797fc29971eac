import "./zod-messages.ts";

export * from "./account.ts";
export * from "./blocks.ts";
export * from "./cuisine-tags.ts";
export * from "./dashboard.ts";
export * from "./domains.ts";
export * from "./envelope.ts";
export * from "./image-variants.ts";
export * from "./input-safety.ts";
export * from "./locations.ts";
export * from "./member-profile.ts";
export * from "./paths.ts";
export * from "./posts.ts";
export * from "./session.ts";
export * from "./settings.ts";
export * from "./submissions.ts";
export * from "./time-zone.ts";
export * from "./users.ts";
