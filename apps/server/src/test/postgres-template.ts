import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client';

// Migrating a PostgreSQL database takes seconds; copying a migrated one with CREATE DATABASE
// ... TEMPLATE takes a fraction of that. So a run migrates one template (global-setup.ts) and
// every suite gets its own copy of it.

/** An admin connection to the test server for one statement (CREATE and DROP DATABASE). */
async function onTestServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the test server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A name no other worker or run picks. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
}

/** A new database with every migration applied, for copying; nobody stays connected to it. */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = uniqueDatabaseName('vmu_template');
  await onTestServer(adminUrl, `create database "${name}"`);
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return name;
}

/** A new database `name`, a copy of the migrated template. */
export function copyPostgresTemplate(adminUrl: string, template: string, name: string) {
  return onTestServer(adminUrl, `create database "${name}" template "${template}"`);
}

export function dropPostgresDatabase(adminUrl: string, name: string) {
  return onTestServer(adminUrl, `drop database if exists "${name}" with (force)`);
}
