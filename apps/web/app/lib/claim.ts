import { SIGNED_LINK_PAGE_HEADERS } from "./signed-link-headers.ts";

/**
 * `/claim/{memberId}` (decision 027, "Is this your truck? Claim it"): a vendor asks for a code
 * mailed to its listing's contact address, enters it, and goes on to choose a password. A form
 * flow for one visitor: never kept by the page cache or any shared cache, never indexed
 * (server/cache-key.ts and server/site-listener.ts through isSignedLinkPage, and the
 * route's headers).
 */
export const CLAIM_PATH = "/claim";
const CLAIM_PAGE = /^\/claim\/[^/]+\/?$/;

/** Whether a path is a claim page (`/claim/{memberId}`, what routes.ts sends to the route). */
export function isClaimPath(pathname: string): boolean {
  return CLAIM_PAGE.test(pathname);
}

/** The headers of every claim page, its 404 too (signed-link-headers.ts). */
export const CLAIM_HEADERS = SIGNED_LINK_PAGE_HEADERS;

/** The claim page of a listing (where its forms post). */
export const claimHref = (memberId: number) => `${CLAIM_PATH}/${memberId}`;

/** The form's two steps: ask for a code, then enter it. */
export type ClaimStep = "request" | "verify";

/** A refused post: which step, the message above the form, the code field's error and value. */
export type ClaimFormState = {
  step: ClaimStep;
  message: string;
  errors: { code?: string };
  code: string;
};

export const CLAIM_TEXT = {
  throttled: "Too many tries, try again later.",
  failed: "This could not be done right now. Please try again later.",
  invalid: "Please correct the code below.",
} as const;
