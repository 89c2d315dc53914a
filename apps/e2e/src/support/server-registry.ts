import type { ServerProcess } from './server-process';

// global-setup and global-teardown run in the same Jest parent process but load their own
// module copies, so the started processes are handed over on globalThis.
const KEY = '__nuriE2eServerProcesses' as const;
type Registry = typeof globalThis & { [KEY]?: ServerProcess[] };

export function setServerProcesses(processes: ServerProcess[]): void {
  (globalThis as Registry)[KEY] = processes;
}

export function takeServerProcesses(): ServerProcess[] {
  const registry = globalThis as Registry;
  const processes = registry[KEY] ?? [];
  delete registry[KEY];
  return processes;
}
