import {
  Content,
  ExpandableSection,
  Flex,
  FlexItem,
  Label,
  List,
  ListItem,
  Stack,
  Title,
} from '@patternfly/react-core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileChange, UnitChange } from '../../domain/machine-config/config-diff';
import type { ConfigReviewResult } from './use-config-review';
import { I18N_NAMESPACE } from '../i18n';
import { CONFIG_CHANGE_COLORS, useConfigChangeLabels } from './change-labels';
import { FileDiff } from './FileDiff';

const octal = (mode: number | undefined) => (mode === undefined ? '—' : `0${mode.toString(8)}`);

function Source({ name }: { name?: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return name ? <Content component="small">{t('from MachineConfig {{name}}', { name })}</Content> : null;
}

function ChangeRow({
  kind,
  name,
  source,
  details,
  children,
}: {
  kind: FileChange['change'];
  name: string;
  source?: string;
  details: string[];
  children?: ReactNode;
}) {
  const labels = useConfigChangeLabels();
  return (
    <Stack>
      <Flex spaceItems={{ default: 'spaceItemsSm' }} alignItems={{ default: 'alignItemsCenter' }}>
        <FlexItem>
          <Label isCompact color={CONFIG_CHANGE_COLORS[kind]}>
            {labels[kind]}
          </Label>
        </FlexItem>
        <FlexItem>
          <code>{name}</code>
        </FlexItem>
        <FlexItem>
          <Source name={source} />
        </FlexItem>
        {details.length > 0 ? <FlexItem>{details.join(' · ')}</FlexItem> : null}
      </Flex>
      {children}
    </Stack>
  );
}

function FileRow({ change, result }: { change: FileChange; result: ConfigReviewResult }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [open, setOpen] = useState(false);
  const details = [
    ...(change.modeChanged
      ? [t('mode {{from}} → {{to}}', { from: octal(change.before?.mode), to: octal(change.after?.mode) })]
      : []),
    ...(change.ownerChanged
      ? [t('owner {{from}} → {{to}}', { from: change.before?.owner, to: change.after?.owner })]
      : []),
  ];
  return (
    <ListItem data-test="config-file" data-path={change.path} data-change={change.change}>
      <ChangeRow kind={change.change} name={change.path} source={change.source} details={details}>
        {change.contentsChanged ? (
          <ExpandableSection
            toggleText={
              open
                ? t('Hide the changes to {{path}}', { path: change.path })
                : t('Show the changes to {{path}}', { path: change.path })
            }
            onToggle={(_e, expanded) => setOpen(expanded)}
            isExpanded={open}
            isIndented
          >
            {open ? <FileDiff path={change.path} before={result.before} after={result.after} /> : null}
          </ExpandableSection>
        ) : null}
      </ChangeRow>
    </ListItem>
  );
}

function UnitRow({ change }: { change: UnitChange }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const details = [
    ...(change.enabled ? [change.enabled.to ? t('enabled') : t('disabled')] : []),
    ...(change.mask ? [change.mask.to ? t('masked') : t('unmasked')] : []),
    ...(change.contentsChanged ? [t('unit file changed')] : []),
    ...change.dropins.added.map((d) => t('drop-in {{name}} added', { name: d })),
    ...change.dropins.changed.map((d) => t('drop-in {{name}} changed', { name: d })),
    ...change.dropins.removed.map((d) => t('drop-in {{name}} removed', { name: d })),
  ];
  return (
    <ListItem data-test="config-unit" data-name={change.name} data-change={change.change}>
      <ChangeRow kind={change.change} name={change.name} source={change.source} details={details} />
    </ListItem>
  );
}

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <Stack>
      <Title headingLevel="h4" size="md">
        {title}
      </Title>
      <List isPlain aria-label={title}>
        {children}
      </List>
    </Stack>
  );
}

/** What the new rendered config changes besides the packages: files, units, kernel, extensions, ssh keys. */
export function ConfigChanges({ result }: { result: ConfigReviewResult }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const diff = result.review?.diff;
  if (!diff) return null;
  const { kernelArguments: args, extensions } = diff;
  const kernelCount = args.added.length + args.removed.length + (diff.kernelType ? 1 : 0) + (diff.fips ? 1 : 0);
  const nothing =
    diff.files.length + diff.units.length + kernelCount + extensions.added.length + extensions.removed.length === 0 &&
    !diff.sshKeys;
  return (
    <Stack hasGutter data-test="config-changes">
      <Title headingLevel="h3" size="md">
        {t('Config changes')}
      </Title>
      {nothing ? (
        <Content component="p">
          {t('No file, unit, kernel or extension changes: only the OS image and the rendered config change.')}
        </Content>
      ) : null}
      <Group title={t('Files')} count={diff.files.length}>
        {diff.files.map((f) => (
          <FileRow key={f.path} change={f} result={result} />
        ))}
      </Group>
      <Group title={t('Systemd units')} count={diff.units.length}>
        {diff.units.map((u) => (
          <UnitRow key={u.name} change={u} />
        ))}
      </Group>
      <Group title={t('Kernel')} count={kernelCount}>
        {args.added.map((a, i) => (
          <ListItem key={`+${a}${i}`} data-test="config-kernel-argument" data-change="added">
            <ChangeRow kind="added" name={a} source={args.sources.get(a)} details={[t('kernel argument')]} />
          </ListItem>
        ))}
        {args.removed.map((a, i) => (
          <ListItem key={`-${a}${i}`} data-test="config-kernel-argument" data-change="removed">
            <ChangeRow kind="removed" name={a} details={[t('kernel argument')]} />
          </ListItem>
        ))}
        {diff.kernelType ? <ListItem>{t('Kernel type: {{from}} → {{to}}', { ...diff.kernelType })}</ListItem> : null}
        {diff.fips ? (
          <ListItem>{diff.fips.to ? t('FIPS mode is turned on') : t('FIPS mode is turned off')}</ListItem>
        ) : null}
      </Group>
      <Group title={t('Extensions')} count={extensions.added.length + extensions.removed.length}>
        {extensions.added.map((x) => (
          <ListItem key={`+${x}`} data-test="config-extension">
            <ChangeRow kind="added" name={x} source={extensions.sources.get(x)} details={[]} />
          </ListItem>
        ))}
        {extensions.removed.map((x) => (
          <ListItem key={`-${x}`} data-test="config-extension">
            <ChangeRow kind="removed" name={x} details={[]} />
          </ListItem>
        ))}
      </Group>
      {diff.sshKeys ? (
        <Content component="p" data-test="config-ssh-keys">
          {t('SSH keys: {{from}} → {{to}} (keys are never shown)', { ...diff.sshKeys })}
        </Content>
      ) : null}
    </Stack>
  );
}
