import type { Extension } from '@openshift/dynamic-plugin-sdk';
import { consoleFetchJSON } from './sdk';

interface FlagModelExtension extends Extension {
  readonly type: 'console.flag/model';
  readonly properties: { readonly flag: string; readonly model: { group: string; version: string; kind: string } };
}

const isFlagModel = (e: Extension): e is FlagModelExtension => e.type === 'console.flag/model';

/** Evaluates `console.flag/model` extensions the way the console does: through API discovery. */
export async function evaluateModelFlags(extensions: readonly Extension[]): Promise<Record<string, boolean>> {
  const flags: Record<string, boolean> = {};
  for (const e of extensions.filter(isFlagModel)) {
    const { group, version, kind } = e.properties.model;
    const path = group ? `/api/kubernetes/apis/${group}/${version}` : `/api/kubernetes/api/${version}`;
    try {
      const list = (await consoleFetchJSON(path)) as { resources?: { kind: string }[] };
      flags[e.properties.flag] = list.resources?.some((r) => r.kind === kind) === true;
    } catch {
      flags[e.properties.flag] = false;
    }
  }
  return flags;
}
