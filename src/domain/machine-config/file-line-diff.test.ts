import { describe, expect, it } from 'vitest';
import { fileContents } from './file-contents';
import { fileLineDiff } from './file-line-diff';
import { parseMachineConfig } from './machine-config-content';
import { machineConfig, type SampleFile } from './machine-config-samples';

const file = (f: SampleFile) => parseMachineConfig(machineConfig('m', { files: [f] })).files.get(f.path)!;

describe('a file change as the review shows it', () => {
  it('diffs decoded text line by line (gzip, base64, percent-encoding)', () => {
    const d = fileLineDiff(
      file({ path: '/etc/a', text: 'one\ntwo\nthree\n', gzip: true }),
      file({ path: '/etc/a', text: 'one\n2\nthree\n', percent: true }),
    );
    expect(d).toEqual({
      kind: 'text',
      hunks: [
        {
          oldStart: 1,
          oldLines: 3,
          newStart: 1,
          newLines: 3,
          lines: [
            { kind: 'context', text: 'one' },
            { kind: 'removed', text: 'two' },
            { kind: 'added', text: '2' },
            { kind: 'context', text: 'three' },
          ],
        },
      ],
    });
  });

  it.each([
    ['a pull secret by path', { path: '/var/lib/kubelet/config.json', text: '{"x":1}' }],
    [
      'a docker config anywhere',
      { path: '/etc/mine.json', text: '{"auths":{"r.example.com":{"auth":"dXNlcjpwYXNzd29yZA=="}}}' },
    ],
    [
      'a private key',
      { path: '/etc/pki/tls/mine.crt', text: '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----\n' },
    ],
    ['an ssh key', { path: '/home/core/keys', text: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG me@host\n' }],
    ['a token', { path: '/etc/kubernetes/sa', text: 'eyJhbGciOiJSUzI1NiIsImtpZCI6.eyJpc3MiOiJrdWJlcm5ldGVz.sig' }],
  ])('never shows %s: no text, no hash', (_, f) => {
    expect(fileLineDiff(undefined, file(f))).toEqual({ kind: 'secret' });
    expect(fileContents(file(f))).toEqual({ kind: 'secret', size: expect.any(Number) });
  });

  it('says why contents cannot be shown', () => {
    const bad = { ...file({ path: '/etc/a', text: 'x' }), source: 'data:;base64,@@@' };
    expect(fileLineDiff(undefined, bad)).toEqual({ kind: 'unknown', reason: 'invalid base64 in data: URL' });
    const notGzip = { ...file({ path: '/etc/a', text: 'x' }), compression: 'gzip' };
    expect(fileLineDiff(undefined, notGzip)).toMatchObject({
      kind: 'unknown',
      reason: expect.stringContaining('not gzip'),
    });
    const remote = { ...file({ path: '/etc/a', text: 'x' }), source: 'https://example.com/a?token=1' };
    expect(fileLineDiff(undefined, remote)).toEqual({ kind: 'unknown', reason: 'contents at https://example.com/a' });
  });
});
