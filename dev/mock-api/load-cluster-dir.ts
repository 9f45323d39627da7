import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { KubeObject } from './store';

/** Reads every YAML or JSON file of a folder (sorted, recursively) into objects; `List`s are unpacked. */
export function loadClusterDir(dir: string): KubeObject[] {
  const objects: KubeObject[] = [];
  const visit = (path: string) => {
    for (const entry of readdirSync(path).sort()) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) visit(full);
      else if (/\.(ya?ml|json)$/.test(entry)) objects.push(...readObjects(full));
    }
  };
  visit(dir);
  return objects;
}

function readObjects(file: string): KubeObject[] {
  const text = readFileSync(file, 'utf8');
  const docs = file.endsWith('.json')
    ? [JSON.parse(text) as unknown]
    : parseAllDocuments(text).map((d) => d.toJS() as unknown);
  const out: KubeObject[] = [];
  for (const doc of docs) {
    if (doc === null || typeof doc !== 'object') continue;
    const obj = doc as KubeObject & { items?: KubeObject[] };
    if (obj.kind === 'List' || (obj.kind?.endsWith('List') && Array.isArray(obj.items))) out.push(...(obj.items ?? []));
    else if (obj.kind && obj.apiVersion) out.push(obj);
    else throw new Error(`${file}: not a Kubernetes object (missing apiVersion or kind)`);
  }
  return out;
}
