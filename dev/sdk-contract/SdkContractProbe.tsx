import {
  HttpError,
  k8sCreate,
  k8sDelete,
  k8sGet,
  k8sListItems,
  k8sPatch,
  ResourceLink,
  useAccessReview,
  useK8sWatchResource,
  type K8sModel,
  type WatchK8sResource,
} from '@openshift-console/dynamic-plugin-sdk';
import { useEffect, useRef, useState } from 'react';
import { describeError, describeItems, describeObject, describeWatch, type Described } from './describe';
import { ACCESS_REVIEWS, LINKS, WATCHES } from './probe-scenarios';

/**
 * Calls every SDK function and hook the plugin uses and shows what they returned, as JSON in
 * `<pre data-test="sdk-contract">` (`data-complete="true"` once every scenario has settled).
 * The same component runs in the real consoles (a probe plugin of its own) and against the
 * console shell's SDK stand-in (unit test): where the two records differ, the shell is wrong.
 */
type Report = (key: string, value: Described) => void;

const model = (kind: string, plural: string, group?: string, namespaced = false): K8sModel => ({
  apiGroup: group,
  apiVersion: 'v1',
  kind,
  plural,
  abbr: kind.slice(0, 2),
  label: kind,
  labelPlural: `${kind}s`,
  namespaced,
});
const PoolModel = model('MachineConfigPool', 'machineconfigpools', 'machineconfiguration.openshift.io');
const ConfigMapModel = model('ConfigMap', 'configmaps', undefined, true);

function WatchProbe({
  name,
  resource,
  settledAt,
  report,
}: {
  name: string;
  resource: WatchK8sResource | null;
  settledAt?: number;
  report: Report;
}) {
  const result = useK8sWatchResource(resource);
  const first = useRef(describeWatch(result));
  const [data, loaded, loadError] = result;
  const settled =
    Boolean(loadError) || (loaded && (settledAt === undefined || (Array.isArray(data) && data.length >= settledAt)));
  useEffect(() => {
    if (settled) report(`watch: ${name}`, { first: first.current, settled: describeWatch(result) });
  });
  return null;
}

function AccessProbe({ name, impersonate, report }: { name: string; impersonate?: boolean; report: Report }) {
  const attributes = ACCESS_REVIEWS[name as keyof typeof ACCESS_REVIEWS];
  // The console's `impersonate` argument (its ImpersonateKind), given while the console impersonates nobody.
  const who = impersonate ? { kind: 'User', name: 'viewer', subprotocols: [] } : undefined;
  const result = useAccessReview(attributes, who);
  const first = useRef([...result]);
  useEffect(() => {
    if (!result[1])
      report(`access review: ${name}${impersonate ? ', impersonate argument viewer' : ''}`, {
        first: first.current,
        settled: [...result],
      });
  });
  return null;
}

function LinksProbe({ report }: { report: Report }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const found: Record<string, Described> = {};
    for (const key of Object.keys(LINKS)) {
      const link = box.current?.querySelector(`[data-probe-link="${key}"] a`);
      const badge = box.current?.querySelector(`[data-probe-link="${key}"] .co-m-resource-icon`);
      found[key] = {
        href: link?.getAttribute('href') ?? 'none',
        text: link?.textContent ?? 'none',
        badge: badge?.textContent ?? 'none',
      };
    }
    report('ResourceLink', found);
  });
  return (
    <div ref={box}>
      {Object.entries(LINKS).map(([key, props]) => (
        <span key={key} data-probe-link={key}>
          <ResourceLink {...props} />
        </span>
      ))}
    </div>
  );
}

const settle = async (call: () => Promise<unknown>, describe: (value: unknown) => Described): Promise<Described> => {
  try {
    return { resolved: describe(await call()) };
  } catch (error) {
    return { rejected: describeError(error), httpError: error instanceof HttpError };
  }
};

/** The SDK's functions, one after the other (each on what the one before left). */
async function callFunctions(report: Report): Promise<void> {
  report(
    'k8sListItems, queryParams {}',
    await settle(() => k8sListItems({ model: PoolModel, queryParams: {} }), describeItems),
  );
  report('k8sGet', await settle(() => k8sGet({ model: PoolModel, name: 'worker' }), describeObject));
  report('k8sGet, not found', await settle(() => k8sGet({ model: PoolModel, name: 'no-such-pool' }), describeObject));
  const infra = { metadata: { name: 'infra' } };
  report(
    'k8sPatch, a test that fails',
    await settle(
      () => k8sPatch({ model: PoolModel, resource: infra, data: [{ op: 'test', path: '/spec/paused', value: 'no' }] }),
      describeObject,
    ),
  );
  report(
    'k8sPatch',
    await settle(
      () =>
        k8sPatch({
          model: PoolModel,
          resource: infra,
          data: [{ op: 'add', path: '/metadata/labels/sdk-contract', value: 'patched' }],
        }),
      describeObject,
    ),
  );
  const configMap = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'sdk-contract-created', namespace: 'openshift-machine-config-operator' },
  };
  const created = await k8sCreate({ model: ConfigMapModel, data: configMap }).catch((e: unknown) => e);
  report('k8sCreate', describeObject(created));
  const uid = (created as { metadata?: { uid?: string } }).metadata?.uid;
  const remove = (preconditionUid: string | undefined) =>
    k8sDelete({
      model: ConfigMapModel,
      resource: configMap,
      json: { kind: 'DeleteOptions', apiVersion: 'v1', preconditions: { uid: preconditionUid } },
    });
  report('k8sDelete, preconditions that fail', await settle(() => remove('not-its-uid'), describeObject));
  report('k8sDelete', await settle(() => remove(uid), describeObject));
}

export function SdkContractProbe() {
  const [record, setRecord] = useState<Record<string, Described>>({});
  const reported = useRef<Record<string, Described>>({});
  const report: Report = (key, value) => {
    if (JSON.stringify(reported.current[key]) === JSON.stringify(value)) return;
    reported.current = { ...reported.current, [key]: value };
    setRecord(reported.current);
  };
  useEffect(() => {
    void callFunctions(report);
    // Once: each function is called one time, as the plugin calls them.
  }, []);
  const expected = Object.keys(WATCHES).length + Object.keys(ACCESS_REVIEWS).length * 2 + 1 + 8;
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  return (
    <>
      {Object.entries(WATCHES).map(([name, { resource, settledAt }]) => (
        <WatchProbe key={name} name={name} resource={resource} settledAt={settledAt} report={report} />
      ))}
      {Object.keys(ACCESS_REVIEWS).map((name) => (
        <AccessProbe key={name} name={name} report={report} />
      ))}
      {Object.keys(ACCESS_REVIEWS).map((name) => (
        <AccessProbe key={`${name}-as`} name={name} impersonate report={report} />
      ))}
      <LinksProbe report={report} />
      <pre data-test="sdk-contract" data-complete={String(Object.keys(record).length === expected)}>
        {JSON.stringify(sorted, null, 2)}
      </pre>
    </>
  );
}

/** The probe plugin's page (its exposed module's default export). */
export default SdkContractProbe;
