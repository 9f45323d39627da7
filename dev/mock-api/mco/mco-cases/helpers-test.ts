/**
 * Cases of pkg/controller/common/helpers_test.go (release-4.22), as data: MergeMachineConfigs,
 * the default file overwrite, the compressed-file merge, ParseAndConvertConfig and
 * removeIgnDuplicateFilesUnitsUsers, each read through a pool that selects the configs.
 */
import { fromIgnition, ROLE, rolePool, type McInput, type RenderCase } from './case-types';

const V35 = { version: '3.5.0' };
const worker = rolePool('worker', 'worker');
/** `cconfig.Spec.BaseOSContainerImage = "newformatURL"` (GetBaseImageContainer reads it, not OSImageURL). */
const CCONFIG = { baseOSContainerImage: 'newformatURL' };
const mc = (name: string, spec: Record<string, unknown>, role = 'worker'): McInput => ({
  name,
  labels: { [ROLE]: role },
  spec,
});
const file = (path: string, source: string, extra: object = {}) => ({
  path,
  mode: 420,
  user: { name: 'root' },
  contents: { source },
  ...extra,
});
const coreKeys = (version: string, keys: string[]) => ({
  ignition: { version },
  passwd: { users: [{ name: 'core', sshAuthorizedKeys: keys }] },
});
/** `data:,old` gzipped, as helpers.CreateGzippedIgn3File encodes it. */
const GZIPPED_OLD = 'data:;base64,H4sIAAAAAAAAA0tJLEm00snPSQEAsvEh4QkAAAA=';

const merge = (step: string, configs: McInput[], expected: Record<string, unknown>, pool = worker) => ({
  test: 'TestMergeMachineConfigs',
  step,
  controller: CCONFIG,
  pools: [pool],
  configs,
  expect: [{ pool: pool.name, rendered: expected }],
});

export const MERGE_MACHINE_CONFIGS: readonly RenderCase[] = [
  merge('a single config that sets FIPS sets the other defaults', [mc('fips', { fips: true })], {
    osImageURL: 'newformatURL',
    kernelArguments: [],
    config: { ignition: V35 },
    fips: true,
    kernelType: 'default',
    extensions: [],
  }),
  merge(
    'every field merges: image override, kargs, kernel type, extensions, ssh keys and password of core, a v2 config',
    [
      mc('osimageurl', { osImageURL: 'overriddenURL' }),
      mc('kargs', { kernelArguments: ['testKarg', 'kargFromIgnitionDowngrade'] }),
      mc('kerneltype', { kernelType: 'realtime' }),
      mc('extension', { extensions: ['testExtensions'] }),
      fromIgnition(coreKeys('3.5.0', ['5678']), 'ssh', 'worker'),
      mc('fips', { fips: true }),
      fromIgnition(
        { ignition: V35, passwd: { users: [{ name: 'core', passwordHash: 'testpass' }] } },
        'passwd',
        'worker',
      ),
      // Named "ssh" too in the Go test (a slice may hold two of a name, a cluster not): after the first.
      fromIgnition(coreKeys('3.5.0', ['1234']), 'ssh-2', 'worker'),
      fromIgnition({ ignition: { version: '2.2.0' } }, 'v2', 'worker'),
    ],
    {
      osImageURL: 'overriddenURL',
      kernelArguments: ['testKarg', 'kargFromIgnitionDowngrade'],
      config: {
        ignition: V35,
        passwd: { users: [{ name: 'core', sshAuthorizedKeys: ['5678', '1234'], passwordHash: 'testpass' }] },
      },
      fips: true,
      kernelType: 'realtime',
      extensions: ['testExtensions'],
    },
  ),
  {
    ...merge(
      "a custom pool's config overrides worker's whatever the names (ccc over ddd); names order within each (bbb over aaa)",
      [
        fromIgnition({ ignition: V35, storage: { files: [file('/etc/test2', 'data:,new')] } }, 'ccc', 'infra'),
        fromIgnition({ ignition: V35, storage: { files: [file('/etc/test1', 'data:,old')] } }, 'aaa', 'worker'),
        fromIgnition({ ignition: V35, storage: { files: [file('/etc/test1', 'data:,new')] } }, 'bbb', 'worker'),
        fromIgnition(
          {
            ignition: V35,
            storage: {
              files: [file('/etc/test2', GZIPPED_OLD, { contents: { source: GZIPPED_OLD, compression: 'gzip' } })],
            },
          },
          'ddd',
          'worker',
        ),
      ],
      {
        osImageURL: '',
        kernelArguments: [],
        config: {
          ignition: V35,
          storage: {
            files: [
              file('/etc/test1', 'data:,new', { overwrite: true }),
              file('/etc/test2', 'data:,new', { overwrite: true }),
            ],
          },
        },
        fips: false,
        kernelType: 'default',
        extensions: [],
      },
      rolePool('infra', 'worker', 'infra'),
    ),
    controller: {},
  },
];

export const SET_DEFAULT_FILE_OVERWRITE: readonly RenderCase[] = [
  {
    test: 'TestSetDefaultFileOverwrite',
    step: 'a file without overwrite gets true, one with false keeps it',
    controller: {},
    pools: [worker],
    configs: [
      fromIgnition(
        {
          ignition: V35,
          storage: {
            files: [
              { path: '/etc/testfileconfig1', contents: { source: 'data:,test' }, mode: 420 },
              { path: '/etc/testfileconfig2', overwrite: false, contents: { source: 'data:,test' }, mode: 420 },
            ],
          },
        },
        'overwrite',
        'worker',
      ),
    ],
    expect: [
      {
        pool: 'worker',
        rendered: { kernelArguments: [], kernelType: 'default', extensions: [], fips: false, osImageURL: '' },
        ignition: {
          ignition: V35,
          storage: {
            files: [
              { path: '/etc/testfileconfig1', overwrite: true, contents: { source: 'data:,test' }, mode: 420 },
              { path: '/etc/testfileconfig2', overwrite: false, contents: { source: 'data:,test' }, mode: 420 },
            ],
          },
        },
      },
    ],
  },
];

const compressed = (step: string, plain: object): RenderCase => ({
  test: 'TestIgnitionMergeCompressed',
  step,
  controller: {},
  pools: [worker],
  configs: [
    fromIgnition(
      {
        ignition: V35,
        storage: {
          files: [
            {
              path: '/etc/testfileconfig',
              mode: 420,
              contents: { source: 'data:;base64,H4sIAAAAAAAAA0vLz+cCAKhlMn4EAAAA', compression: 'gzip' },
            },
          ],
        },
      },
      '00-gzipped',
      'worker',
    ),
    fromIgnition(
      { ignition: V35, storage: { files: [{ path: '/etc/testfileconfig', mode: 420, ...plain }] } },
      '10-plain',
      'worker',
    ),
  ],
  expect: [{ pool: 'worker', fileText: { path: '/etc/testfileconfig', text: 'hello world' } }],
});

export const IGNITION_MERGE_COMPRESSED: readonly RenderCase[] = [
  // common.NewIgnFile sets compression "" (coreos/butane#332).
  compressed('a later plain file with compression "" replaces a gzipped one', {
    contents: { source: 'data:,hello%20world', compression: '' },
  }),
  // What MergeMachineConfigs' ignitionMergeSetFilesDefaultCompression is for: no compression at all.
  compressed('a later plain file without compression replaces a gzipped one', {
    contents: { source: 'data:,hello%20world' },
  }),
];

/** ParseAndConvertConfig: every 3.x the MCO reads becomes 3.5.0; 2.2 is converted (ssh keys deduplicated). */
const parsed = (version: string, keys: string[]): RenderCase => ({
  test: 'TestParseAndConvert',
  step: `an Ignition ${version} config`,
  controller: {},
  pools: [worker],
  configs: [fromIgnition(coreKeys(version, keys), '99-worker-ssh', 'worker')],
  expect: [{ pool: 'worker', ignition: coreKeys('3.5.0', ['5678', 'abc']) }],
});

export const PARSE_AND_CONVERT: readonly RenderCase[] = [
  parsed('2.2.0', ['5678', '5678', 'abc']),
  ...['3.5.0', '3.1.0', '3.0.0', '3.3.0', '3.4.0'].map((v) => parsed(v, ['5678', 'abc'])),
  {
    test: 'TestParseAndConvert',
    step: 'an Ignition 21.0.0 config is refused',
    controller: {},
    pools: [worker],
    configs: [fromIgnition(coreKeys('21.0.0', ['5678', 'abc']), '99-worker-ssh', 'worker')],
    expect: [{ pool: 'worker', refused: 'unknown version' }],
  },
];

export const REMOVE_IGN_DUPLICATE_FILES_AND_UNITS: readonly RenderCase[] = [
  {
    test: 'TestRemoveIgnDuplicateFilesAndUnits',
    // The Go test calls removeIgnDuplicateFilesUnitsUsers on a versionless 2.x config with a unit
    // named "testUnit"; through a render the config is 2.2.0 and the unit has a suffix Ignition accepts.
    step: 'a v2 config with a file and a unit three times: the last file, the last unit with every drop-in',
    controller: {},
    pools: [worker],
    configs: [
      fromIgnition(
        {
          ignition: { version: '2.2.0' },
          storage: {
            files: [
              { filesystem: 'root', path: '/etc/testfileconfig', contents: { source: 'data:,old' }, mode: 420 },
              { filesystem: 'root', path: '/etc/testfileconfig', contents: { source: 'data:,new' }, mode: 420 },
            ],
          },
          systemd: {
            units: [
              { name: 'testUnit.service', contents: 'data:,old', dropins: [{ name: 'one', contents: 'data:,old' }] },
              { name: 'testUnit.service', dropins: [{ name: 'one', contents: 'data:,new' }] },
              { name: 'testUnit.service', contents: 'data:,new', dropins: [{ name: 'two', contents: 'data:,new' }] },
            ],
          },
        },
        '99-worker-v2',
        'worker',
      ),
    ],
    expect: [
      {
        pool: 'worker',
        ignition: {
          ignition: V35,
          storage: {
            files: [{ path: '/etc/testfileconfig', overwrite: true, contents: { source: 'data:,new' }, mode: 420 }],
          },
          systemd: {
            units: [
              {
                name: 'testUnit.service',
                contents: 'data:,new',
                dropins: [
                  { name: 'two', contents: 'data:,new' },
                  { name: 'one', contents: 'data:,new' },
                ],
              },
            ],
          },
        },
      },
    ],
  },
];

export const HELPERS_TEST_CASES: readonly RenderCase[] = [
  ...MERGE_MACHINE_CONFIGS,
  ...SET_DEFAULT_FILE_OVERWRITE,
  ...IGNITION_MERGE_COMPRESSED,
  ...PARSE_AND_CONVERT,
  ...REMOVE_IGN_DUPLICATE_FILES_AND_UNITS,
];
