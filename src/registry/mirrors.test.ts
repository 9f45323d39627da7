import { describe, expect, it } from 'vitest';
import { MirrorConfigError, parseMirrorConfig, pullSources } from './mirrors';
import { formatReference, parseReference } from './reference';

const D = `sha256:${'cd'.repeat(32)}`;
const IDMS = `
apiVersion: config.openshift.io/v1
kind: ImageDigestMirrorSet
metadata: {name: a}
spec:
  imageDigestMirrors:
  - source: quay.io/openshift-release-dev
    mirrors: [mirror.local/general]
  - source: quay.io/openshift-release-dev/ocp-v4.0-art-dev
    mirrors: [mirror.local/art, backup.local/art]
---
apiVersion: operator.openshift.io/v1alpha1
kind: ImageContentSourcePolicy
metadata: {name: b}
spec:
  repositoryDigestMirrors:
  - source: registry.redhat.io/rhel9
    mirrors: [mirror.local/rhel9]
  - source: quay.io/locked
    mirrors: [mirror.local/locked]
---
kind: ConfigMap
`;

describe('pullSources', () => {
  const rules = parseMirrorConfig(IDMS, 'idms.yaml');
  const sources = (ref: string, r = rules) => pullSources(parseReference(ref), r).map(formatReference);

  it('tries the mirrors of the most specific source in order, then the source', () => {
    expect(sources(`quay.io/openshift-release-dev/ocp-v4.0-art-dev@${D}`)).toEqual([
      `mirror.local/art@${D}`,
      `backup.local/art@${D}`,
      `quay.io/openshift-release-dev/ocp-v4.0-art-dev@${D}`,
    ]);
    expect(sources(`quay.io/openshift-release-dev/ocp-release@${D}`)[0]).toBe(`mirror.local/general/ocp-release@${D}`);
    expect(sources(`registry.redhat.io/rhel9/x@${D}`)[0]).toBe(`mirror.local/rhel9/x@${D}`);
  });

  it('never contacts the source when a rule says so; tags and other repositories go to the source', () => {
    const locked = parseMirrorConfig(
      'kind: ImageDigestMirrorSet\nspec:\n  imageDigestMirrors:\n  - source: quay.io/locked\n    mirrorSourcePolicy: NeverContactSource\n    mirrors: [m.local/locked]\n',
      'x',
    );
    expect(sources(`quay.io/locked/a@${D}`, locked)).toEqual([`m.local/locked/a@${D}`]);
    expect(sources('quay.io/openshift-release-dev/ocp-v4.0-art-dev:4.22')).toEqual([
      'quay.io/openshift-release-dev/ocp-v4.0-art-dev:4.22',
    ]);
    expect(sources(`quay.io/openshift-release-devx/a@${D}`)).toEqual([`quay.io/openshift-release-devx/a@${D}`]);
  });

  it('reads a List and names a bad entry', () => {
    expect(
      parseMirrorConfig(
        `kind: List\nitems:\n- kind: ImageDigestMirrorSet\n  spec: {imageDigestMirrors: [{source: a.io/b, mirrors: [c.io/d]}]}\n`,
        'l',
      ),
    ).toHaveLength(1);
    expect(() =>
      parseMirrorConfig('kind: ImageDigestMirrorSet\nspec: {imageDigestMirrors: [{mirrors: []}]}\n', 'bad.yaml'),
    ).toThrow(MirrorConfigError);
  });
});
