import react from '@vitejs/plugin-react';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const nodeModules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/** Every PatternFly dynamic module (a folder with a package.json under dist/dynamic), as the console shares them. */
function dynamicModules(pkg: string): string[] {
  const base = join(nodeModules, pkg, 'dist/dynamic');
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (!statSync(full).isDirectory()) continue;
      if (readdirSync(full).includes('package.json')) found.push(`${pkg}/dist/dynamic/${relative(base, full)}`);
      visit(full);
    }
  };
  visit(base);
  return found.sort();
}

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
