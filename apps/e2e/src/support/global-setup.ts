import { API_DIST, HEALTH_TIMEOUT_MS, serverEnv, serverPort } from './server-config';
import { runMigrations, startNode, stopProcess, waitForHealth, type ServerProcess } from './server-process';
import { setServerProcesses } from './server-registry';

/**
 * Migrates the test database, starts the built API and worker and waits until the API is
 * healthy. With E2E_BASE_URL already set, tests run against that server and nothing starts.
 * (Jest needs the function as the default export.)
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    console.log(`\n[e2e] using the running server at ${process.env.E2E_BASE_URL}`);
    return;
  }
  const port = serverPort();
  const url = `http://127.0.0.1:${port}`;
  const env = serverEnv(port);

  runMigrations(env);
  const processes: ServerProcess[] = [
    startNode('api', `${API_DIST}/main.js`, env),
    startNode('worker', `${API_DIST}/worker.js`, env),
  ];
  setServerProcesses(processes);
  try {
    await waitForHealth(url, processes, HEALTH_TIMEOUT_MS);
  } catch (error) {
    for (const p of processes) {
      console.error(`\n[e2e] ${p.name} stderr (full log: ${p.logFile}):\n${p.stderrTail() || '(empty)'}`);
    }
    await Promise.all(processes.map((p) => stopProcess(p)));
    throw error;
  }
  // Inherited by the test files (run in band, after this setup).
  process.env.E2E_BASE_URL = url;
  console.log(`\n[e2e] API and worker up at ${url}`);
}
