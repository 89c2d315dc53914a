import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { HEARTBEAT_MS } from '../src/modules/live';

// Issue 22 "one live stream per map": GET /api/live/events must pass through nginx (the web
// image, also behind the k8s ingress) unbuffered and never be cut while the API pings.
const root = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('live event streams through nginx and the ingress', () => {
  const nginx = read('docker/nginx.conf');
  const block = (location: RegExp) => new RegExp(`location ${location.source} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? '';

  it('passes the stream of many layers on unbuffered, with a read timeout far beyond the pings', () => {
    const live = block(/= \/api\/live\/events/);
    expect(live).toMatch(/proxy_pass http:\/\/nuri_api;/);
    expect(live).toMatch(/proxy_http_version 1\.1;/);
    expect(live).toMatch(/proxy_buffering off;/);
    expect(live).toMatch(/proxy_cache off;/);
    expect(live).toMatch(/proxy_read_timeout 1h;/);
    // The one-layer stream keeps its own location.
    expect(block(/~ \^\/api\/layers\/\[\^\/\]\+\/events\$/)).toMatch(/proxy_buffering off;/);
  });

  it('keeps the ingress read timeout longer than the ping interval', () => {
    const ingress = parse(read('deploy/k8s/ingress.yaml')) as { metadata: { annotations: Record<string, string> } };
    const seconds = Number(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']);
    expect(seconds * 1000).toBeGreaterThan(HEARTBEAT_MS * 2);
  });
});
