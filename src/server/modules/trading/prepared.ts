// Statements of the order path whose SQL text drizzle builds once, not once per order. Drizzle's own
// `.prepare()` binds a statement to the database it was built on (the pool, outside any transaction),
// so the text is kept here and run on whichever executor the caller holds, a transaction's included.
// On PostgreSQL the statement is also named, so each connection parses and plans it once (PGlite has
// no named statements and runs the text as before).
import { type Column, getTableColumns, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './store';

// The dialect drizzle() builds for our databases (connect.ts sets no casing).
const dialect = new PgDialect();

export type Values = Record<string, unknown>;
export type Rows = { rows: Values[] };
export type Statement = (db: Executor, values: Values) => Promise<Rows>;

/** A statement built once by `build` (values as `sql.placeholder`s) and run with `values` under `name`. */
export function preparedStatement(name: string, build: (db: Executor) => SQL): Statement {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build(db));
    return (await db._.session.prepareQuery(query, undefined, name, false).execute(values)) as Rows;
  };
}

/** Statements of one family, built when a variant is first asked for (`key` names the variant). */
export function statementFamily<K extends string | number>(
  name: string,
  build: (db: Executor, key: K) => SQL,
): (key: K) => Statement {
  const made = new Map<K, Statement>();
  return (key) => {
    let statement = made.get(key);
    if (!statement) {
      statement = preparedStatement(`${name}_${key}`, (db) => build(db, key));
      made.set(key, statement);
    }
    return statement;
  };
}

/** A value of a prepared statement, passed as it is: `values` holds it already encoded. */
export const slot = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** The slots of a row's columns, named `${prefix}${key}`, for an insert's values or an update's set. */
export function slots<K extends string>(keys: readonly K[], prefix = ''): Record<K, SQL> {
  const out = {} as Record<K, SQL>;
  for (const key of keys) out[key] = slot(`${prefix}${key}`);
  return out;
}

const columnsOf = new WeakMap<PgTable, Record<string, Column>>();

/**
 * Writes a row's values into `into` under `${prefix}${key}`, encoded as drizzle encodes a value bound
 * to its column (a date to its ISO text, JSON to its text; null stays null), so a prepared write
 * stores exactly what the query builder stored.
 */
export function encodeRow(table: PgTable, row: Values, prefix: string, into: Values): Values {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = getTableColumns(table) as Record<string, Column>;
    columnsOf.set(table, columns);
  }
  for (const key in row) {
    const value = row[key];
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    into[`${prefix}${key}`] = value === null || value === undefined ? null : column.mapToDriverValue(value);
  }
  return into;
}

/**
 * A data-modifying statement a write carries in a `WITH` (saving a round trip): `name` names its
 * text, built by `build` from placeholders whose encoded `values` it carries.
 */
export type Along = { name: string; build: (db: Executor) => SQL; values: Values };

/** An insert of one row into `table` as an Along: its keys fixed, its values per use. */
export function insertAlong<K extends string>(
  name: string,
  table: PgTable,
  keys: readonly K[],
): (row: Record<K, unknown>) => Along {
  const prefix = `${name}_`;
  const build = (db: Executor) =>
    db
      .insert(table)
      .values(slots(keys, prefix) as never)
      .getSQL();
  return (row) => ({ name, build, values: encodeRow(table, row, prefix, {}) });
}
