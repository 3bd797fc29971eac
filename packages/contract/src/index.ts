import "./zod-messages.ts";

export * from "./account.ts";
export * from "./domains.ts";
export * from "./envelope.ts";
export * from "./posts.ts";
export * from "./session.ts";
