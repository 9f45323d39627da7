import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * Deterministic stand-ins for the contents the MCO templates write (certificates, scripts,
 * configuration): made up from a seed, never copied, so that a rendered config has a real
 * config's shape and size and the same seed always renders the same name.
 */
export function pseudoRandomBytes(seed: string, length: number): Buffer {
  const blocks: Buffer[] = [];
  for (let i = 0, total = 0; total < length; i++) {
    const block = createHash('sha256').update(`${seed}#${i}`).digest();
    blocks.push(block);
    total += block.length;
  }
  return Buffer.concat(blocks).subarray(0, length);
}

/** A PEM certificate's shape (64-column base64 lines): not a certificate, and no key. */
export function certificate(seed: string): string {
  const body = pseudoRandomBytes(seed, 1200)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trimEnd();
  return `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`;
}

export const certificateBundle = (seed: string, count: number): string =>
  Array.from({ length: count }, (_, i) => `# ${seed} CA ${i + 1}\n${certificate(`${seed}/${i}`)}`).join('');

/** A shell script of `lines` generated functions, like the MCO's network scripts. */
export function shellScript(name: string, lines: number, revision: string): string {
  const out = ['#!/bin/bash', 'set -eux', `# ${name}, revision ${revision}`];
  for (let i = 0; out.length < lines; i++) {
    const word = pseudoRandomBytes(`${name}/${revision}/${i}`, 6).toString('hex');
    out.push(
      `step_${i}() {`,
      `  echo "${name}: step ${i} (${word})"`,
      `  nmcli -g GENERAL.STATE device show "br-ex" || true`,
      '}',
    );
  }
  return `${out.join('\n')}\n`;
}

/** Ignition `contents.source` as the MCO writes it: base64 data URLs, gzip for large files. */
export function contents(text: string | Buffer, compress = false): { source: string; compression?: string } {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  if (compress)
    return { source: `data:;base64,${gzipSync(bytes, { level: 9 }).toString('base64')}`, compression: 'gzip' };
  return { source: `data:text/plain;charset=utf-8;base64,${bytes.toString('base64')}` };
}

/** Percent-encoding, as older templates wrote small files. */
export const percentContents = (text: string): { source: string } => ({
  source: `data:,${encodeURIComponent(text)}`,
});
