import { expect, it } from 'vitest';
import { eventually } from '../test-support/demo-servers';
import { MCO, WINDOW_PATH, type ControllerFixture } from './controller-fixture';

/** The gate: approved rollouts end paused, a target cannot move while one runs, one replica writes, windows pre-stage. */
export function gateCases(f: ControllerFixture): void {
  const { api, tick, pool, events, startController, approve, scheduleWindow } = f;
  it('pauses a "review each update" pool again once its approved rollout is done: the next release waits', async () => {
    startController('replica-a');
    const target = (await pool('worker')).spec.configuration.name as string;
    await approve('worker', target);
    for (let i = 0; i < 8; i++) await tick();
    expect((await pool('worker')).status.configuration.name).toBe(target);
    await eventually(async () => ((await pool('worker')).spec.paused === true ? true : undefined), 15_000);
    // The Event follows the patch.
    await eventually(async () =>
      (await events()).some((e) => e.involvedObject.name === 'worker' && e.reason === 'ApprovedRolloutComplete')
        ? true
        : undefined,
    );

    const published = await api('POST', '/_demo/publish');
    for (let i = 0; i < 3; i++) await tick();
    const next = await pool('worker');
    expect(next.spec.configuration.name).toBe(published.pools.worker);
    expect(next.status.configuration.name).toBe(target); // waits for review
  });

  it('holds an open pool on its approved target when a new one renders during the rollout: the render waits (RenderDegraded names the gate), the rollout ends paused, the new target waits for review', async () => {
    startController('replica-a');
    const target = (await pool('worker')).spec.configuration.name as string;
    await approve('worker', target);
    await tick(); // rolling out
    const published = await api('POST', '/_demo/publish');
    expect(published.pools.worker).toBe(target); // the render of the open pool was refused
    await tick();
    const during = await pool('worker');
    expect(during.spec.configuration.name).toBe(target);
    const renderDegraded = (during.status.conditions as { type: string; status: string; message: string }[]).find(
      (c) => c.type === 'RenderDegraded',
    );
    expect(renderDegraded?.status).toBe('True');
    expect(renderDegraded?.message).toContain(
      `MachineConfigPool worker is held for review in OS updates: it is rolling out ${target} and its target cannot move until that is done`,
    );
    for (let i = 0; i < 8; i++) await tick();
    await eventually(async () => ((await pool('worker')).spec.paused === true ? true : undefined), 15_000);
    for (let i = 0; i < 3; i++) await tick();
    // Held again, the pool renders the new release: its target moves, and waits for review.
    const after = await pool('worker');
    expect(after.spec.configuration.name).not.toBe(target);
    expect(after.spec.paused).toBe(true);
    expect(after.status.configuration.name).toBe(target);
    expect(
      (after.status.conditions as { type: string; status: string }[]).find((c) => c.type === 'RenderDegraded')?.status,
    ).toBe('False');
  });

  it("reports a machine that joined a held gated pool running its unapproved target (the machine-config server's first boot, which no policy sees)", async () => {
    await api(
      'PATCH',
      `${MCO}/machineconfigpools/worker`,
      { metadata: { annotations: { 'os-updates.openshift.io/gate': 'review-each-update' } } },
      'application/merge-patch+json',
    );
    const held = await pool('worker');
    const target = held.spec.configuration.name as string;
    expect([held.spec.paused, held.status.configuration.name === target]).toEqual([true, false]);
    await api('POST', '/api/v1/nodes', {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: {
        name: 'worker-joined',
        labels: { 'node-role.kubernetes.io/worker': '' },
        annotations: {
          'machineconfiguration.openshift.io/currentConfig': target,
          'machineconfiguration.openshift.io/desiredConfig': target,
          'machineconfiguration.openshift.io/state': 'Done',
        },
      },
    });
    startController('replica-a');
    const event = await eventually(
      async () =>
        (await events()).find((e) => e.reason === 'UnreviewedConfigOnMachine' && e.involvedObject.name === 'worker'),
      15_000,
    );
    expect(event.type).toBe('Warning');
    expect(event.message).toContain(`worker-joined joined running ${target}, which was not reviewed`);
  });

  it('two replicas: one holds the Lease and writes; the other takes over when it stops', async () => {
    const a = startController('replica-a', '--health-port', '9471');
    await eventually(
      async () =>
        (await api('GET', '/apis/coordination.k8s.io/v1/namespaces/os-update-plugin/leases/os-update-controller')).spec
          ?.holderIdentity === 'replica-a'
          ? true
          : undefined,
      15_000,
    );
    startController('replica-b');
    const target = (await pool('worker')).spec.configuration.name as string;
    await approve('worker', target);
    for (let i = 0; i < 8; i++) await tick();
    await eventually(async () => ((await pool('worker')).spec.paused === true ? true : undefined), 15_000);
    await new Promise((r) => setTimeout(r, 1500));
    const pauses = f.demo.cluster.log
      .list()
      .filter((r) => r.method === 'PATCH' && r.body.includes('"/spec/paused","value":true'));
    expect(pauses).toHaveLength(1);
    expect((await fetch('http://127.0.0.1:9471/readyz')).status).toBe(200);

    a.kill('SIGTERM');
    await eventually(
      async () =>
        (await api('GET', '/apis/coordination.k8s.io/v1/namespaces/os-update-plugin/leases/os-update-controller')).spec
          ?.holderIdentity === 'replica-b'
          ? true
          : undefined,
      20_000,
    );
    // Its waits (the Lease taken, the rollout, the re-pause, the takeover) may each take their
    // full time on a busy machine: the test's own limit is their sum, not the default 20 s.
  }, 60_000);

  it('pre-stages the image of a window approval: a PinnedImageSet listed on the pool, moved with the approval, gone with it', async () => {
    startController('replica-a');
    const SET = 'os-update-prestage-worker';
    const schedule = (target: string) => scheduleWindow('worker', target);
    const imageOf = async (config: string) => (await api('GET', `${MCO}/machineconfigs/${config}`)).spec.osImageURL;
    const setImages = async () =>
      ((await api('GET', `${MCO}/pinnedimagesets/${SET}`)).spec?.pinnedImages ?? []).map(
        (i: { name: string }) => i.name,
      );
    const first = (await pool('worker')).spec.configuration.name as string;
    await schedule(first);
    await eventually(async () => ((await setImages()).includes(await imageOf(first)) ? true : undefined), 15_000);
    await eventually(async () =>
      (await pool('worker')).spec.pinnedImageSets?.some((s: { name: string }) => s.name === SET) ? true : undefined,
    );
    // The admin approves the next release's target for the window instead: the set follows.
    const { pools } = await api('POST', '/_demo/publish');
    await schedule(pools.worker);
    await eventually(
      async () => ((await setImages()).includes(await imageOf(pools.worker)) ? true : undefined),
      15_000,
    );
    // The window is cancelled: nothing to pre-pull.
    await api(
      'PATCH',
      `${MCO}/machineconfigpools/worker`,
      [{ op: 'remove', path: WINDOW_PATH }],
      'application/json-patch+json',
    );
    await eventually(
      async () => ((await pool('worker')).spec.pinnedImageSets === undefined ? true : undefined),
      15_000,
    );
    await eventually(async () => ((await api('GET', `${MCO}/pinnedimagesets`)).items.length === 0 ? true : undefined));
  }, 60_000);
}
