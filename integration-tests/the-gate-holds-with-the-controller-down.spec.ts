import { expect, test } from './fixtures';
import type { DemoCluster } from './support/demo-cluster';

/** A MachineConfig for worker, as another admin (or a cluster update) adds one mid-rollout. */
const MOTD = `apiVersion: machineconfiguration.openshift.io/v1
kind: MachineConfig
metadata:
  name: 99-worker-motd
  labels:
    machineconfiguration.openshift.io/role: worker
spec:
  config:
    ignition: { version: 3.4.0 }
    storage:
      files:
        - path: /etc/motd
          mode: 420
          contents: { source: 'data:,hello%0A' }
`;

interface NodeList {
  items: { metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> } }[];
}
const DESIRED = 'machineconfiguration.openshift.io/desiredConfig';

/** Every config a worker machine has been told to run, from the Nodes (the truth). */
async function workerTargets(demo: DemoCluster): Promise<Set<string>> {
  const nodes = JSON.parse(await demo.kubectl('get', 'nodes', '-o', 'json')) as NodeList;
  return new Set(
    nodes.items
      .filter((n) => n.metadata.name.startsWith('worker-'))
      .map((n) => n.metadata.annotations?.[DESIRED] ?? ''),
  );
}

/** kubectl as the cluster admin, answering with what it printed on failure. */
const refusal = (demo: DemoCluster, ...args: string[]) =>
  demo.kubectl(...args).then(
    () => '',
    (error: Error) => error.message,
  );

test(
  'with the controller down, a target rendered mid-rollout waits for the pool to be held and reaches no machine, and no other hand opens a held gated pool',
  { tag: '@core' },
  async ({ page, demo, osUpdates, review }) => {
    // The demo runs without the in-cluster controller: only the API server holds the gate.
    await osUpdates.goto();
    await review.open('worker');
    await expect(review.reviewEachUpdate).toBeChecked();
    await review.confirm.click();
    await expect(review.dialog).toBeHidden();
    await expect(page.getByTestId('gate-enforcement')).toHaveAttribute('data-enforcement', 'api-server');
    await expect(page.getByTestId('gate-enforcement')).toContainText('Held by the API server');
    const approved = (await demo.pool('worker')).spec.configuration.name;
    await demo.tick(); // the first machine takes the approved target
    const before = await workerTargets(demo);

    // A new MachineConfig mid-rollout: the API server refuses the render controller's move of
    // the open pool's target, which stays the approved one; no machine is told anything else.
    expect(await demo.apply(MOTD)).toContain('machineconfig.machineconfiguration.openshift.io/99-worker-motd created');
    expect((await demo.pool('worker')).spec.configuration.name).toBe(approved);
    expect((await demo.pool('worker')).spec.paused).toBe(false); // nobody paused it again
    await demo.tick(12);
    for (const target of await workerTargets(demo)) expect([...before, approved]).toContain(target);
    const worker = osUpdates.pool('worker');
    await expect(worker.getByTestId('render-held-by-gate')).toContainText(`keeps the pool on the approved ${approved}`);
    await expect(worker.getByTestId('pool-state')).not.toHaveAttribute('data-state', 'degraded');

    // Holding it again works, and the new target then renders; opening it by another hand does
    // not, approved before or never.
    await demo.kubectl('patch', 'mcp', 'worker', '--type=merge', '-p', '{"spec":{"paused":true}}');
    const moved = (await demo.pool('worker')).spec.configuration.name;
    expect(moved).not.toBe(approved);
    await demo.tick(); // the node controller's status sync: the render's fault is cleared
    const resumeWorker = await refusal(
      demo,
      'patch',
      'mcp',
      'worker',
      '--type=merge',
      '-p',
      '{"spec":{"paused":false}}',
    );
    expect(resumeWorker).toContain('MachineConfigPool worker is held for review in OS updates');
    expect(resumeWorker).toContain(`is not the approved ${approved}`);
    await demo.kubectl('annotate', 'mcp', 'infra', 'os-updates.openshift.io/gate=review-each-update');
    const resumeInfra = await refusal(demo, 'patch', 'mcp', 'infra', '--type=merge', '-p', '{"spec":{"paused":false}}');
    expect(resumeInfra).toContain('MachineConfigPool infra is held for review in OS updates: its target');
    expect(resumeInfra).toContain('was never approved');

    // Through the console's own door, as its "Resume updates" sends it: refused with the policy's words.
    const answer = await page.evaluate(async () => {
      const csrf = document.cookie.match(/csrf-token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(
        '/api/kubernetes/apis/machineconfiguration.openshift.io/v1/machineconfigpools/infra',
        {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/merge-patch+json', 'X-CSRFToken': csrf },
          body: JSON.stringify({ spec: { paused: false } }),
        },
      );
      return { status: response.status, body: (await response.json()) as { message?: string; reason?: string } };
    });
    expect(answer.status).toBe(403);
    expect(answer.body.reason).toBe('Forbidden');
    expect(answer.body.message).toContain('MachineConfigPool infra is held for review in OS updates');
    expect((await demo.pool('infra')).spec.paused).toBe(true);

    // Approving the new target through the page lets it out, and only then.
    await review.open('worker');
    await review.confirm.click();
    await expect(review.dialog).toBeHidden();
    await demo.rollOut('worker');
    expect(await workerTargets(demo)).toEqual(new Set([moved]));
  },
);
