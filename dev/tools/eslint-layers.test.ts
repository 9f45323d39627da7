import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

/** Lints `code` as if it were the file at `path`, and returns the rules that fired. */
async function rulesFor(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

describe('the layer rules of DESIGN section 6', () => {
  it.each([
    ['src/domain/x.ts', "import { dataTest } from '../components/data-test';\nexport const x = dataTest;\n"],
    ['src/domain/x.ts', "import { poolsQuery } from '../k8s/queries';\nexport const x = poolsQuery;\n"],
    ['src/k8s/x.ts', "import { dataTest } from '../components/data-test';\nexport const x = dataTest;\n"],
    ['src/components/x.ts', "import { queryClient } from '../plugin/query-client';\nexport const x = queryClient;\n"],
    ['src/cli/x.ts', "import { poolsQuery } from '../k8s/queries';\nexport const x = poolsQuery;\n"],
    ['src/registry/x.ts', "import { poolsQuery } from '../k8s/queries';\nexport const x = poolsQuery;\n"],
    ['src/domain/x.ts', "import { readOsImage } from '../registry/read-os-image';\nexport const x = readOsImage;\n"],
    [
      'src/components/x.ts',
      "import { readOsImage } from '../registry/read-os-image';\nexport const x = readOsImage;\n",
    ],
    ['dev/mock-api/x.ts', "import { rpmvercmp } from '../../src/domain/rpmvercmp';\nexport const x = rpmvercmp;\n"],
    ['integration-tests/x.ts', "import { dataTest } from '../src/components/data-test';\nexport const x = dataTest;\n"],
  ])('%s may not import upward or across: %s', async (path, code) => {
    expect(await rulesFor(path, code)).toContain('import-x/no-restricted-paths');
  });

  it('keeps the domain free of React, SDKs and I/O', async () => {
    expect(
      await rulesFor('src/domain/x.ts', "import { useState } from 'react';\nexport const x = useState;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFor('src/domain/x.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"),
    ).toContain('no-restricted-imports');
    expect(await rulesFor('src/domain/x.ts', 'export const x = () => fetch("/");\n')).toContain(
      'no-restricted-globals',
    );
  });

  it('keeps the image reader free of React and the console SDK', async () => {
    expect(
      await rulesFor(
        'src/registry/x.ts',
        "import { k8sGet } from '@openshift-console/dynamic-plugin-sdk';\nexport const x = k8sGet;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('allows the downward direction', async () => {
    expect(
      await rulesFor(
        'src/components/x.ts',
        "import { poolsQuery } from '../k8s/queries';\nexport const x = poolsQuery;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFor('src/cli/x.ts', "import { rpmvercmp } from '../domain/rpmvercmp';\nexport const x = rpmvercmp;\n"),
    ).toEqual([]);
    expect(
      await rulesFor(
        'src/cli/x.ts',
        "import { readOsImage } from '../registry/read-os-image';\nexport const x = readOsImage;\n",
      ),
    ).toEqual([]);
  });
});
