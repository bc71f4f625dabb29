import { type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './schema';

type Value = string | number;

/**
 * A query built and compiled once per database, then run with each call's values. Kysely builds
 * a query anew on every call (a tree of frozen nodes, then a compiler pass over it), which costs
 * more than running a small indexed read; the hot reads of a page view pay it once.
 *
 * `build` is called once per database with `placeholders`: distinctive values that must reach the
 * SQL as bound parameters (`where('x', '=', value)`), never inlined, and must not equal any other
 * parameter of the query. Each call then binds its own values in their places. Only for queries
 * whose shape does not depend on the values (no `in (...)` lists of varying length).
 */
export class PreparedQuery<Args extends readonly Value[], Row> {
  private readonly compiled = new WeakMap<Kysely<DB>, { query: CompiledQuery<Row>; slots: number[][] }>();

  constructor(
    private readonly build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
    private readonly placeholders: Args,
  ) {}

  async execute(db: Kysely<DB>, ...args: Args): Promise<Row[]> {
    const { query, slots } = this.compiledFor(db);
    const parameters = [...query.parameters];
    slots.forEach((positions, i) => {
      for (const position of positions) parameters[position] = args[i];
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  }

  private compiledFor(db: Kysely<DB>): { query: CompiledQuery<Row>; slots: number[][] } {
    const known = this.compiled.get(db);
    if (known) return known;
    const query = this.build(db, ...this.placeholders).compile();
    const slots = this.placeholders.map((placeholder) => {
      const positions = query.parameters.flatMap((parameter, position) => (parameter === placeholder ? [position] : []));
      if (positions.length === 0) throw new Error(`PreparedQuery: placeholder ${String(placeholder)} is not a bound parameter of: ${query.sql}`);
      return positions;
    });
    const prepared = { query, slots };
    this.compiled.set(db, prepared);
    return prepared;
  }
}
