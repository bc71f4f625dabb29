import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStorage } from '../../core/shared/key-value-storage.port';

/**
 * The shopper's memory between commands (the browser's localStorage): a small JSON file, so the
 * guest's `user_token` made by `add` names the same cart in `cart` and `order`. Written whole
 * through a temporary file, so an interrupted write leaves the old file.
 */
export class FileStorage implements KeyValueStorage {
  constructor(private readonly file: string) {}

  get(key: string): string | null {
    return this.read()[key] ?? null;
  }

  set(key: string, value: string): void {
    this.write({ ...this.read(), [key]: value });
  }

  remove(key: string): void {
    const { [key]: _gone, ...rest } = this.read();
    this.write(rest);
  }

  private read(): Record<string, string> {
    try {
      const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      return {};
    }
  }

  private write(values: Record<string, string>): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(values, null, 2), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}
