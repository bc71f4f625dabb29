// Once per `vitest run`, before any worker starts: names the run, so every worker builds and
// copies the same migrated, seeded templates (tests/support/database-templates.ts), and removes
// them at the end, with the leftovers of runs that were killed long ago.
import { DEFAULT_PG_URL } from './databases';
import { dropPostgresTemplates, dropSqliteTemplates, newRunId } from './database-templates';

export async function setup(): Promise<() => Promise<void>> {
  // Workers are started after this and inherit the environment.
  process.env.SF_TEST_RUN ??= newRunId();
  const adminUrl = process.env.TEST_PG_URL || DEFAULT_PG_URL;
  dropSqliteTemplates();
  await dropPostgresTemplates(adminUrl).catch(() => {
    // No PostgreSQL here: the tests that need it say so themselves.
  });
  return async () => {
    dropSqliteTemplates();
    await dropPostgresTemplates(adminUrl).catch(() => {});
  };
}
