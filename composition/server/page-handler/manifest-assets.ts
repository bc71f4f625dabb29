import { readFileSync } from 'node:fs';
import type { PageAssets } from './html-document';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'composition/entry-client.tsx';

/** Works out, from Vite's build manifest, what a first page needs: its CSS and its chunks. */
export class ManifestAssets {
  private readonly manifest: Manifest;
  private readonly cache = new Map<string, PageAssets>();

  constructor(manifestPath: string) {
    this.manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    if (!this.manifest[CLIENT_ENTRY]) throw new Error(`${manifestPath} has no ${CLIENT_ENTRY}`);
  }

  forPage(pageModule: string | null): PageAssets {
    const key = pageModule ?? '';
    let assets = this.cache.get(key);
    if (!assets) {
      const css = new Set<string>();
      const preload = new Set<string>();
      const visit = (id: string, seen: Set<string>) => {
        const chunk = this.manifest[id];
        if (!chunk || seen.has(id)) return;
        seen.add(id);
        chunk.css?.forEach((file) => css.add(`/${file}`));
        if (id !== CLIENT_ENTRY) preload.add(`/${chunk.file}`);
        chunk.imports?.forEach((child) => visit(child, seen));
      };
      const seen = new Set<string>();
      visit(CLIENT_ENTRY, seen);
      if (pageModule) visit(pageModule, seen);
      assets = { css: [...css], preload: [...preload], entry: `/${this.manifest[CLIENT_ENTRY]!.file}` };
      this.cache.set(key, assets);
    }
    return assets;
  }

  /** Every file a first visit to a page downloads (for the bundle-size benchmark). */
  filesFor(pageModule: string | null): string[] {
    const assets = this.forPage(pageModule);
    return [assets.entry, ...assets.preload, ...assets.css];
  }
}
