/**
 * Entry point of the web server (`npm start`, `npm run start:web`, `npm run dev`). React and its
 * renderer pick their build from NODE_ENV when first loaded: the development build checks every
 * element and renders several times slower, so everything but `--dev` runs in production mode
 * unless NODE_ENV says otherwise. The server itself is in start.ts, loaded after this is set.
 */
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
await import("./start.ts");

export {};
