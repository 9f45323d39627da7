import { expect, it } from 'vitest';
import { eventually } from '../test-support/demo-servers';
import { MCO, type ControllerFixture } from './controller-fixture';

const CANARY = `${MCO}/machineconfigpools/worker-canary`;
const CANARY_LABEL = 'node-role.kubernetes.io/worker-canary';

/** What the page's "Canary first" creates before anything else: the canary pool, held (issue 45). */
const canaryPool = (reviewedTarget: string, machines: string[], promotion?: object) => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfigPool',
  metadata: {
    name: 'worker-canary',
    annotations: {
      'os-updates.openshift.io/gate': 'review-each-update',
      'os-updates.openshift.io/canary-of': 'worker',
      'os-updates.openshift.io/canary-target': reviewedTarget,
      'os-updates.openshift.io/canary-machines': machines.join(','),
      ...(promotion ? { 'os-updates.openshift.io/canary-promotion': JSON.stringify(promotion) } : {}),
    },
  },
  spec: {
    paused: true,
    maxUnavailable: 1,
    machineConfigSelector: {
      matchExpressions: [
        { key: 'machineconfiguration.openshift.io/role', operator: 'In', values: ['worker', 'worker-canary'] },
      ],
    },
    nodeSelector: { matchLabels: { [CANARY_LABEL]: '' } },
  },
});

/** The controller finishes a canary the page started and then closed. */
export function canaryCases(f: ControllerFixture): void {
  const { api, tick, pool, events, startController, approve } = f;
  const node = (name: string) => api('GET', `/api/v1/nodes/${name}`);
  const current = async (name: string) =>
    (await node(name)).metadata.annotations['machineconfiguration.openshift.io/currentConfig'] as string;
  const bootOf = async (name: string) => (await node(name)).status.nodeInfo.bootID as string;
  /** Steps the simulated MCO until `check` holds (the controller writes between steps). */
  const stepUntil = <T>(check: () => Promise<T | undefined>, timeoutMs = 30_000) =>
    eventually(async () => {
      const value = await check();
      if (value === undefined) await tick();
      return value;
    }, timeoutMs);

  it('finishes "Canary first" with the page closed: the machine labelled, the canary approved and rolled out alone, returned without an update after Promote, the pool deleted', async () => {
    startController('replica-a');
    const target = (await pool('worker')).spec.configuration.name as string;
    const before = await current('worker-1');
    expect((await api('POST', `${MCO}/machineconfigpools`, canaryPool(target, ['worker-0']))).kind).toBe(
      'MachineConfigPool',
    );
    // The controller labels worker-0 and approves the canary for its own render (the same content).
    const approved = await stepUntil(async () => {
      const canary = await api('GET', CANARY);
      return canary.metadata.annotations['os-updates.openshift.io/approved-config'] as string | undefined;
    });
    expect(approved).toMatch(/^rendered-worker-canary-/);
    expect((await node('worker-0')).metadata.labels[CANARY_LABEL]).toBe('');
    await stepUntil(async () => ((await current('worker-0')) === approved ? true : undefined));
    const canaryBoot = await bootOf('worker-0');
    // It alone: the other five stay on what they ran, worker held.
    for (const other of ['worker-1', 'worker-2', 'worker-5']) expect(await current(other)).toBe(before);
    expect((await pool('worker')).spec.paused).toBe(true);

    // Promote: the parent approved for the reviewed target, as the page sends it.
    await approve('worker', target);
    await stepUntil(async () => ((await api('GET', CANARY)).code === 404 ? true : undefined), 45_000);
    await stepUntil(async () => ((await pool('worker')).status.updatedMachineCount === 6 ? true : undefined));
    expect(await current('worker-0')).toBe(target);
    expect(await bootOf('worker-0')).toBe(canaryBoot); // back in worker with no reboot
    expect((await node('worker-0')).metadata.labels[CANARY_LABEL]).toBeUndefined();
    const reasons = (await events()).filter((e) => e.involvedObject.name === 'worker').map((e) => e.reason);
    expect(reasons).toEqual(
      expect.arrayContaining(['CanaryMachineLabelled', 'CanaryApproved', 'CanaryMachineReturned', 'CanaryPoolDeleted']),
    );
  }, 90_000);

  it('Stop leaves the parent held and the canary where it is; a blocked canary is said once, as a Warning', async () => {
    startController('replica-a');
    const target = (await pool('worker')).spec.configuration.name as string;
    // A MachineConfig of the canary's own role: its render is not the reviewed target.
    await api('POST', `${MCO}/machineconfigs`, {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfig',
      metadata: {
        name: '99-worker-canary-extra',
        labels: { 'machineconfiguration.openshift.io/role': 'worker-canary' },
      },
      spec: { kernelArguments: ['canary=1'] },
    });
    await api('POST', `${MCO}/machineconfigpools`, canaryPool(target, ['worker-0']));
    const warning = await stepUntil(async () =>
      (await events()).find((e) => e.reason === 'CanaryBlocked' && e.involvedObject.name === 'worker'),
    );
    expect(warning.message).toContain('is not the reviewed');
    expect((await api('GET', CANARY)).spec.paused).toBe(true);
    await api(
      'PATCH',
      CANARY,
      [
        {
          op: 'add',
          path: '/metadata/annotations/os-updates.openshift.io~1canary-stopped',
          value: new Date().toISOString(),
        },
      ],
      'application/json-patch+json',
    );
    for (let i = 0; i < 4; i++) await tick();
    expect((await pool('worker')).spec.paused).toBe(true);
    expect((await api('GET', CANARY)).spec.paused).toBe(true);
    expect((await events()).filter((e) => e.reason === 'CanaryBlocked')).toHaveLength(1);
  }, 60_000);

  it('promotes the parent itself once the canary is healthy, when the review chose so: its gate policy applied, the rest rolled out, the canary cleaned up', async () => {
    startController('replica-a');
    const target = (await pool('worker')).spec.configuration.name as string;
    // "Canary first" puts worker under the gate; the review chose not to review every update.
    await api(
      'PATCH',
      `${MCO}/machineconfigpools/worker`,
      [{ op: 'add', path: '/metadata/annotations/os-updates.openshift.io~1gate', value: 'review-each-update' }],
      'application/json-patch+json',
    );
    await api(
      'POST',
      `${MCO}/machineconfigpools`,
      canaryPool(target, ['worker-0'], { laterWaves: 'when-healthy', reviewEachUpdate: false }),
    );
    await stepUntil(async () => ((await api('GET', CANARY)).code === 404 ? true : undefined), 60_000);
    await stepUntil(async () => ((await pool('worker')).status.updatedMachineCount === 6 ? true : undefined));
    const worker = await pool('worker');
    expect(worker.metadata.annotations['os-updates.openshift.io/approved-config']).toBe(target);
    expect(worker.metadata.annotations['os-updates.openshift.io/gate']).toBeUndefined();
    const promoted = (await events()).find((e) => e.reason === 'CanaryPromoted' && e.involvedObject.name === 'worker');
    expect(promoted?.message).toBe(`the canary is done and Ready: promoting worker to ${target}`);
  }, 120_000);

  it("promotes for the review's maintenance window: the parent stays held until it opens", async () => {
    startController('replica-a');
    const target = (await pool('worker')).spec.configuration.name as string;
    const window = { start: '2030-01-05T22:00Z', durationMinutes: 120, repeat: 'once' };
    await api(
      'POST',
      `${MCO}/machineconfigpools`,
      canaryPool(target, ['worker-0'], { laterWaves: 'when-healthy', reviewEachUpdate: true, window }),
    );
    const recorded = await stepUntil(
      async () => (await pool('worker')).metadata.annotations?.['os-updates.openshift.io/maintenance-window'],
      60_000,
    );
    expect(JSON.parse(recorded)).toEqual({ ...window, target, reviewEachUpdate: true, strictGate: false });
    for (let i = 0; i < 3; i++) await tick();
    expect((await pool('worker')).spec.paused).toBe(true);
    expect((await api('GET', CANARY)).metadata.name).toBe('worker-canary');
    expect((await events()).filter((e) => e.reason === 'CanaryPromoted')).toHaveLength(1);
  }, 90_000);
}
