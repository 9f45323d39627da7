import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What kube-apiserver's audit log says of a request, at the Metadata level (no bodies). */
export interface AuditEvent {
  readonly stage: string;
  readonly verb: string;
  readonly user: { readonly username: string };
  readonly objectRef?: {
    readonly resource?: string;
    readonly subresource?: string;
    readonly apiGroup?: string;
    readonly namespace?: string;
    readonly name?: string;
  };
  readonly responseStatus?: { readonly code?: number };
  readonly annotations?: Readonly<Record<string, string>>;
}

/**
 * kube-apiserver flags that log every request of `username` once it completes (the audit
 * policy's Metadata level), and nobody else's: the log shows what a client did, not what the
 * test around it did.
 */
export function auditFlags(dir: string, username: string): string[] {
  const policy = join(dir, 'audit-policy.json');
  writeFileSync(
    policy,
    JSON.stringify({
      apiVersion: 'audit.k8s.io/v1',
      kind: 'Policy',
      omitStages: ['RequestReceived', 'ResponseStarted', 'Panic'],
      rules: [{ level: 'Metadata', users: [username] }, { level: 'None' }],
    }),
  );
  return [`--audit-policy-file=${policy}`, `--audit-log-path=${join(dir, 'audit.log')}`, '--audit-log-format=json'];
}

/**
 * The audit log's events so far: one JSON object a line, each ended by a newline (a running
 * server may be writing the last one); none when nothing was logged yet.
 */
export function readAuditEvents(dir: string): AuditEvent[] {
  const file = join(dir, 'audit.log');
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AuditEvent);
}
