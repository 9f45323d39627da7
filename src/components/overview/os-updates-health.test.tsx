// @vitest-environment jsdom
import { HttpError, type WatchK8sResults } from '@openshift-console/dynamic-plugin-sdk';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import english from '../../../locales/en/plugin__os-update-plugin.json';
import { I18N_NAMESPACE } from '../i18n';
import { osUpdatesHealth, osUpdatesHealthResources, type OsUpdatesResources } from './os-updates-health';
import { OsUpdatesHealthPopup } from './OsUpdatesHealthPopup';

const UNPAUSE = 'os-updates-held-pool-unpause';
const NODE_TARGET = 'os-updates-gated-node-target';

// As the console: its own i18next instance, shared, with `~` between namespace and key.
beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    nsSeparator: '~',
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    resources: { en: { [I18N_NAMESPACE]: english } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});
afterEach(cleanup);

const pool = (name: string, gated: boolean) => ({
  metadata: { name, ...(gated ? { annotations: { 'os-updates.openshift.io/gate': 'review-each-update' } } : {}) },
  spec: { paused: false, configuration: { name: 'rendered-a' } },
  status: { configuration: { name: 'rendered-a' }, conditions: [] },
});

type Result = { data: unknown; loaded: boolean; loadError: unknown };
const found = (name: string, spec?: unknown): Result => ({
  data: { metadata: { name }, ...(spec ? { spec } : {}) },
  loaded: true,
  loadError: '',
});
const deny = (name: string) => found(name, { policyName: name, validationActions: ['Deny'] });
const notFound: Result = { data: {}, loaded: false, loadError: new HttpError('not found', 404) };
const forbidden: Result = { data: {}, loaded: false, loadError: new HttpError('forbidden', 403) };

const results = (pools: unknown[], gate: Partial<Record<string, Result>> = {}) =>
  ({
    pools: { data: pools, loaded: true, loadError: '' },
    pins: { data: [], loaded: true, loadError: '' },
    [`policy:${UNPAUSE}`]: found(UNPAUSE),
    [`binding:${UNPAUSE}`]: deny(UNPAUSE),
    [`policy:${NODE_TARGET}`]: found(NODE_TARGET),
    [`binding:${NODE_TARGET}`]: deny(NODE_TARGET),
    ...gate,
  }) as unknown as WatchK8sResults<OsUpdatesResources>;

const popupNote = () => document.querySelector<HTMLElement>('[data-test="gate-enforcement"]');

describe("the Overview's OS updates item", () => {
  it('watches the gate’s two policies and their bindings by name', () => {
    const named = Object.values(osUpdatesHealthResources).flatMap((r) =>
      'name' in r ? [`${r.groupVersionKind.kind}/${r.name}`] : [],
    );
    expect(named.sort()).toEqual(
      [
        `ValidatingAdmissionPolicy/${NODE_TARGET}`,
        `ValidatingAdmissionPolicy/${UNPAUSE}`,
        `ValidatingAdmissionPolicyBinding/${NODE_TARGET}`,
        `ValidatingAdmissionPolicyBinding/${UNPAUSE}`,
      ].sort(),
    );
  });

  it('is fine, and says so in the popup, when the API server holds the gate', () => {
    const r = results([pool('worker', true), pool('master', false)]);
    expect(osUpdatesHealth(r)).toEqual({ state: 'OK', message: 'Up to date' });
    render(<OsUpdatesHealthPopup {...r} />);
    expect(popupNote()?.getAttribute('data-enforcement')).toBe('api-server');
    expect(document.body.textContent).toContain('Set to review every OS update: worker');
  });

  it('warns, as the page does, when only the controller holds it', () => {
    const r = results([pool('worker', true)], { [`binding:${NODE_TARGET}`]: notFound });
    expect(osUpdatesHealth(r)).toEqual({ state: 'WARNING', message: 'Up to date, gate held by the controller only' });
    render(<OsUpdatesHealthPopup {...r} />);
    expect(popupNote()?.getAttribute('data-enforcement')).toBe('controller-only');
    expect(popupNote()?.textContent).toContain(`ValidatingAdmissionPolicyBinding ${NODE_TARGET} is not in the cluster`);
  });

  it('leaves the state alone when the policies may not be read, and says the hold is unknown', () => {
    const r = results([pool('worker', true)], {
      [`policy:${UNPAUSE}`]: forbidden,
      [`binding:${UNPAUSE}`]: forbidden,
      [`policy:${NODE_TARGET}`]: forbidden,
      [`binding:${NODE_TARGET}`]: forbidden,
    });
    expect(osUpdatesHealth(r)).toEqual({ state: 'OK', message: 'Up to date' });
    render(<OsUpdatesHealthPopup {...r} />);
    expect(popupNote()?.getAttribute('data-enforcement')).toBe('unknown');
  });

  it('is quiet about the gate when no pool is set to review every OS update', () => {
    const r = results([pool('worker', false)], { [`binding:${NODE_TARGET}`]: notFound });
    expect(osUpdatesHealth(r)).toEqual({ state: 'OK', message: 'Up to date' });
    render(<OsUpdatesHealthPopup {...r} />);
    expect(popupNote()).toBeNull();
  });

  it('says nothing of the gate while its policies load', () => {
    const loading: Result = { data: {}, loaded: false, loadError: '' };
    const r = results([pool('worker', true)], { [`policy:${UNPAUSE}`]: loading });
    expect(osUpdatesHealth(r).state).toBe('OK');
    render(<OsUpdatesHealthPopup {...r} />);
    expect(popupNote()).toBeNull();
  });
});
