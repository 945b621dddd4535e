import type { Database, DatabaseHandle } from "./client.server";

// The process-wide database handle, opened once by the boot sequence (or a
// test). It holds a connection pool, never application state: everything
// another instance would need lives in the database itself.
let handle: DatabaseHandle | undefined;

export function setDatabase(next: DatabaseHandle | undefined): void {
  handle = next;
}

export function databaseHandle(): DatabaseHandle {
  if (!handle) throw new Error("The database is not open yet (boot() has not run).");
  return handle;
}

export function db(): Database {
  return databaseHandle().db;
}
