import { describe, expect, it } from 'vitest';
import { cpeMatches } from './cpe';

describe('cpeMatches: a document product of the image product', () => {
  it.each([
    ['cpe:/o:redhat:enterprise_linux:9::baseos', 'cpe:/o:redhat:enterprise_linux:9::coreos', true],
    ['cpe:/a:redhat:enterprise_linux:9::appstream', 'cpe:/o:redhat:enterprise_linux:9', true],
    ['cpe:/o:redhat:rhel_eus:9.4::baseos', 'cpe:/o:redhat:enterprise_linux:9', false],
    ['cpe:/o:redhat:enterprise_linux:8::baseos', 'cpe:/o:redhat:enterprise_linux:9', false],
    ['cpe:/o:fedoraproject:fedora:40', 'cpe:/o:fedoraproject:fedora:40', true],
    ['not a cpe', 'cpe:/o:fedoraproject:fedora:40', false],
    [undefined, 'cpe:/o:fedoraproject:fedora:40', false],
  ])('%s for %s: %s', (documentCpe, imageCpe, matches) => {
    expect(cpeMatches(documentCpe, imageCpe)).toBe(matches);
  });
});
