import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { osUpdate } from './support/os-update-cli';

const ROTATED_AUTH = Buffer.from('rotated-robot:hunter2-very-secret').toString('base64');
const NEW_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAISecretKeyMaterialNeverShown admin@laptop';
const PULL_SECRET_PATH = '/var/lib/kubelet/config.json';

interface RenderedConfig {
  spec: {
    config: {
      storage: { files: { path: string; contents: { source: string } }[] };
      passwd: { users: { sshAuthorizedKeys?: string[] }[] };
    };
  };
}

/** The secrets a rendered config holds: the pull secret's auth strings and the ssh keys' material. */
function secretsOf(mc: RenderedConfig): string[] {
  const file = mc.spec.config.storage.files.find((f) => f.path === PULL_SECRET_PATH)!;
  const text = Buffer.from(file.contents.source.split(',')[1]!, 'base64').toString();
  const auths = Object.values((JSON.parse(text) as { auths: Record<string, { auth: string }> }).auths).map(
    (a) => a.auth,
  );
  const keys = mc.spec.config.passwd.users.flatMap((u) => u.sshAuthorizedKeys ?? []).map((k) => k.split(' ')[1]!);
  return [...auths, ...keys];
}

test(
  'a pull secret or an ssh key never appears in the page, the export or the CLI output',
  { tag: '@core' },
  async ({ demo, osUpdates, review, page }) => {
    // The credentials rotate with the OS update: a new pull secret and a second ssh key for worker.
    await demo.apply(
      JSON.stringify({
        apiVersion: 'machineconfiguration.openshift.io/v1',
        kind: 'MachineConfig',
        metadata: { name: '99-worker-credentials', labels: { 'machineconfiguration.openshift.io/role': 'worker' } },
        spec: {
          config: {
            ignition: { version: '3.5.0' },
            storage: {
              files: [
                {
                  path: PULL_SECRET_PATH,
                  mode: 384,
                  overwrite: true,
                  contents: {
                    source: `data:;base64,${Buffer.from(JSON.stringify({ auths: { 'registry.example.com': { auth: ROTATED_AUTH } } })).toString('base64')}`,
                  },
                },
              ],
            },
            passwd: { users: [{ name: 'core', sshAuthorizedKeys: [NEW_KEY] }] },
          },
        },
      }),
    );
    const names = async () => {
      const pool = JSON.parse(await demo.kubectl('get', 'mcp', 'worker', '-o', 'json'));
      return [pool.status.configuration.name as string, pool.spec.configuration.name as string];
    };
    const targetSecrets = async () =>
      secretsOf(JSON.parse(await demo.kubectl('get', 'mc', (await names())[1]!, '-o', 'json')));
    await expect.poll(targetSecrets).toContain(ROTATED_AUTH);
    const [current, target] = await names();
    const currentJson = await demo.kubectl('get', 'mc', current!, '-o', 'json');
    const targetJson = await demo.kubectl('get', 'mc', target!, '-o', 'json');
    const secrets = [...new Set([...secretsOf(JSON.parse(currentJson)), ...secretsOf(JSON.parse(targetJson))])];
    expect(secrets).toEqual(expect.arrayContaining([ROTATED_AUTH, NEW_KEY.split(' ')[1]]));
    expect(secrets.length).toBeGreaterThanOrEqual(4); // the old and new pull secrets, both keys
    const expectNoSecret = (text: string) => {
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toContain('hunter2');
    };

    await osUpdates.goto();
    await review.open('worker');
    const row = review.file(PULL_SECRET_PATH);
    await expect(row).toContainText('Changed');
    const opened = await review.showFileChanges(PULL_SECRET_PATH);
    await expect(opened).toContainText('Contents hidden: this file may hold a secret');
    await expect(review.configChanges.getByTestId('config-ssh-keys')).toContainText(
      'SSH keys: 1 → 2 (keys are never shown)',
    );
    expectNoSecret(await page.content());
    await review.cancel.click();

    await osUpdates.showPackages('worker');
    for (const format of [/^JSON/, /^Markdown/]) {
      const download = await osUpdates.export('worker', format);
      const text = await readFile(await download.path(), 'utf8');
      expect(text).toContain(PULL_SECRET_PATH);
      expectNoSecret(text);
    }

    const work = await mkdtemp(join(tmpdir(), 'secrets-'));
    await writeFile(join(work, 'old.json'), currentJson);
    await writeFile(join(work, 'new.json'), targetJson);
    for (const format of ['json', 'markdown']) {
      const out = await osUpdate('diff-config', join(work, 'old.json'), join(work, 'new.json'), '--format', format);
      expect(out).toContain(PULL_SECRET_PATH);
      expectNoSecret(out);
    }
  },
);
