import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

// Column helpers every schema file uses, written once.

/** A point in time with its zone, as every timestamp of the schema is stored. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A check's list of allowed values (the domain's constants, never client input). */
export const inList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));
