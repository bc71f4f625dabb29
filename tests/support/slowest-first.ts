import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds the slowest files take in a full run on the 2-core machine (README, "Which command
 * when"). Vitest orders files by the durations it cached in the last run, and a fresh clone has
 * none: it then ran these last or in the middle, and the run waited for the one that started late.
 */
const EXPECTED_SECONDS: Readonly<Record<string, number>> = {
  // A fresh-clone run of 2026-11-28 on a 2-core machine, two files side by side (README, "Which command when").
  'tests/e2e/accessibility.test.ts': 257,
  'tests/e2e/visual.test.ts': 85,
  'tests/e2e/layout-shift.test.ts': 75,
  'tests/e2e/link-integrity.test.ts': 73,
  'tests/api/input-fuzz.test.ts': 69,
  'tests/e2e/accounts-auth.test.ts': 52,
  'tests/e2e/checkout-journeys.test.ts': 52,
  'tests/e2e/home.test.ts': 51,
  'tests/e2e/payments-journeys-regional.test.ts': 44,
  'tests/e2e/payments-journeys.test.ts': 44,
};

/**
 * The longest files first, whatever their project (on two workers the run ends when its longest
 * file does, so that file starts at once), then Vitest's own order: failed first, then by the
 * durations of the last run.
 */
export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const expected = (file: TestSpecification) => EXPECTED_SECONDS[relative(file.project.config.root, file.moduleId).replace(/\\/g, '/')] ?? 0;
    return ordered.map((file, index) => ({ file, index })).sort((a, b) => expected(b.file) - expected(a.file) || a.index - b.index).map(({ file }) => file);
  }
}
