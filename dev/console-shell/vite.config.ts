import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * Console 4.22's share scope as recorded from its webpack runtime (dev/tools/console-share-scope.ts):
 * it shares only the PatternFly dynamic modules (and icons) it uses itself, and so does the shell.
 */
const consoleShareScope = Object.keys(
  JSON.parse(readFileSync(join(root, 'recorded/console-4.22-share-scope.json'), 'utf8')) as Record<string, string[]>,
);
const dynamicModules = (pkg: string): string[] =>
  consoleShareScope.filter((name) => name.startsWith(`${pkg}/dist/dynamic/`));

// `NODE_ENV=development vite build` builds the shell with development React (into dist-dev),
// as a console developer runs it: React then warns about misuse that production React hides.
const development = process.env.NODE_ENV === 'development';

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  define: {
    __PF_CORE_DYNAMIC_MODULES__: JSON.stringify(dynamicModules('@patternfly/react-core')),
    __PF_TABLE_DYNAMIC_MODULES__: JSON.stringify(dynamicModules('@patternfly/react-table')),
    __PF_ICONS_DYNAMIC_MODULES__: JSON.stringify(dynamicModules('@patternfly/react-icons')),
  },
  build: {
    outDir: join(root, development ? 'dist-dev' : 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    minify: !development,
  },
});
