/**
 * The README and docs/*.md as the docs' tests read them: their fenced blocks, the blocks marked
 * runnable, and their links. A small reader of the Markdown these files use, not a full parser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The marker of a block whose commands the tests run: a fence with the info string `sh runnable`. */
export const RUNNABLE_INFO = 'sh runnable';

/** README.md and every docs/*.md, as paths from the repository root. */
export const docFiles = (): string[] => [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

export const readDoc = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

export interface FencedBlock {
  readonly info: string;
  readonly text: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

interface OpenFence {
  readonly fence: string;
  readonly info: string;
  readonly line: number;
  readonly lines: string[];
}

/** Whether `match` closes `open`: as many of the same characters or more, and nothing after. */
const closes = (open: OpenFence, match: RegExpExecArray) =>
  match[1]!.startsWith(open.fence[0]!) && match[1]!.length >= open.fence.length && !match[2]!.trim();

/** Walks the lines once: the fenced blocks, and which lines are code (fences included). */
function scan(markdown: string): { blocks: FencedBlock[]; code: boolean[] } {
  const blocks: FencedBlock[] = [];
  const code: boolean[] = [];
  let open: OpenFence | undefined;
  markdown.split('\n').forEach((line, index) => {
    const match = FENCE.exec(line);
    code.push(open !== undefined || match !== null);
    if (!open) {
      if (match) open = { fence: match[1]!, info: match[2]!.trim(), line: index + 1, lines: [] };
    } else if (match && closes(open, match)) {
      blocks.push({ info: open.info, text: open.lines.join('\n'), line: open.line });
      open = undefined;
    } else {
      open.lines.push(line);
    }
  });
  return { blocks, code };
}

/** Every fenced code block, with its info string (trimmed) and its text. */
export const fencedBlocks = (markdown: string): FencedBlock[] => scan(markdown).blocks;

export const runnableBlocks = (markdown: string): FencedBlock[] =>
  fencedBlocks(markdown).filter((block) => block.info === RUNNABLE_INFO);

/** The lines outside fenced blocks. */
function proseLines(markdown: string): string[] {
  const { code } = scan(markdown);
  return markdown.split('\n').filter((_, index) => !code[index]);
}

export interface Link {
  readonly target: string;
  readonly image: boolean;
}

/** Markdown links and images outside code (fenced blocks and inline code spans are skipped). */
export function links(markdown: string): Link[] {
  const prose = proseLines(markdown)
    .join('\n')
    .replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/(!?)\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => ({
    target: match[2]!,
    image: match[1] === '!',
  }));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export const headingAnchor = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a document's headings. */
export const anchors = (markdown: string): Set<string> =>
  new Set(
    proseLines(markdown)
      .map((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1])
      .filter((heading): heading is string => heading !== undefined)
      .map(headingAnchor),
  );
