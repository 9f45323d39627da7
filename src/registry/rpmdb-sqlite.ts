import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { parseRpmHeader, RpmHeaderError, type RpmHeaderPackage } from '../domain/rpmdb/rpm-header';

/** An rpm database that cannot be read: the message says which and why. */
export class RpmdbError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RpmdbError';
  }
}

const SQLITE_MAGIC = 'SQLite format 3\0';
let sqlite: Promise<SqlJsStatic> | undefined;

/** sql.js, its WebAssembly read from its package (or beside a bundle: `sql-wasm.wasm`). */
function loadSqlite(): Promise<SqlJsStatic> {
  sqlite ??= (async () => {
    let wasm: Buffer;
    try {
      wasm = readFileSync(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'));
    } catch {
      wasm = readFileSync(new URL('./sql-wasm.wasm', import.meta.url));
    }
    return initSqlJs({ wasmBinary: wasm as unknown as ArrayBuffer });
  })();
  return sqlite;
}

/** The database's bytes, handed over: the reader lets go of them once sql.js has its copy. */
export interface RpmdbFile {
  bytes?: Uint8Array;
}

/**
 * Every package of an `rpmdb.sqlite` (rpm ≥ 4.16, as rpm-ostree keeps it in `usr/share/rpm`).
 * The file is let go of as soon as sql.js holds it, and headers are read one row at a time,
 * so that at most about one more copy of the database is alive at once.
 */
export async function readRpmdbSqlite(file: RpmdbFile | Uint8Array, source: string): Promise<RpmHeaderPackage[]> {
  const holder: RpmdbFile = file instanceof Uint8Array ? { bytes: file } : file;
  const bytes = holder.bytes ?? new Uint8Array();
  if (new TextDecoder().decode(bytes.subarray(0, 16)) !== SQLITE_MAGIC)
    throw new RpmdbError(
      `${source}: not an SQLite rpm database (a BDB or ndb database from before rpm 4.16 is not read)`,
    );
  const SQL = await loadSqlite();
  let db: InstanceType<SqlJsStatic['Database']> | undefined;
  let rows: ReturnType<InstanceType<SqlJsStatic['Database']>['prepare']> | undefined;
  try {
    db = new SQL.Database(bytes);
    holder.bytes = undefined;
    rows = db.prepare('SELECT hnum, blob FROM Packages ORDER BY hnum');
    const packages: RpmHeaderPackage[] = [];
    while (rows.step()) {
      const [hnum, blob] = rows.get();
      try {
        packages.push(parseRpmHeader(blob as Uint8Array));
      } catch (error) {
        if (error instanceof RpmHeaderError)
          throw new RpmdbError(`${source}: package ${String(hnum)}: ${error.message}`);
        throw error;
      }
    }
    return packages;
  } catch (error) {
    if (error instanceof RpmdbError) throw error;
    throw new RpmdbError(`${source}: ${(error as Error).message}`);
  } finally {
    rows?.free();
    db?.close();
  }
}
