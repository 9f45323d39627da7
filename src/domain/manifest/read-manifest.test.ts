import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fcosLockfile, readFixture } from '../../test-support/fixtures';
import { sampleConfigMap, sampleMetadata } from '../../test-support/release-info-samples';
import { matchesIn } from '../cut-texts-along';
import { formatNevra } from '../nevra';
import { ManifestError } from './manifest-error';
import { readManifest } from './read-manifest';

const nevras = (text: string, source = 'in.txt') => readManifest(source, text).packages.toArray().map(formatNevra);
const expectError = (text: string, message: string, source = 'bad.json') => {
  expect(() => readManifest(source, text)).toThrow(ManifestError);
  expect(() => readManifest(source, text)).toThrow(message);
};

describe('readManifest detects each format', () => {
  it('reads a Fedora CoreOS lockfile', () => {
    const file = fcosLockfile('2024-10-21');
    const manifest = readManifest(file, readFixture(file));
    expect(manifest.format).toBe('lockfile');
    expect(manifest.packages).toHaveLength(439);
    expect(manifest.packages.toArray().filter((p) => p.epoch !== '0').length).toBeGreaterThan(40);
  });

  it('reads the older lockfile format of 2020', () => {
    const file = fcosLockfile('2020-04-07');
    expect(readManifest(file, readFixture(file)).packages).toHaveLength(360);
  });

  it('reads a JSON array of NEVRA strings', () => {
    expect(readManifest('a.json', '["bash-5.2-1.fc40.x86_64"]').format).toBe('nevra-list');
    expect(nevras('["bash-5.2-1.fc40.x86_64", "1:NetworkManager-1.46-1.x86_64"]')).toEqual([
      'bash-5.2-1.fc40.x86_64',
      'NetworkManager-1:1.46-1.x86_64',
    ]);
  });

  it('reads a NEVRA list or a release info along the packages it is to be diffed with', () => {
    const olds = readManifest('old.json', '["a-1-1.noarch", "b-1-1.noarch", "c-1-1.noarch"]').packages;
    const newTexts = ['a-1-1.noarch', 'b-1-2.noarch', 'c-1-1.noarch'];
    const read = [
      readManifest('new.json', JSON.stringify(newTexts), olds),
      readManifest('metadata.json', JSON.stringify(sampleMetadata({ pkglist: newTexts })), olds),
      readManifest('cm.yaml', stringify(sampleConfigMap(sampleMetadata({ pkglist: newTexts }))), olds),
    ];
    for (const { packages } of read) {
      expect(packages.toArray().map(formatNevra)).toEqual(newTexts);
      expect(Array.from(matchesIn(packages, olds) ?? [])).toEqual([0, -1, 2]);
    }
    expect(() => readManifest('new.json', '["a-1-1.noarch", "b-1.noarch"]', olds)).toThrow(
      'new.json: entry[1]: invalid NEVRA "b-1.noarch"',
    );
  });

  it('reads coreos-assembler commitmeta.json tuples, epoch as string or integer', () => {
    const doc = {
      'rpmostree.rpmdb.pkglist': [
        ['bash', '0', '5.2', '1.fc40', 'x86_64'],
        ['NetworkManager', 1, '1.46', '1', 'x86_64'],
      ],
    };
    const manifest = readManifest('commitmeta.json', JSON.stringify(doc));
    expect(manifest.format).toBe('commitmeta');
    expect(manifest.packages.toArray().map(formatNevra)).toEqual([
      'bash-5.2-1.fc40.x86_64',
      'NetworkManager-1:1.46-1.x86_64',
    ]);
  });

  it('reads plain rpm -qa text, skipping blank lines and comments', () => {
    const manifest = readManifest('rpm-qa.txt', '# rpm -qa\nbash-5.2-1.fc40.x86_64\n\nkernel-6.11.3-200.fc40.x86_64\n');
    expect(manifest.format).toBe('rpm-qa');
    expect(manifest.packages).toHaveLength(2);
  });

  it('reads release-info metadata.json', () => {
    const manifest = readManifest('metadata.json', JSON.stringify(sampleMetadata()));
    expect(manifest.format).toBe('release-info');
    expect(manifest.packages).toHaveLength(2);
  });

  it('reads a release-info ConfigMap in JSON and in YAML', () => {
    const cm = sampleConfigMap(sampleMetadata());
    expect(readManifest('cm.json', JSON.stringify(cm)).format).toBe('release-info-configmap');
    const yaml = readManifest('cm.yaml', stringify(cm));
    expect(yaml.format).toBe('release-info-configmap');
    expect(yaml.packages).toHaveLength(2);
  });

  it('reads package names that are Object.prototype keys', () => {
    const doc = { packages: { __proto__: { evra: '1-1.noarch' }, constructor: { evra: '2-1.noarch' } } };
    const text = JSON.stringify(doc).replace('"packages":{', '"packages":{"__proto__":{"evra":"1-1.noarch"},');
    expect(nevras(text).sort()).toEqual(['__proto__-1-1.noarch', 'constructor-2-1.noarch']);
  });
});

describe('readManifest names the source and the entry of bad input', () => {
  it('in a NEVRA array', () => {
    expectError('["bash-5.2-1.x86_64", "garbage"]', 'bad.json: entry[1]: invalid NEVRA "garbage": no architecture');
    expectError('["bash-5.2-1.x86_64", 42]', 'bad.json: entry[1]: expected a NEVRA string, got 42');
  });

  it('in a lockfile', () => {
    expectError(
      '{"packages": {"bash": {"evra": "5.2"}}}',
      'bad.json: packages["bash"].evra: invalid NEVRA "bash 5.2": no release',
    );
    expectError('{"packages": {"bash": {}}}', 'bad.json: packages["bash"]: missing "evra" string');
    expectError('{"packages": []}', 'bad.json: packages: expected an object');
  });

  it('in commitmeta tuples', () => {
    expectError(
      '{"rpmostree.rpmdb.pkglist": [["bash", "x", "5.2", "1", "x86_64"]]}',
      'bad.json: rpmostree.rpmdb.pkglist[0]: epoch must be a non-negative integer, got "x"',
    );
    expectError(
      '{"rpmostree.rpmdb.pkglist": [["bash", 0, "5.2"]]}',
      'bad.json: rpmostree.rpmdb.pkglist[0]: expected [name, epoch, version, release, arch]',
    );
    expectError('{"rpmostree.rpmdb.pkglist": [["bash", 0, "", "1", "x86_64"]]}', 'version must be a non-empty string');
  });

  it('in rpm -qa text, by line number', () => {
    expectError('bash-5.2-1.x86_64\nnot a package\n', 'qa.txt: line 2: invalid NEVRA "not a package"', 'qa.txt');
  });

  it('in release-info metadata', () => {
    expectError(
      JSON.stringify(sampleMetadata({ pkglist: ['bash'] })),
      'bad.json: metadata.json pkglist[0]: invalid NEVRA "bash"',
    );
  });

  it('in a release-info ConfigMap', () => {
    const cm = sampleConfigMap(sampleMetadata({ osImageUrl: 'quay.io/x:latest' }), 'rhcos-broken');
    expectError(JSON.stringify(cm), 'bad.json: metadata.json osImageUrl: must reference the image by digest');
  });

  it('for invalid JSON, YAML or an unknown shape', () => {
    expectError('{"packages": ', 'bad.json: not valid JSON');
    expectError('kind: ConfigMap\ndata: [unclosed', 'bad.yaml: not valid YAML', 'bad.yaml');
    expectError('{"hello": 1}', 'bad.json: unknown manifest format');
    expectError('[1, 2', 'bad.json: not valid JSON');
  });
});

describe('an empty input', () => {
  it('is bad input naming the source, not an empty package list', () => {
    expect(() => readManifest('old.txt', '')).toThrow('old.txt: is empty: no package manifest in it');
    expect(() => readManifest('old.txt', '  \n\n')).toThrow('is empty');
  });
});
