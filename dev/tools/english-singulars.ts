/**
 * The English `_one` forms of the plural keys (i18next-parser writes the key itself, the
 * plural, for both). Every `_one` key of the catalogue must be here: `npm run i18n:check`
 * fails on one that is not, so that no "1 waves left" ships.
 */
export const ENGLISH_SINGULARS: Readonly<Record<string, string>> = {
  'Drain held by {{budget}} and {{count}} more budgets': 'Drain held by {{budget}} and {{count}} more budget',
  'Roll out although {{count}} packages are downgraded': 'Roll out although {{count}} package is downgraded',
  'Update with {{count}} downgrades, awaiting approval': 'Update with {{count}} downgrade, awaiting approval',
  'and {{formatted}} more': 'and {{formatted}} more',
  'fixes {{formatted}} CVEs': 'fixes {{formatted}} CVE',
  '{{formatted}} files': '{{formatted}} file',
  '{{formatted}} units': '{{formatted}} unit',
  '{{formatted}} kernel arguments': '{{formatted}} kernel argument',
  '{{formatted}} machines': '{{formatted}} machine',
  '{{formatted}} updating': '{{formatted}} updating',
  '{{formatted}} failed': '{{formatted}} failed',
  'Show the package changes ({{formatted}})': 'Show the package changes ({{formatted}})',
  '{{atOnce}} at a time, {{waves}} waves left': '{{atOnce}} at a time, {{waves}} wave left',
  '{{atOnce}} at a time: {{waves}} waves': '{{atOnce}} at a time: {{waves}} wave',
  '{{count}} advisories in the target image': '{{count}} advisory in the target image',
  '{{formatted}} packages are downgraded': '{{formatted}} package is downgraded',
  '{{formatted}} packages': '{{formatted}} package',
  '{{formatted}} rendered configs are read in full': '{{formatted}} rendered config is read in full',
  '{{formatted}} shown': '{{formatted}} shown',
  '{{left}} of {{total}} machines to update': '{{left}} of {{total}} machine to update',
  '{{updated}} of {{total}} machines updated': '{{updated}} of {{total}} machine updated',
  '{{updated}} of {{total}} machines': '{{updated}} of {{total}} machine',
  '{{count}} pools awaiting approval': '{{count}} pool awaiting approval',
  '{{count}} machines are unavailable already': '{{count}} machine is unavailable already',
  '{{count}} machines run pods of {{budget}}, whose budget allows no disruption: their drain will wait until it does':
    '{{count}} machine runs pods of {{budget}}, whose budget allows no disruption: its drain will wait until it does',
  '{{count}} machines unavailable': '{{count}} machine unavailable',
  '{{count}} silenced alerts are left out.': '{{count}} silenced alert is left out.',
  '{{count}} pools degraded': '{{count}} pool degraded',
  '{{count}} pools rolling out': '{{count}} pool rolling out',
  '{{count}} pinned': '{{count}} pinned',
  '{{count}} CVEs': '{{count}} CVE',
  'Fixes {{formatted}} CVEs': 'Fixes {{formatted}} CVE',
  'Fixes {{formatted}} CVEs ({{kernel}} in the kernel)': 'Fixes {{formatted}} CVE ({{kernel}} in the kernel)',
  '{{budget}} ({{formatted}} machines)': '{{budget}} ({{formatted}} machine)',
  '{{formatted}} alerts are firing': '{{formatted}} alert is firing',
  '{{formatted}} machines are unavailable already': '{{formatted}} machine is unavailable already',
  'Reopens {{formatted}} CVEs that the running image fixes': 'Reopens {{formatted}} CVE that the running image fixes',
  'Reopens {{formatted}} CVEs that the running image fixes ({{critical}} Critical)':
    'Reopens {{formatted}} CVE that the running image fixes ({{critical}} Critical)',
  '{{count}} hours': '{{count}} hour',
  '{{count}} minutes': '{{count}} minute',
  '{{pool}} needs about {{count}} windows of this length': '{{pool}} needs about {{count}} window of this length',
  'At about {{minutes}} minutes a wave, {{atOnce}} at a time, that needs about {{count}} windows of this length.':
    'At about {{minutes}} minutes a wave, {{atOnce}} at a time, that needs about {{count}} window of this length.',
  'Maintenance window ended with {{count}} machines left': 'Maintenance window ended with {{count}} machine left',
  'Held by {{budget}} and {{count}} more': 'Held by {{budget}} and {{count}} more',
};
