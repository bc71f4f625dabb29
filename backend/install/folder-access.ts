import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** One folder the shop writes to, as `install/set-permission` reports it. */
export interface FolderReport {
  /** `data` (database, configuration, outbox) or `uploads` (review photos). */
  name: string;
  path: string;
  writable: boolean;
}

/**
 * Whether the shop can write in `path`: the folder itself when it exists, else the nearest folder
 * above it (the shop creates the rest). Nothing is created by asking.
 */
export function folderWritable(path: string): boolean {
  let current = resolve(path);
  for (;;) {
    try {
      if (!statSync(current).isDirectory()) return false;
      accessSync(current, constants.W_OK | constants.X_OK);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return false;
    }
    const parent = dirname(current);
    if (parent === current) return false;
    current = parent;
  }
}

export function folderReports(folders: Readonly<Record<string, string>>): FolderReport[] {
  return Object.entries(folders).map(([name, path]) => ({ name, path: resolve(path), writable: folderWritable(path) }));
}
