import type { ConfigChangeReview } from './config-review';
import type { FileChange, UnitChange } from './config-diff';
import { disruptionLevel, servicesOf } from './disruption-summary';
import { caveatSentence } from './forecast-caveats';

const code = (s: string) => `\`${s.replace(/`/g, "'")}\``;
const from = (source: string | undefined) => (source ? ` (from ${code(source)})` : '');
const mode = (m: number | undefined) => (m === undefined ? 'unset' : `0${m.toString(8)}`);

function fileLine(f: FileChange): string {
  const details: string[] = [];
  if (f.change === 'changed') {
    if (f.contentsChanged)
      details.push(
        f.after?.contents.kind === 'secret' ? 'contents changed (hidden: may hold a secret)' : 'contents changed',
      );
    if (f.modeChanged) details.push(`mode ${mode(f.before?.mode)} → ${mode(f.after?.mode)}`);
    if (f.ownerChanged) details.push(`owner ${f.before?.owner} → ${f.after?.owner}`);
    if (f.otherFieldsChanged)
      details.push('same contents, other Ignition fields differ (the daemon counts it changed)');
  }
  return `- ${f.change} ${code(f.path)}${from(f.source)}${details.length ? `: ${details.join(', ')}` : ''}`;
}

function unitLine(u: UnitChange): string {
  const details: string[] = [];
  if (u.enabled) details.push(u.enabled.to ? 'enabled' : 'disabled');
  if (u.mask) details.push(u.mask.to ? 'masked' : 'unmasked');
  if (u.contentsChanged) details.push('contents changed');
  for (const kind of ['added', 'removed', 'changed'] as const)
    for (const d of u.dropins[kind]) details.push(`drop-in ${code(d)} ${kind}`);
  if (u.otherFieldsChanged) details.push('other Ignition fields differ (the daemon counts it changed)');
  return `- ${u.change} ${code(u.name)}${from(u.source)}${details.length ? `: ${details.join(', ')}` : ''}`;
}

/** One sentence on what each machine does, as the review says it. */
export function disruptionSentence({ disruption }: ConfigChangeReview): string {
  if (disruption.outcome === 'fails')
    return 'The update fails: the daemon does not apply this change (see the caveats).';
  const services = servicesOf(disruption).join(', ');
  const sentence = (() => {
    switch (disruptionLevel(disruption)) {
      case 'reboot':
        return disruption.drain
          ? 'Each machine is drained and rebooted.'
          : 'Each machine is rebooted, without a drain.';
      case 'drain':
        return `Each machine is drained, without a reboot${services ? `; ${services} reloaded or restarted` : ''}.`;
      case 'restart':
        return `No reboot, no drain: ${services || 'the daemon'} reloaded or restarted.`;
      default:
        return 'No reboot, no drain: the files are written, nothing is restarted.';
    }
  })();
  // The daemon first waits for the operator to observe the policy (see the caveats).
  return disruption.outcome === 'waits' ? `Once the policy is observed: ${sentence}` : sentence;
}

/** The config changes as Markdown: files, units, kernel, extensions, then the disruption. Never contents. */
export function configDiffToMarkdown(review: ConfigChangeReview, title = 'Config changes'): string {
  const { diff } = review;
  const lines = [`## ${title}`, '', `${code(diff.from)} → ${code(diff.to)}`, ''];
  const section = (name: string, items: string[]) => {
    if (items.length) lines.push(`### ${name}`, '', ...items, '');
  };
  section('Files', diff.files.map(fileLine));
  section('Units', diff.units.map(unitLine));
  section('Kernel', [
    ...diff.kernelArguments.added.map(
      (a) => `- kernel argument added ${code(a)}${from(diff.kernelArguments.sources.get(a))}`,
    ),
    ...diff.kernelArguments.removed.map((a) => `- kernel argument removed ${code(a)}`),
    ...(diff.kernelArgumentsChanged && diff.kernelArguments.added.length + diff.kernelArguments.removed.length === 0
      ? ['- kernel arguments reordered or split differently (the daemon compares them as written)']
      : []),
    ...(diff.kernelType ? [`- kernel type ${diff.kernelType.from} → ${diff.kernelType.to}`] : []),
    ...(diff.fips ? [`- FIPS ${diff.fips.to ? 'enabled' : 'disabled'}`] : []),
    ...(diff.osImageURL
      ? [`- OS image ${code(diff.osImageURL.from ?? 'none')} → ${code(diff.osImageURL.to ?? 'none')}`]
      : []),
  ]);
  section('Extensions', [
    ...diff.extensions.added.map((x) => `- added ${code(x)}${from(diff.extensions.sources.get(x))}`),
    ...diff.extensions.removed.map((x) => `- removed ${code(x)}`),
    ...(diff.extensionsChanged && diff.extensions.added.length + diff.extensions.removed.length === 0
      ? ['- reordered or repeated (the daemon compares them as a list)']
      : []),
  ]);
  section('SSH keys', [
    ...(diff.sshKeys ? [`- ${diff.sshKeys.from} → ${diff.sshKeys.to} keys`] : []),
    ...(diff.passwdChanged && !diff.sshKeys ? ['- keys or password hash changed (never shown)'] : []),
  ]);
  lines.push('### Disruption', '', disruptionSentence(review), '');
  section(
    'Caveats',
    review.disruption.caveats.map((c) => `- ${caveatSentence(c)}`),
  );
  return `${lines.join('\n')}\n`;
}
