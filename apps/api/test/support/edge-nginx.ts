// The edge starter is bench/lib/edge-nginx.cjs, shared with the edge bench; this file gives it types.
export interface EdgeNginx {
  url: string;
  staticUrl?: string;
  stop(): Promise<void>;
}

export interface EdgeNginxOptions {
  apiPort: number;
  port: number;
  /** The tiles' internal hop (8081 in the shipped file); a free port when not given. */
  internalPort?: number;
  dir: string;
  staticPort?: number;
  staticDir?: string;
  workerConnections?: number;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const shared = require('../../../../bench/lib/edge-nginx.cjs') as {
  NGINX: string | undefined;
  edgeConfig(o: EdgeNginxOptions): string;
  startEdgeNginx(o: EdgeNginxOptions): Promise<EdgeNginx>;
};

export const NGINX = shared.NGINX;
export const edgeConfig = shared.edgeConfig;
export const startEdgeNginx = shared.startEdgeNginx;
