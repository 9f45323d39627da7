import { structuredPatch } from 'diff';
import { fileContents, type FileContents } from './file-contents';
import type { ConfigFile } from './machine-config-content';

export interface DiffLine {
  readonly kind: 'context' | 'added' | 'removed';
  readonly text: string;
}

export interface DiffHunk {
  readonly oldStart: number;
  readonly oldLines: number;
  readonly newStart: number;
  readonly newLines: number;
  readonly lines: readonly DiffLine[];
}

/** A file's change as the review may show it: a line diff of text, never of a secret. */
export type FileLineDiff =
  | { readonly kind: 'text'; readonly hunks: readonly DiffHunk[] }
  | { readonly kind: 'binary'; readonly before?: FileContents; readonly after?: FileContents }
  | { readonly kind: 'secret' }
  | { readonly kind: 'unknown'; readonly reason: string };

const MARK = { ' ': 'context', '+': 'added', '-': 'removed' } as const;

/** The line diff of one file between two configs (either side may be absent: added, removed). */
export function fileLineDiff(before: ConfigFile | undefined, after: ConfigFile | undefined, context = 3): FileLineDiff {
  const a = before ? fileContents(before) : undefined;
  const b = after ? fileContents(after) : undefined;
  if (a?.kind === 'secret' || b?.kind === 'secret') return { kind: 'secret' };
  for (const side of [a, b])
    if (side?.kind === 'invalid') return { kind: 'unknown', reason: side.problem };
    else if (side?.kind === 'remote') return { kind: 'unknown', reason: `contents at ${side.source}` };
  if ((a && a.kind !== 'text') || (b && b.kind !== 'text')) return { kind: 'binary', before: a, after: b };
  return textLineDiff(a?.kind === 'text' ? a.text : '', b?.kind === 'text' ? b.text : '', context);
}

/** The unified line diff of two texts (a Containerfile, a file's decoded contents). */
export function textLineDiff(oldText: string, newText: string, context = 3): FileLineDiff & { kind: 'text' } {
  const patch = structuredPatch('a', 'b', oldText, newText, '', '', { context });
  return {
    kind: 'text',
    hunks: patch.hunks.map((h) => ({
      oldStart: h.oldStart,
      oldLines: h.oldLines,
      newStart: h.newStart,
      newLines: h.newLines,
      lines: h.lines.flatMap((l) => {
        const mark = l.charAt(0);
        return mark in MARK ? [{ kind: MARK[mark as keyof typeof MARK], text: l.slice(1) }] : [];
      }),
    })),
  };
}
