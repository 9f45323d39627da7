import { CodeBlock, CodeBlockCode } from '@patternfly/react-core';
import type { DiffHunk } from '../../domain/machine-config/file-line-diff';
import { useDetailStyles } from '../use-detail-styles';

const MARK = { context: ' ', added: '+', removed: '-' } as const;

/** A unified line diff, hunk by hunk, the added and removed lines marked (and coloured by the plugin's styles). */
export function LineDiffBlock({ hunks, label, testId }: { hunks: readonly DiffHunk[]; label: string; testId: string }) {
  useDetailStyles();
  return (
    <CodeBlock className="os-update-plugin__file-diff" data-test={testId} aria-label={label}>
      <CodeBlockCode>
        {hunks.map((h) => (
          <span key={`${h.oldStart}-${h.newStart}`}>
            <span className="os-update-plugin__diff-hunk">{`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@\n`}</span>
            {h.lines.map((line, i) => (
              <span
                key={i}
                className={`os-update-plugin__diff-line--${line.kind}`}
              >{`${MARK[line.kind]}${line.text}\n`}</span>
            ))}
          </span>
        ))}
      </CodeBlockCode>
    </CodeBlock>
  );
}
