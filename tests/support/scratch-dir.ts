import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

const MEMORY_DIR = '/dev/shm';
/** Below this much free memory-backed space, tests write to the ordinary temporary folder. */
const ENOUGH_BYTES = 2 * 1024 ** 3;

let chosen: string | undefined;

/**
 * Where tests keep their SQLite files and scratch folders: the memory-backed /dev/shm when it
 * has room (Linux), else the system's temporary folder. The shop opens SQLite with
 * `synchronous = FULL`, so every commit waits for the disk; test data need not outlive the run,
 * and on a busy disk those waits were most of an SQLite API test's time. Same files, same code,
 * no disk under them.
 */
export function scratchDir(): string {
  if (chosen === undefined) {
    try {
      accessSync(MEMORY_DIR, constants.W_OK);
      const stats = statfsSync(MEMORY_DIR);
      chosen = stats.bavail * stats.bsize >= ENOUGH_BYTES ? MEMORY_DIR : tmpdir();
    } catch {
      chosen = tmpdir();
    }
  }
  return chosen;
}
