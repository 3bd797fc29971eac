import { createContext, useContext } from "react";

/**
 * The server puts each response's Content-Security-Policy nonce into this request header (any
 * value a client sent is replaced); entry.server.tsx reads it and hands it to React Router and to
 * the inline scripts of the layout through `NonceContext`.
 */
export const CSP_NONCE_HEADER = "x-csp-nonce";

export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce for inline scripts of this render (undefined in the browser). */
export const useNonce = () => useContext(NonceContext);
