import { loadAuthFile } from '../registry/auth-file';
import { parseMirrorConfig } from '../registry/mirrors';
import { RegistryClient } from '../registry/registry-client';
import { readInput } from './io';
import { UsageError } from './usage-error';

/** The registry client and mirrors the registry options ask for. */
export function registryAccess(values: Record<string, string | undefined>) {
  const tls = values['tls-verify'] ?? 'true';
  if (tls !== 'true' && tls !== 'false') throw new UsageError(`--tls-verify must be true or false, not "${tls}"`);
  const timeout = Number(values.timeout ?? '30');
  if (!(timeout > 0)) throw new UsageError(`--timeout must be a number of seconds, not "${values.timeout}"`);
  const client = new RegistryClient({
    auth: loadAuthFile(values.authfile, process.env),
    tlsVerify: tls === 'true',
    timeoutMs: timeout * 1000,
  });
  const mirrors = values['idms-file'] ? parseMirrorConfig(readInput(values['idms-file']), values['idms-file']) : [];
  return { client, mirrors };
}
