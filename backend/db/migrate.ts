import { type Kysely, Migrator } from 'kysely';
import { staticMigrationProvider } from './migration-provider';

export interface MigrationOutcome {
  /** Names of the migrations this call applied (empty when the schema was already current). */
  applied: string[];
}

/**
 * Brings the schema to the latest migration. Each migration runs in a transaction (both databases
 * have transactional DDL), and Kysely's lock table keeps two processes from migrating at once.
 * Throws with the failing migration's name and cause.
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<MigrationOutcome> {
  // Migrations see an untyped schema: the tables they build are not the final DB type yet.
  // Branches land migrations out of number order (0016 before 0015); each migration is
  // independent of its neighbours, so a database that ran a later one still takes an earlier one.
  const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider: staticMigrationProvider, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName;
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ? `"${failed}" ` : ''}failed: ${cause}`, { cause: error });
  }
  return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

/** Names of the migrations this code knows that the database has not run yet (empty when current). */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider: staticMigrationProvider, allowUnorderedMigrations: true });
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
