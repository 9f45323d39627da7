import { consoleFetchJSON } from './sdk';

interface FlagModelExtension {
  readonly type: string;
  readonly properties: { readonly flag?: string; readonly model?: { group: string; version: string; kind: string } };
}

/** Evaluates `console.flag/model` extensions the way the console does: through API discovery. */
export async function evaluateModelFlags(extensions: readonly FlagModelExtension[]): Promise<Record<string, boolean>> {
  const flags: Record<string, boolean> = {};
  for (const e of extensions) {
    if (e.type !== 'console.flag/model' || !e.properties.flag || !e.properties.model) continue;
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
