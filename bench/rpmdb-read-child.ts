/**
 * One read of an image's rpm database in a process of its own, for its true peak memory (the
 * process's peak resident set, which no sampling can miss).
 * `node --import tsx bench/rpmdb-read-child.ts REF AUTHFILE` prints JSON.
 */
import { readFileSync } from 'node:fs';
import { parseAuthFile } from '../src/registry/auth-file';
import { readImageRpmdb } from '../src/registry/read-image-rpmdb';
import { RegistryClient } from '../src/registry/registry-client';

const [ref, authFile] = process.argv.slice(2) as [string, string];
const client = new RegistryClient({ auth: parseAuthFile(readFileSync(authFile, 'utf8'), authFile), tlsVerify: false });
const start = performance.now();
const result = await readImageRpmdb(ref, { client });
const ms = performance.now() - start;
console.log(
  JSON.stringify({
    ms,
    peakRss: process.resourceUsage().maxRSS * 1024,
    downloaded: client.bytes,
    packages: result.packages.length,
  }),
);
