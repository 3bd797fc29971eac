/**
 * The build's compressed copies of its text assets (precompress.ts writes them,
 * static-files.ts sends them): which files have them, and the suffix of each encoding's copy.
 * Images, fonts and media are compressed formats already.
 */
export const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|html|xml|webmanifest)$/;

export const PRECOMPRESSED_SUFFIX = { br: ".br", gzip: ".gz" } as const;
