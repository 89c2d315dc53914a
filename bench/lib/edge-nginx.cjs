// The shipped docker/nginx.conf made runnable on loopback: the one starter of the edge bench
// (bench/edge.bench.mjs) and the edge-cache API test (apps/api/test/support/edge-nginx.ts). The
// upstream is the API on `apiPort`, the server listens on `port` of loopback (the tiles' internal
// hop on `internalPort`, a free one by default), the cache and logs live under `dir`; with `staticPort` and `staticDir`, a second server serves a folder of static
// files (the bench's comparison). Nothing else changes: the locations, cache keys, hidden headers
// and rules are the shipped ones. CommonJS, so that both the ES-module bench and the
// SWC-compiled test load it.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose (see above) */
const { execFileSync, spawn } = require('node:child_process');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const REPO = path.resolve(__dirname, '../..');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** A free loopback port (the tiles' internal hop, 8081 in the shipped file, is moved to one). */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The configuration text (exported for tests of the harness itself). */
function edgeConfig({ apiPort, port, internalPort, dir, staticPort, staticDir, workerConnections = 1024 }) {
  const site = readFileSync(path.join(REPO, 'docker/nginx.conf'), 'utf8')
    .replace(/server api:\d+/, `server 127.0.0.1:${apiPort}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replaceAll('127.0.0.1:8081', `127.0.0.1:${internalPort}`)
    .replace('/var/cache/nginx/nuri', path.join(dir, 'cache'))
    .replaceAll('/var/log/nginx/', `${dir}/`);
  const statics =
    staticPort && staticDir
      ? `
  # The same bytes as plain files, for comparison.
  server {
    listen 127.0.0.1:${staticPort};
    root ${staticDir};
    types { application/vnd.mapbox-vector-tile mvt; }
  }`
      : '';
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections ${workerConnections}; }
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
${site}${statics}
}
`;
}

/** Writes the configuration, checks it with `nginx -t`, starts nginx in the foreground and waits until it answers. */
async function startEdgeNginx(options) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  const { dir, port, staticPort } = options;
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, edgeConfig({ ...options, internalPort: options.internalPort ?? (await freePort()) }));
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
    staticUrl: staticPort ? `http://127.0.0.1:${staticPort}` : undefined,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

module.exports = { NGINX, edgeConfig, startEdgeNginx };
