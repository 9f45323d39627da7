/** Structured logs: one JSON object a line on stdout (what cluster log collectors parse). */
export type Log = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;

export const jsonLog =
  (write: (line: string) => void = (l) => process.stdout.write(l)): Log =>
  (level, message, fields = {}) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })}\n`);
