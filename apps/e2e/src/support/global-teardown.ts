import { stopProcess } from './server-process';
import { takeServerProcesses } from './server-registry';

/** Stops the API and worker started by global-setup. (Jest needs the default export.) */
export default async function globalTeardown(): Promise<void> {
  const processes = takeServerProcesses();
  await Promise.all(processes.map((p) => stopProcess(p)));
  // The URL was ours (not given from outside): forget it so a re-run (watch mode) starts again.
  if (processes.length > 0) delete process.env.E2E_BASE_URL;
}
