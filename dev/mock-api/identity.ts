/** The demo cluster's two users: the cluster admin, and a viewer who can only read. */
export type DemoUser = 'admin' | 'viewer';

export const USER_NAMES: Record<DemoUser, string> = { admin: 'kube:admin', viewer: 'viewer' };

const READ_VERBS = new Set(['get', 'list', 'watch']);

/** Whether `user` may do `verb`; the viewer reads everything and changes nothing. */
export const isAllowed = (user: DemoUser, verb: string): boolean => user === 'admin' || READ_VERBS.has(verb);

/** kubectl over plain HTTP sends no token: `--as viewer` impersonates, nothing is the admin. */
export const userFromImpersonation = (header: string | undefined): DemoUser =>
  header === 'viewer' || header === 'system:viewer' ? 'viewer' : 'admin';
