import { pullSources, type MirrorRule } from './mirrors';
import { formatReference, type ImageReference } from './reference';
import type { RegistryClient } from './registry-client';
import { RegistryError } from './registry-error';

/** The top manifest from the first source that answers: the mirrors in order, then the source. */
export async function resolveSource(
  ref: ImageReference,
  options: { readonly client: RegistryClient; readonly mirrors?: readonly MirrorRule[] },
) {
  const failures: RegistryError[] = [];
  for (const source of pullSources(ref, options.mirrors ?? [])) {
    try {
      const fetched = await options.client.manifest(source, source.digest ?? (source.tag as string));
      return { source, fetched };
    } catch (error) {
      if (!(error instanceof RegistryError)) throw error;
      failures.push(error);
    }
  }
  const [first, ...rest] = failures;
  if (rest.length === 0 && first) throw first;
  throw new RegistryError(
    ref.registry,
    `no source answered for ${formatReference(ref)}: ${failures.map((f) => f.message).join('; ')}`,
  );
}
