// What the console's monitoring proxies answer, read by the alerts' and silences' queries:
// one chunk that loads with their first read, not two.
export { parseFiringAlerts } from '../domain/preflight/firing-alerts-parse';
export { parseActiveSilences } from '../domain/preflight/silences-parse';
