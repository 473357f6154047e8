/**
 * The client build's manifest (dist/.vite/manifest.json), as far as the server reads it: which chunk and styles each
 * source module became. Both the page's shell (firstPaintShell.ts) and its route assets (routeAssets.ts) read it.
 */

/** One chunk of the client build's manifest, as Vite writes it (only the fields read here). */
interface ManifestChunk {
  /** The chunk's JS, a path in the build: 'assets/OfflineScreen-gTsF1ZRV.js'. */
  file: string;
  /** Manifest keys of the chunks it imports statically: the browser needs them before it runs. */
  imports?: string[];
  /** The CSS files the chunk brings, paths in the build. */
  css?: string[];
}

/** The client build's manifest: chunks by source module ('ui/screens/OfflineScreen.tsx') or shared chunk key. */
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;
