import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** What the installer saves and `npm start` reads on the next start: the database to open. */
export interface ShopConfig {
  databaseUrl: string;
  /** When the installer saved it (ISO 8601). */
  configuredAt: string;
}

/** The configuration file in the data folder. */
export function shopConfigFile(dataDir: string): string {
  return join(dataDir, 'shop-config.json');
}

/** The saved configuration, or null when there is none (or it cannot be read as one). */
export function readShopConfig(file: string): ShopConfig | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<ShopConfig>;
    if (typeof parsed.databaseUrl !== 'string' || parsed.databaseUrl === '') return null;
    return { databaseUrl: parsed.databaseUrl, configuredAt: String(parsed.configuredAt ?? '') };
  } catch {
    return null;
  }
}

/**
 * Writes the configuration atomically: a private temporary file (mode 0600: it may hold a
 * database password) in the same folder, flushed to disk, then renamed over the target, so a
 * reader sees the old file or the whole new one, never half of it.
 */
export function saveShopConfig(file: string, config: ShopConfig): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(fd, `${JSON.stringify(config, null, 2)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
