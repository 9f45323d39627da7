// @vitest-environment jsdom
import { HttpError, useK8sWatchResource, type WatchK8sResource } from '@openshift-console/dynamic-plugin-sdk';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test-support/english-i18n';
import { GateEnforcement, INSTALL_POLICIES_COMMAND } from './GateEnforcement';

const UNPAUSE = 'os-updates-held-pool-unpause';
const NODE_TARGET = 'os-updates-gated-node-target';

const { ready, wrapper } = englishI18n();
beforeAll(() => ready);

const watch = vi.mocked(useK8sWatchResource);
let answers: Map<string, [unknown, boolean, unknown]>;
const answer = (kind: string, name: string, value: [unknown, boolean, unknown]) =>
  answers.set(`${kind}/${name}`, value);
const policy = (name: string) => [{ metadata: { name } }, true, ''] as [unknown, boolean, unknown];
const binding = (name: string, spec: unknown) =>
  [{ metadata: { name }, spec }, true, ''] as [unknown, boolean, unknown];
const installAll = () => {
  for (const name of [UNPAUSE, NODE_TARGET]) {
    answer('ValidatingAdmissionPolicy', name, policy(name));
    answer('ValidatingAdmissionPolicyBinding', name, binding(name, { policyName: name, validationActions: ['Deny'] }));
  }
};

beforeEach(() => {
  answers = new Map();
  watch.mockImplementation(
    ((resource: WatchK8sResource | null) =>
      (resource && answers.get(`${resource.groupVersionKind?.kind ?? ''}/${resource.name ?? ''}`)) ?? [
        {},
        false,
        '',
      ]) as typeof useK8sWatchResource,
  );
});
afterEach(cleanup);

const shown = () => document.querySelector<HTMLElement>('[data-test="gate-enforcement"]');

describe('GateEnforcement', () => {
  it('says nothing while the policies load', () => {
    render(<GateEnforcement />, { wrapper });
    expect(shown()).toBeNull();
  });

  it('says in a line that the API server holds the gate when both policies are bound to deny', () => {
    installAll();
    render(<GateEnforcement />, { wrapper });
    const note = shown();
    expect(note?.getAttribute('data-enforcement')).toBe('api-server');
    expect(note?.textContent).toContain('Held by the API server');
    expect(note?.textContent).toContain('even with the OS update controller down');
    expect(note?.className).not.toContain('warning');
  });

  it('warns that only the controller holds it, names what is missing and how to install it', () => {
    installAll();
    answer('ValidatingAdmissionPolicyBinding', NODE_TARGET, [{}, false, new HttpError('not found', 404)]);
    answer(
      'ValidatingAdmissionPolicyBinding',
      UNPAUSE,
      binding(UNPAUSE, { policyName: UNPAUSE, validationActions: ['Warn'] }),
    );
    render(<GateEnforcement />, { wrapper });
    const note = shown();
    expect(note?.getAttribute('data-enforcement')).toBe('controller-only');
    expect(note?.className).toContain('warning');
    expect(note?.textContent).toContain('Held by the controller only');
    expect(note?.textContent).toContain('slower than the machine-config node controller (5 s)');
    const gaps = within(note as HTMLElement).getByRole('list', { name: 'What the API server lacks to hold the gate' });
    expect(
      within(gaps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `ValidatingAdmissionPolicyBinding ${UNPAUSE} does not deny: its validationActions lack Deny`,
      `ValidatingAdmissionPolicyBinding ${NODE_TARGET} is not in the cluster`,
    ]);
    expect(note?.textContent).toContain('Apply deploy/ to install the admission policies:');
    expect(within(note as HTMLElement).getByLabelText('Command that installs the admission policies').textContent).toBe(
      INSTALL_POLICIES_COMMAND,
    );
    // The copy button is a button: reached and pressed from the keyboard.
    expect(within(note as HTMLElement).getByRole('button', { name: 'Copy the command' })).toBeTruthy();
  });

  it('names the policy a binding binds instead of its own', () => {
    installAll();
    answer(
      'ValidatingAdmissionPolicyBinding',
      UNPAUSE,
      binding(UNPAUSE, { policyName: 'other', validationActions: ['Deny'] }),
    );
    render(<GateEnforcement />, { wrapper });
    expect(shown()?.textContent).toContain(`ValidatingAdmissionPolicyBinding ${UNPAUSE} binds another policy: other`);
  });

  it('says the hold is unknown, without an error, when the policies may not be read (403)', () => {
    const forbidden: [unknown, boolean, unknown] = [{}, false, new HttpError('forbidden', 403)];
    for (const name of [UNPAUSE, NODE_TARGET]) {
      answer('ValidatingAdmissionPolicy', name, forbidden);
      answer('ValidatingAdmissionPolicyBinding', name, forbidden);
    }
    render(<GateEnforcement />, { wrapper });
    const note = shown();
    expect(note?.getAttribute('data-enforcement')).toBe('unknown');
    expect(note?.textContent).toContain("The gate's hold is unknown");
    expect(note?.className).not.toMatch(/danger|warning/);
  });
});
