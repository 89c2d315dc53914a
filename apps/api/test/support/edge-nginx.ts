import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../../../..');
export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export interface EdgeNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * The shipped docker/nginx.conf made runnable here: the upstream is the API on `apiPort`, the
 * server listens on `port` of loopback, the edge cache lives under `dir`. Nothing else changes
 * (the locations, cache keys and rules are the shipped ones).
 */
export function edgeConfig(apiPort: number, port: number, dir: string): string {
  const site = readFileSync(path.join(REPO, 'docker/nginx.conf'), 'utf8')
    .replace(/server api:\d+/, `server 127.0.0.1:${apiPort}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/nuri', path.join(dir, 'cache'));
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  # As the nginx image's own nginx.conf (the shipped file is its conf.d/default.conf).
  sendfile on;
  keepalive_timeout 65;
  access_log off;
  client_body_temp_path ${path.join(dir, 'body')};
  proxy_temp_path ${path.join(dir, 'proxy')};
  fastcgi_temp_path ${path.join(dir, 'fastcgi')};
  uwsgi_temp_path ${path.join(dir, 'uwsgi')};
  scgi_temp_path ${path.join(dir, 'scgi')};
${site}
}
`;
}

/** Writes the configuration, checks it with `nginx -t` and starts nginx in the foreground. */
export async function startEdgeNginx(apiPort: number, port: number, dir: string): Promise<EdgeNginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, edgeConfig(apiPort, port, dir));
  execFileSync(NGINX, ['-t', '-q', '-c', conf, '-p', dir], { stdio: 'pipe' });
  const child: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/api/health/live`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
