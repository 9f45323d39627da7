import { Alert, Content } from '@patternfly/react-core';
import { LineDiffBlock } from '../common/LineDiffBlock';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fileLineDiff } from '../../domain/machine-config/file-line-diff';
import type { MachineConfigContent } from '../../domain/machine-config/machine-config-content';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';

/**
 * One file's change, shown only when asked for: a unified line diff of its decoded text; a
 * binary file by size and hash; a secret never (neither its text nor its hash).
 */
export function FileDiff({
  path,
  before,
  after,
}: {
  path: string;
  before?: MachineConfigContent;
  after?: MachineConfigContent;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const diff = useMemo(() => fileLineDiff(before?.files.get(path), after?.files.get(path)), [path, before, after]);
  if (diff.kind === 'secret')
    return (
      <Alert
        isInline
        isPlain
        variant="info"
        title={t('Contents hidden: this file may hold a secret (a pull secret, a key or a token).')}
      />
    );
  if (diff.kind === 'unknown')
    return (
      <Alert
        isInline
        isPlain
        variant="warning"
        title={t('The contents cannot be shown: {{reason}}', { reason: diff.reason })}
      />
    );
  if (diff.kind === 'binary') {
    const side = (c: typeof diff.before) =>
      c && 'sha256' in c
        ? t('{{size}} bytes, sha256 {{hash}}', { size: format(c.size), hash: c.sha256.slice(0, 12) })
        : '—';
    return (
      <Content component="p" data-test="file-diff-binary">
        {t('Binary file: {{before}} → {{after}}', { before: side(diff.before), after: side(diff.after) })}
      </Content>
    );
  }
  if (diff.hunks.length === 0) return <Content component="p">{t('The contents do not change.')}</Content>;
  return <LineDiffBlock hunks={diff.hunks} label={t('Changes to {{path}}', { path })} testId="file-diff" />;
}
