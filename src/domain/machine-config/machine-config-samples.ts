import { gzipSync } from 'fflate';

/** Builders of MachineConfig objects for tests: the shapes the MCO writes. */
export interface SampleFile {
  readonly path: string;
  readonly text?: string;
  readonly bytes?: Uint8Array;
  readonly mode?: number;
  readonly user?: string;
  readonly gzip?: boolean;
  readonly percent?: boolean;
}
export interface SampleUnit {
  readonly name: string;
  readonly enabled?: boolean;
  readonly mask?: boolean;
  readonly contents?: string;
  readonly dropins?: readonly { name: string; contents: string }[];
}
/** A passwd user as Ignition writes it: the MCO reconciles only `core`'s keys and password hash. */
export interface SampleUser {
  readonly name: string;
  readonly sshKeys?: readonly string[];
  readonly passwordHash?: string;
}
export interface SampleConfig {
  readonly files?: readonly SampleFile[];
  readonly units?: readonly SampleUnit[];
  readonly kernelArguments?: readonly string[];
  readonly extensions?: readonly string[];
  readonly kernelType?: string;
  readonly fips?: boolean;
  readonly osImageURL?: string;
  readonly sshKeys?: readonly string[];
  /** Passwd users in full (instead of `sshKeys`, which are `core`'s). */
  readonly users?: readonly SampleUser[];
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export function dataUrl(file: SampleFile): string {
  const bytes = file.bytes ?? new TextEncoder().encode(file.text ?? '');
  if (file.gzip) return `data:;base64,${toBase64(gzipSync(bytes))}`;
  if (file.percent) return `data:,${encodeURIComponent(file.text ?? '')}`;
  return `data:text/plain;charset=utf-8;base64,${toBase64(bytes)}`;
}

const usersOf = (c: SampleConfig) =>
  c.users?.map((u) => ({
    name: u.name,
    ...(u.sshKeys ? { sshAuthorizedKeys: u.sshKeys } : {}),
    ...(u.passwordHash !== undefined ? { passwordHash: u.passwordHash } : {}),
  })) ?? (c.sshKeys ? [{ name: 'core', sshAuthorizedKeys: c.sshKeys }] : []);

export function machineConfig(name: string, c: SampleConfig = {}) {
  return {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfig',
    metadata: { name },
    spec: {
      config: {
        ignition: { version: '3.5.0' },
        storage: {
          files: (c.files ?? []).map((f) => ({
            path: f.path,
            mode: f.mode ?? 420,
            overwrite: true,
            ...(f.user ? { user: { name: f.user } } : {}),
            contents: { source: dataUrl(f), ...(f.gzip ? { compression: 'gzip' } : {}) },
          })),
        },
        systemd: { units: c.units ?? [] },
        passwd: { users: usersOf(c) },
      },
      kernelArguments: c.kernelArguments ?? [],
      extensions: c.extensions ?? [],
      ...(c.kernelType ? { kernelType: c.kernelType } : {}),
      ...(c.fips !== undefined ? { fips: c.fips } : {}),
      ...(c.osImageURL ? { osImageURL: c.osImageURL } : {}),
    },
  };
}
