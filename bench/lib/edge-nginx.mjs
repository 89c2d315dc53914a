// The shipped docker/nginx.conf made runnable on loopback (the edge bench; the API test
// apps/api/test/support/edge-nginx.ts does the same): the upstream is the bench API, the cache
// lives in a temporary folder, and a second server block serves a folder of static files.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export async function startEdgeNginx({ repoRoot, apiPort, port, staticPort, staticDir, dir }) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  mkdirSync(dir, { recursive: true });
  const site = readFileSync(path.join(repoRoot, 'docker/nginx.conf'), 'utf8')
    .replace(/server api:\d+/, `server 127.0.0.1:${apiPort}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/nuri', path.join(dir, 'cache'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
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
  # The same bytes as plain files, for comparison.
  server {
    listen 127.0.0.1:${staticPort};
    root ${staticDir};
    types { application/vnd.mapbox-vector-tile mvt; }
  }
}
`,
  );
  execFileSync(NGINX, ['-t', '-q', '-c', conf, '-p', dir], { stdio: 'pipe' });
  const child = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
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
    staticUrl: `http://127.0.0.1:${staticPort}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
