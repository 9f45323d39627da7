import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pluginMetadata } from '../plugin-manifest/plugin-metadata.js';

interface Obj {
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string> };
  [key: string]: unknown;
}

/** `kubectl kustomize DIR` with Debian's kubectl, as objects. */
const render = (dir: string): Obj[] =>
  parseAllDocuments(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' })).map((d) => d.toJS() as Obj);

const find = <T = Obj>(objects: Obj[], kind: string, name?: string): T => {
  const found = objects.filter((o) => o.kind === kind && (name === undefined || o.metadata.name === name));
  expect(found, `exactly one ${kind} ${name ?? ''}`).toHaveLength(1);
  return found[0] as T;
};

interface Deployment extends Obj {
  spec: {
    template: {
      spec: {
        securityContext: { runAsNonRoot?: boolean };
        containers: {
          image: string;
          ports: { name: string; containerPort: number }[];
          readinessProbe?: { httpGet: { path: string; port: string; scheme: string } };
          livenessProbe?: { httpGet: { path: string; port: string; scheme: string } };
          resources: { requests?: { cpu?: string; memory?: string } };
          securityContext: { allowPrivilegeEscalation?: boolean };
          volumeMounts: { name: string; mountPath: string }[];
        }[];
        volumes: { name: string; secret: { secretName: string } }[];
      };
    };
    replicas: number;
  };
}
interface Service extends Obj {
  spec: { ports: { name: string; port: number; targetPort: string }[]; selector: Record<string, string> };
}
interface ConsolePlugin extends Obj {
  apiVersion: string;
  spec: {
    backend: { type: string; service: { name: string; namespace: string; port: number; basePath: string } };
    i18n: { loadType: string };
  };
}

describe('deploy/base rendered with kubectl kustomize', () => {
  const objects = render('deploy/base');
  const plugin = find<ConsolePlugin>(objects, 'ConsolePlugin');
  const service = find<Service>(objects, 'Service');
  const deployment = find<Deployment>(objects, 'Deployment', 'os-update-plugin');
  const container = deployment.spec.template.spec.containers[0];

  it('has a ConsolePlugin named like the plugin, pointing at the Service and its port', () => {
    expect(plugin.apiVersion).toBe('console.openshift.io/v1');
    expect(plugin.metadata.name).toBe(pluginMetadata.name);
    expect(plugin.spec.backend).toEqual({
      type: 'Service',
      service: {
        name: service.metadata.name,
        namespace: service.metadata.namespace,
        port: service.spec.ports[0]?.port,
        basePath: '/',
      },
    });
    expect(plugin.spec.i18n.loadType).toBe('Preload');
  });

  it('serves TLS from the service-serving certificate that the Deployment mounts for nginx', () => {
    const secret = service.metadata.annotations?.['service.beta.openshift.io/serving-cert-secret-name'];
    expect(secret).toBe('os-update-plugin-cert');
    const volume = deployment.spec.template.spec.volumes.find((v) => v.secret.secretName === secret);
    expect(container?.volumeMounts).toContainEqual({
      name: volume?.name,
      mountPath: '/var/serving-cert',
      readOnly: true,
    });
    const nginx = readFileSync('nginx.conf', 'utf8');
    expect(nginx).toContain('ssl_certificate /var/serving-cert/tls.crt;');
    expect(nginx).toContain(`listen ${service.spec.ports[0]?.port} ssl;`);
  });

  it('routes the Service to the container port nginx listens on', () => {
    expect(service.spec.ports[0]?.targetPort).toBe('https');
    expect(container?.ports).toContainEqual({ name: 'https', containerPort: 9443, protocol: 'TCP' });
    expect(service.spec.selector).toEqual({ app: 'os-update-plugin' });
  });

  it('runs non-root with probes and resource requests', () => {
    expect(deployment.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    expect(container?.securityContext.allowPrivilegeEscalation).toBe(false);
    for (const probe of [container?.readinessProbe, container?.livenessProbe]) {
      expect(probe?.httpGet).toEqual({ path: '/healthz', port: 'https', scheme: 'HTTPS' });
    }
    expect(container?.resources.requests).toEqual({ cpu: '10m', memory: '32Mi' });
  });

  it('lets page readers read release-info ConfigMaps where they live', () => {
    const role = find<Obj & { rules: { resources: string[]; verbs: string[] }[] }>(
      objects,
      'Role',
      'os-update-release-info-reader',
    );
    expect(role.metadata.namespace).toBe('openshift-machine-config-operator');
    expect(role.rules).toEqual([{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list', 'watch'] }]);
  });

  it("lets page readers watch the controller's config summaries and read its heartbeat, in its namespace only", () => {
    const role = find<Obj & { rules: { resources: string[]; verbs: string[]; resourceNames?: string[] }[] }>(
      objects,
      'Role',
      'os-update-controller-heartbeat-reader',
    );
    expect(role.metadata.namespace).toBe('os-update-plugin');
    expect(role.rules).toEqual([
      {
        apiGroups: ['coordination.k8s.io'],
        resources: ['leases'],
        resourceNames: ['os-update-controller'],
        verbs: ['get'],
      },
      { apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list', 'watch'] },
    ]);
  });
});

describe('the controller in deploy/base', () => {
  const objects = render('deploy/base');
  const deployment = find<Deployment & { spec: { template: { spec: { serviceAccountName: string } } } }>(
    objects,
    'Deployment',
    'os-update-controller',
  );
  const container = deployment.spec.template.spec.containers[0];

  it('runs two replicas (one leads), non-root, under its own ServiceAccount, with health probes', () => {
    expect(deployment.spec.replicas).toBe(2);
    expect(deployment.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    expect(container?.securityContext.allowPrivilegeEscalation).toBe(false);
    expect(container?.readinessProbe?.httpGet).toMatchObject({ path: '/readyz', port: 'health' });
    expect(container?.livenessProbe?.httpGet).toMatchObject({ path: '/healthz', port: 'health' });
    expect(find(objects, 'ServiceAccount', deployment.spec.template.spec.serviceAccountName)).toBeDefined();
  });

  it("is built into one file that runs the command line (the controller image's entry point)", () => {
    execFileSync('npm', ['run', '-s', 'build:controller'], { stdio: 'ignore' });
    expect(execFileSync('node', ['dist-controller/os-update.mjs', 'vercmp', '1.0', '1.1'], { encoding: 'utf8' })).toBe(
      '-1\n',
    );
    expect(
      execFileSync('node', ['dist-controller/os-update.mjs', 'controller', '--help'], { encoding: 'utf8' }),
    ).toContain('Usage: os-update controller');
    // It reads rpm databases with sql.js: its WebAssembly beside the bundle, found without node_modules.
    const alone = mkdtempSync(join(tmpdir(), 'bundle-'));
    for (const f of ['os-update.mjs', 'sql-wasm.wasm']) copyFileSync(join('dist-controller', f), join(alone, f));
    const broken = join(alone, 'rpmdb.sqlite');
    writeFileSync(broken, 'SQLite format 3\0 and nothing more');
    const refused = spawnSync('node', [join(alone, 'os-update.mjs'), 'diff', broken, broken, '--changelogs'], {
      encoding: 'utf8',
      cwd: alone,
    });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(`os-update diff: ${broken}: `);
    expect(refused.stderr).not.toMatch(/wasm|ENOENT/);
  });
});

describe('deploy/overlays/example', () => {
  const objects = render('deploy/overlays/example');

  it('sets the image and the replicas, and binds the reader Role beside it', () => {
    const deployment = find<Deployment>(objects, 'Deployment', 'os-update-plugin');
    expect(deployment.spec.template.spec.containers[0]?.image).toBe(
      'registry.example.com/platform/os-update-plugin:v0.1.0',
    );
    expect(deployment.spec.replicas).toBe(1);
    const binding = find<Obj & { roleRef: { name: string } }>(objects, 'RoleBinding', 'os-update-release-info-readers');
    const role = find(objects, 'Role', binding.roleRef.name);
    expect(binding.roleRef.name).toBe(role.metadata.name);
    expect(binding.metadata.namespace).toBe(role.metadata.namespace);
  });
});
