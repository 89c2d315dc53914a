// The API version shown by /api/health and the OpenAPI document (apps/api/package.json).
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const API_VERSION: string = (require('../package.json') as { version: string }).version;
