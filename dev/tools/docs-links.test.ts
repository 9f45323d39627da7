/**
 * The README and docs link what exists: every image (the screenshots `npm run screenshots`
 * makes) and every page and heading they point to; and every screenshot the script makes is
 * shown somewhere, none left over from an older list.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchors, docFiles, fencedBlocks, links, readDoc, ROOT, runnableBlocks } from './markdown-docs';
import { SCREENSHOT_DIR, screenshotFile, SCREENSHOTS, THEMES } from './screenshot-names';

const local = (target: string) => !/^[a-z]+:/i.test(target) && !target.startsWith('#');
/** A link's target as a path from the repository root, and its anchor. */
const resolve = (file: string, target: string) => {
  const [path = '', anchor] = target.split('#');
  return { path: normalize(join(dirname(file), decodeURI(path))), anchor };
};

describe.each(docFiles())('%s', (file) => {
  const markdown = readDoc(file);

  it('links only images that exist', () => {
    const images = links(markdown).filter((link) => link.image && local(link.target));
    const missing = images.map((link) => resolve(file, link.target).path).filter((p) => !existsSync(join(ROOT, p)));
    expect(missing).toEqual([]);
  });

  it('links only pages and headings that exist', () => {
    const broken = links(markdown)
      .filter((link) => !link.image && local(link.target))
      .filter((link) => {
        const { path, anchor } = resolve(file, link.target);
        if (!existsSync(join(ROOT, path))) return true;
        return anchor !== undefined && path.endsWith('.md') && !anchors(readDoc(path)).has(anchor);
      })
      .map((link) => link.target);
    expect(broken).toEqual([]);
  });
});

describe('the screenshots', () => {
  const linked = new Set(
    docFiles().flatMap((file) =>
      links(readDoc(file))
        .filter((link) => link.image)
        .map((link) => resolve(file, link.target).path),
    ),
  );

  it.each(SCREENSHOTS)('%s is shown in the README or the docs', (name) => {
    const files = THEMES.map((theme) => join(SCREENSHOT_DIR, screenshotFile(name, theme)));
    expect(files.some((path) => linked.has(path))).toBe(true);
  });

  it('are all made by npm run screenshots: none left from an older list', () => {
    const made = new Set(SCREENSHOTS.flatMap((name) => THEMES.map((theme) => screenshotFile(name, theme))));
    const stale = readdirSync(join(ROOT, SCREENSHOT_DIR)).filter((name) => !made.has(name));
    expect(stale).toEqual([]);
  });

  it('the README shows at least two, among them the review', () => {
    const readme = links(readDoc('README.md')).filter((link) => link.image);
    expect(readme.length).toBeGreaterThanOrEqual(2);
    expect(readme.some((link) => /screenshots\/review-(light|dark)\.png$/.test(link.target))).toBe(true);
  });
});

describe('the Markdown reader the docs tests rely on', () => {
  const sample = [
    '# A title: with `code`',
    '![shot](screenshots/a.png) and [a page](other.md#a-title-with-code)',
    '```sh runnable',
    'echo one',
    '[not a link](inside-code.md)',
    '```',
    '````sh',
    '```',
    'echo two',
    '````',
    'An `inline [x](y)` span.',
  ].join('\n');

  it('finds fenced blocks, a longer fence holding a shorter one, and only the marked ones as runnable', () => {
    expect(fencedBlocks(sample).map((block) => [block.info, block.text, block.line])).toEqual([
      ['sh runnable', 'echo one\n[not a link](inside-code.md)', 3],
      ['sh', '```\necho two', 7],
    ]);
    expect(runnableBlocks(sample).map((block) => block.text)).toEqual(['echo one\n[not a link](inside-code.md)']);
  });

  it('finds links outside code only, and headings as GitHub anchors them', () => {
    expect(links(sample)).toEqual([
      { target: 'screenshots/a.png', image: true },
      { target: 'other.md#a-title-with-code', image: false },
    ]);
    expect([...anchors(sample)]).toEqual(['a-title-with-code']);
  });
});
