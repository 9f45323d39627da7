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

/** Every package of an `rpmdb.sqlite` (rpm ≥ 4.16, as rpm-ostree keeps it in `usr/share/rpm`). */
export async function readRpmdbSqlite(bytes: Uint8Array, source: string): Promise<RpmHeaderPackage[]> {
  if (new TextDecoder().decode(bytes.subarray(0, 16)) !== SQLITE_MAGIC)
    throw new RpmdbError(
      `${source}: not an SQLite rpm database (a BDB or ndb database from before rpm 4.16 is not read)`,
    );
  const SQL = await loadSqlite();
  let db: InstanceType<SqlJsStatic['Database']> | undefined;
  try {
    db = new SQL.Database(bytes);
    const rows = db.exec('SELECT hnum, blob FROM Packages ORDER BY hnum');
    const packages: RpmHeaderPackage[] = [];
    for (const [hnum, blob] of rows[0]?.values ?? []) {
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
    db?.close();
  }
}
