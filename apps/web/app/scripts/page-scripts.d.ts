/** The URL of a page script (page-scripts.vite.ts): hashed under /assets in a build. */
declare module "virtual:page-script/*" {
  const src: string;
  export default src;
}
