import { execFileSync } from 'node:child_process';
import path from 'node:path';

// error-metadata.ts is generated from the code (the domain errors each handler can raise) and
// committed: a handler that gained or lost an error code without regenerating it fails here.
describe('error metadata of the OpenAPI document', () => {
  it('is up to date with the code', () => {
    const script = path.resolve(__dirname, '../scripts/generate-error-metadata.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 60_000);
});
