import { startOpenShiftCluster } from '../../test-support/kube/openshift-cluster';
const t0 = Date.now();
const c = await startOpenShiftCluster();
console.log('ready in', Date.now() - t0, 'ms', c.url);
console.log((await c.as('admin').raw('GET', '/apis/machineconfiguration.openshift.io/v1/machineconfigpools')).status);
console.log(JSON.stringify((await c.as('admin').ok('GET', '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicies')).items?.map((p: any) => [p.metadata.name, p.status])));
await c.stop();
