import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { startDemoServers, type DemoServers } from '../test-support/demo-servers';

let demo: DemoServers;
beforeAll(async () => {
  demo = await startDemoServers({ stepMs: 0 });
});
beforeEach(() => demo.cluster.reset());
afterAll(() => demo.close());

const run = promisify(execFile);
const kubectl = (...args: string[]) => run('kubectl', ['--server', demo.apiUrl, ...args]);
const writeTemp = (name: string, text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'render-test-')), name);
  writeFileSync(path, text);
  return path;
};

const MC = '/apis/machineconfiguration.openshift.io/v1/machineconfigs';
const POOL = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const OVERRIDDEN = 'machineconfiguration.openshift.io/os-image-url-overridden';
const get = async (path: string) => (await fetch(`${demo.apiUrl}${path}`)).json();
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${demo.apiUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const targetOf = async (pool: string) => {
  const name = (await get(`${POOL}/${pool}`)).spec.configuration.name;
  return get(`${MC}/${name}`);
};

const pin = (image: string) => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfig',
  metadata: { name: '99-worker-os-update-pin', labels: { 'machineconfiguration.openshift.io/role': 'worker' } },
  spec: { osImageURL: image },
});

describe('the simulated render controller', () => {
  it('renders every pool that takes a pinning MachineConfig with its image, marked overridden, and back on delete', async () => {
    const master = (await targetOf('master')).metadata.name;
    const infraBefore = await targetOf('infra');
    // Pinned to the image worker runs now (the older release's).
    const pinned = (await get(`${MC}/${(await get(`${POOL}/worker`)).status.configuration.name}`)).spec.osImageURL;
    expect(pinned).not.toBe(infraBefore.spec.osImageURL);

    expect((await send('POST', MC, pin(pinned))).status).toBe(201);
    for (const pool of ['worker', 'infra']) {
      const target = await targetOf(pool);
      expect(target.spec.osImageURL).toBe(pinned);
      expect(target.metadata.annotations[OVERRIDDEN]).toBe('true');
    }
    // infra takes worker's MachineConfigs (a custom pool) and keeps its own kernel arguments.
    expect((await targetOf('infra')).spec.kernelArguments).toEqual(infraBefore.spec.kernelArguments);
    expect((await targetOf('master')).metadata.name).toBe(master);

    expect((await send('DELETE', `${MC}/99-worker-os-update-pin`)).status).toBe(200);
    const release = (
      await get('/api/v1/namespaces/openshift-machine-config-operator/configmaps/machine-config-osimageurl')
    ).data.osImageURL;
    for (const pool of ['worker', 'infra']) {
      const target = await targetOf(pool);
      expect(target.spec.osImageURL).toBe(release);
      expect(target.metadata.annotations[OVERRIDDEN]).toBeUndefined();
    }
  });

  it('keeps a pinned pool on its image when a release is published', async () => {
    const image = (await targetOf('worker')).spec.osImageURL;
    await send('POST', MC, pin(image));
    const published = await (await send('POST', '/_demo/publish')).json();
    expect(published.pools.worker).toBe((await get(`${POOL}/worker`)).spec.configuration.name);
    expect((await targetOf('worker')).spec.osImageURL).toBe(image);
    expect((await targetOf('master')).spec.osImageURL).not.toBe(image);
  });
});

describe('the render controller renders like the MCO', () => {
  const file = (path: string, text: string) => ({
    path,
    mode: 420,
    contents: { source: `data:,${encodeURIComponent(text)}` },
  });
  const mc = (name: string, role: string, spec: Record<string, unknown>) => ({
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfig',
    metadata: { name, labels: { 'machineconfiguration.openshift.io/role': role } },
    spec,
  });
  const decode = (f: { contents: { source: string; compression?: string } }) => {
    const [, data] = f.contents.source.split(',');
    const bytes = f.contents.source.includes(';base64')
      ? Buffer.from(data!, 'base64')
      : Buffer.from(decodeURIComponent(data!));
    return (f.contents.compression === 'gzip' ? gunzipSync(bytes) : bytes).toString();
  };

  it('kubectl apply of a MachineConfig moves the pools it selects: files by path and units by name later win, drop-ins merge, kernel arguments append', async () => {
    const before = await targetOf('worker');
    const change = mc('99-worker-tuning', 'worker', {
      config: {
        ignition: { version: '3.5.0' },
        storage: { files: [file('/etc/crio/crio.conf.d/00-default', '[crio]\n')] },
        systemd: {
          units: [
            {
              name: 'kubelet.service',
              dropins: [{ name: '20-logging.conf', contents: '[Service]\nEnvironment=KUBELET_LOG_LEVEL=4\n' }],
            },
          ],
        },
      },
      kernelArguments: ['mitigations=auto'],
      extensions: ['usbguard'],
    });
    await kubectl('apply', '-f', writeTemp('change.json', JSON.stringify(change)));
    const after = await targetOf('worker');
    expect(after.metadata.name).toMatch(/^rendered-worker-[0-9a-f]{32}$/);
    expect(after.metadata.name).not.toBe(before.metadata.name);
    const pool = await get(`${POOL}/worker`);
    expect(pool.spec.configuration.source.map((s: { name: string }) => s.name)).toContain('99-worker-tuning');
    const files = new Map(after.spec.config.storage.files.map((f: { path: string }) => [f.path, f]));
    expect(decode(files.get('/etc/crio/crio.conf.d/00-default') as never)).toBe('[crio]\n');
    const kubelet = after.spec.config.systemd.units.find((u: { name: string }) => u.name === 'kubelet.service');
    expect(kubelet.contents).toContain('ExecStart=/usr/bin/kubelet');
    expect(kubelet.dropins.map((d: { name: string }) => d.name)).toEqual(['20-logging.conf']);
    expect(after.spec.kernelArguments).toEqual(['mitigations=auto']);
    expect(after.spec.extensions).toEqual(['usbguard']);
    // infra takes worker's MachineConfigs: it moves too; worker's come first, then infra's own
    // whatever the names (MergeMachineConfigs), so its own argument stays last.
    expect((await targetOf('infra')).spec.kernelArguments).toEqual(['mitigations=auto', 'nosmt']);
    expect((await targetOf('master')).spec.kernelArguments).toEqual([]);

    // Deleting it renders the same content again: the same name as before.
    await kubectl('delete', 'mc', '99-worker-tuning');
    expect((await targetOf('worker')).metadata.name).toBe(before.metadata.name);
  });

  it('renders configs of real size, with the pull secret and ssh key the templates write', async () => {
    const target = await targetOf('worker');
    expect(JSON.stringify(target).length).toBeGreaterThan(400_000);
    const paths = target.spec.config.storage.files.map((f: { path: string }) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/var/lib/kubelet/config.json',
        '/etc/containers/registries.conf',
        '/usr/local/bin/configure-ovs.sh',
      ]),
    );
    expect(
      target.spec.config.storage.files.some(
        (f: { contents: { compression?: string } }) => f.contents.compression === 'gzip',
      ),
    ).toBe(true);
    expect(target.spec.config.passwd.users[0].sshAuthorizedKeys[0]).toMatch(/^ssh-ed25519 /);
    const names = (await get(MC)).items.map((m: { metadata: { name: string } }) => m.metadata.name);
    expect(names).toEqual(
      expect.arrayContaining([
        '00-worker',
        '01-worker-container-runtime',
        '01-worker-kubelet',
        '97-worker-generated-kubelet',
        '98-worker-generated-kubelet',
        '99-worker-generated-registries',
        '99-worker-ssh',
      ]),
    );
  });

  it('a published release changes some files too', async () => {
    const before = await targetOf('master');
    await send('POST', '/_demo/publish');
    const after = await targetOf('master');
    const script = (m: typeof before) =>
      decode(m.spec.config.storage.files.find((f: { path: string }) => f.path === '/usr/local/bin/configure-ovs.sh'));
    expect(script(after)).not.toBe(script(before));
    expect(after.spec.osImageURL).not.toBe(before.spec.osImageURL);
  });

  it('keeps MachineConfiguration cluster with the default node disruption policy in its status', async () => {
    const mcfg = await get('/apis/operator.openshift.io/v1/machineconfigurations/cluster');
    const files = mcfg.status.nodeDisruptionPolicyStatus.clusterPolicies.files;
    expect(files.find((f: { path: string }) => f.path === '/etc/containers/registries.conf').actions).toEqual([
      { type: 'Special' },
    ]);
    expect(mcfg.status.nodeDisruptionPolicyStatus.clusterPolicies.sshkey.actions).toEqual([{ type: 'None' }]);
  });
});

describe('pools and configs made by hand, as the MCO takes them', () => {
  const gpuPool = {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigPool',
    metadata: { name: 'gpu' },
    spec: {
      machineConfigSelector: {
        matchExpressions: [
          { key: 'machineconfiguration.openshift.io/role', operator: 'In', values: ['worker', 'gpu'] },
        ],
      },
      nodeSelector: { matchLabels: { 'node-role.kubernetes.io/gpu': '' } },
    },
  };
  const renderDegraded = (pool: { status?: { conditions?: { type: string; status: string; message: string }[] } }) =>
    pool.status?.conditions?.find((c) => c.type === 'RenderDegraded');

  it('renders a pool created with kubectl (no status) at once, and a MachineConfig applied next takes nothing down', async () => {
    await kubectl('create', '-f', writeTemp('gpu.json', JSON.stringify(gpuPool)));
    const created = await get(`${POOL}/gpu`);
    expect(created.spec.configuration.name).toMatch(/^rendered-gpu-[0-9a-f]{32}$/);
    expect(renderDegraded(created)?.status).toBe('False');

    const tuning = {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfig',
      metadata: { name: '99-gpu-tuning', labels: { 'machineconfiguration.openshift.io/role': 'gpu' } },
      spec: { kernelArguments: ['iommu=pt'] },
    };
    await kubectl('apply', '-f', writeTemp('gpu-mc.json', JSON.stringify(tuning)));
    await demo.cluster.controller.tick();
    const pool = await get(`${POOL}/gpu`);
    expect(pool.spec.configuration.name).not.toBe(created.spec.configuration.name);
    // No machine is in the pool: it is updated to its target at the next step.
    expect(pool.status.configuration.name).toBe(pool.spec.configuration.name);
    expect((await targetOf('gpu')).spec.kernelArguments).toEqual(['iommu=pt']);
  });

  it('leaves a pool that selects every config unrendered ("SelectingAll"), and the node controller steps it without a status', async () => {
    const target = (await get(`${POOL}/worker`)).spec.configuration.name;
    const all = { ...gpuPool, spec: { ...gpuPool.spec, machineConfigSelector: {}, configuration: { name: target } } };
    // The MCO's own policy refuses such a pool now (custom-machine-config-pool-selector): one
    // made before it, or with its binding taken away as here, still meets the render controller.
    await kubectl('delete', 'validatingadmissionpolicybinding', 'custom-machine-config-pool-selector-binding');
    await kubectl('create', '-f', writeTemp('all.json', JSON.stringify(all)));
    expect((await get(`${POOL}/gpu`)).status).toBeUndefined();
    await demo.cluster.controller.tick();
    const pool = await get(`${POOL}/gpu`);
    expect(pool.spec.configuration.name).toBe(target);
    expect(pool.status.configuration.name).toBe(target);
  });

  it.each([
    [
      'an Ignition version the MCO does not read',
      { config: { ignition: { version: '21.0.0' } } },
      {},
      'unknown version',
    ],
    ['FIPS turned on for a pool already rendered', { fips: true }, {}, 'detected change to FIPS flag'],
    [
      'a config generated by another controller version',
      {},
      { 'machineconfiguration.openshift.io/generated-by-controller-version': 'some-other-version' },
      'generated by older version some-other-version',
    ],
  ])(
    'refuses %s: the pool keeps its target and says why in RenderDegraded (and Degraded)',
    async (_, spec, annotations, why) => {
      const before = await get(`${POOL}/worker`);
      const bad = {
        apiVersion: 'machineconfiguration.openshift.io/v1',
        kind: 'MachineConfig',
        metadata: {
          name: '99-worker-bad',
          labels: { 'machineconfiguration.openshift.io/role': 'worker' },
          annotations,
        },
        spec,
      };
      expect((await send('POST', MC, bad)).status).toBe(201);
      await demo.cluster.controller.tick();
      const pool = await get(`${POOL}/worker`);
      expect(pool.spec.configuration.name).toBe(before.spec.configuration.name);
      expect(renderDegraded(pool)?.status).toBe('True');
      expect(renderDegraded(pool)?.message).toContain('Failed to render configuration for pool worker');
      expect(renderDegraded(pool)?.message).toContain(why);
      expect(pool.status.conditions.find((c: { type: string }) => c.type === 'Degraded').status).toBe('True');

      expect((await send('DELETE', `${MC}/99-worker-bad`)).status).toBe(200);
      expect(renderDegraded(await get(`${POOL}/worker`))?.status).toBe('False');
    },
  );
});
