import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type LazySpaPage, lazySpaPages } from "@studio/shared";

/** One chunk of the web build's manifest (`vite build` with `build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Each lazy page's modules as the manifest names them, its own first (the web build writes it
 * beside the manifest: apps/web/build/page-modules.ts), so the server knows pages by key only.
 */
export type PageModules = Partial<Record<LazySpaPage, string[]>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isManifest(value: unknown): value is Manifest {
  return isRecord(value);
}

function isPageModules(value: unknown): value is PageModules {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (modules) => Array.isArray(modules) && modules.every((m) => typeof m === "string"),
    )
  );
}

interface PageFiles {
  /** What index.html loads (the entry, its static imports, their CSS), entry first. */
  entryJs: string[];
  entryCss: string[];
  /** The page's chunk, its static imports (transitively) and their CSS, minus the entry's. */
  js: string[];
  css: string[];
}

function pageFiles(manifest: Manifest, keys: string[]): PageFiles {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const alreadyLoaded = new Set<string>();
  const entryJs: string[] = [];
  const entryCss: string[] = [];
  const markEntry = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || alreadyLoaded.has(chunk.file)) return;
    alreadyLoaded.add(chunk.file);
    entryJs.push(chunk.file);
    for (const file of chunk.css ?? []) {
      alreadyLoaded.add(file);
      entryCss.push(file);
    }
    for (const next of chunk.imports ?? []) markEntry(next);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) markEntry(entryKey);

  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || seen.has(chunkKey)) return;
    seen.add(chunkKey);
    if (!alreadyLoaded.has(chunk.file)) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!alreadyLoaded.has(file)) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return { entryJs, entryCss, js, css: [...css] };
}

/**
 * `Link` header values that let the browser fetch a lazy page's chunks while it is still
 * downloading the main bundle. Without them the page's chunk is discovered only once the main
 * bundle has run and React has rendered, a second round trip before anything shows. The main
 * bundle's own files are named first: the header is read before the HTML, and over HTTP/1.1's
 * six connections a page's many chunks would otherwise queue the main bundle behind them.
 */
export function buildPreloadHints(
  manifest: Manifest,
  pageModules: PageModules,
): Map<LazySpaPage, string> {
  const hints = new Map<LazySpaPage, string>();
  for (const page of lazySpaPages) {
    const modules = pageModules[page] ?? [];
    const key = modules[0];
    if (key === undefined || !manifest[key]) continue;
    const { entryJs, entryCss, js, css } = pageFiles(manifest, modules);
    if (js.length + css.length === 0) continue;
    const links = [
      ...[...entryJs, ...js].map((file) => `</${file}>; rel=modulepreload`),
      // crossorigin, as the stylesheet links Vite writes: a preload in another credentials mode
      // is not reused, and the browser downloads the stylesheet twice.
      ...[...entryCss, ...css].map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
    ];
    hints.set(page, links.join(", "));
  }
  return hints;
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

/**
 * Reads the build's manifest and page modules; without them (an old or a dev build), no hints.
 */
export function loadPreloadHints(webDistDir: string): Map<LazySpaPage, string> {
  const manifest = readJson(join(webDistDir, ".vite", "manifest.json"));
  const pageModules = readJson(join(webDistDir, ".vite", "page-modules.json"));
  return isManifest(manifest) && isPageModules(pageModules)
    ? buildPreloadHints(manifest, pageModules)
    : new Map();
}
