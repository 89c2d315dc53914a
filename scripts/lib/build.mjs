import { execFileSync } from 'node:child_process';

/** Builds every project (libraries first) through Nx, which skips what has not changed. */
export function buildAll(root) {
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: process.env.CI ? 'true' : '' },
  });
}
