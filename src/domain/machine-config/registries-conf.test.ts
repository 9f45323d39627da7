import { describe, expect, it } from 'vitest';
import { parseMachineConfig } from './machine-config-content';
import { machineConfig } from './machine-config-samples';
import { registriesChange, registriesTextChange } from './registries-conf';

const SEARCH = 'unqualified-search-registries = ["registry.access.redhat.com"]\n';
const registry = (body: string) => `${SEARCH}\n[[registry]]\nlocation = "quay.io/ocp"\n${body}`;

describe('a registries.conf change, as isSafeContainerRegistryConfChanges judges it', () => {
  it.each([
    // allDigestOnlyMirror: a new registry with no mirrors is safe only by its own mirror-by-digest-only.
    ['a registry added with no mirrors', SEARCH, registry(''), 'drain'],
    [
      'a registry added with no mirrors, mirror-by-digest-only',
      SEARCH,
      registry('mirror-by-digest-only = true\n'),
      'safe',
    ],
    // With mirrors, only each mirror's pull-from-mirror counts for a new registry.
    [
      'a registry added, mirror-by-digest-only, its mirror without pull-from-mirror',
      SEARCH,
      registry('mirror-by-digest-only = true\n[[registry.mirror]]\nlocation = "m.example.com/ocp"\n'),
      'drain',
    ],
    [
      'a registry added, its mirror digest-only',
      SEARCH,
      registry('[[registry.mirror]]\nlocation = "m.example.com/ocp"\npull-from-mirror = "digest-only"\n'),
      'safe',
    ],
    ['a search registry appended', SEARCH, SEARCH.replace(']', ', "docker.io"]'), 'safe'],
    ['a search registry put first', SEARCH, SEARCH.replace('[', '["docker.io", '), 'drain'],
    ['insecure turned on', registry(''), registry('insecure = true\n'), 'drain'],
  ])('%s: %s', (_, before, after, kind) => {
    expect(registriesTextChange(before, after).kind).toBe(kind);
  });

  it.each([
    ['TOML syntax', 'unqualified-search-registries = [', 'new: /etc/containers/registries.conf: not TOML'],
    ['a key of the wrong type', registry('blocked = "yes"\n'), 'registry[0].blocked is a string, not a boolean'],
    ['search registries not a list', 'unqualified-search-registries = "a"\n', 'not a list of strings'],
    [
      'mirrors not tables',
      registry('mirror = ["m.example.com"]\n'),
      'registry[0].mirror is a list, not a list of tables',
    ],
  ])('cannot be decoded (%s): the daemon fails the update', (_, after, detail) => {
    const change = registriesTextChange(SEARCH, after);
    expect(change.kind).toBe('invalid');
    expect(change.kind === 'invalid' && change.detail).toContain(detail);
  });

  it('ignores keys the daemon does not know, as BurntSushi/toml does', () => {
    expect(registriesTextChange(SEARCH, `${SEARCH}[registries.search]\nregistries = []\n`).kind).toBe('safe');
  });

  it('reads the file as the daemon does: a gzipped registries.conf is no TOML to it; an absent one is empty', () => {
    const conf = (gzip: boolean) =>
      parseMachineConfig(
        machineConfig(gzip ? 'gz' : 'plain', {
          files: [{ path: '/etc/containers/registries.conf', text: SEARCH, gzip }],
        }),
      );
    expect(registriesChange(conf(false), conf(true))).toMatchObject({ kind: 'invalid' });
    expect(registriesChange(conf(false), conf(true))).toMatchObject({ detail: expect.stringContaining('gz: ') });
    const none = parseMachineConfig(machineConfig('none'));
    expect(registriesChange(none, conf(false)).kind).toBe('safe');
    expect(registriesChange(conf(false), none)).toEqual({
      kind: 'drain',
      why: 'unqualified-search-registries removed or reordered',
    });
  });
});
