// Clearing an optional field (docs/api-guide.md): the named fields go out as null when empty,
// everything else is cleaned as always (spec 000 §5).
import { clearable, createApiClient } from './index';
import { BASE_URL, envelopeResponse, fakeFetch } from './testing/fakes';
import type { TestPaths } from './testing/test-paths';

type ShareBody =
  TestPaths['/api/layers/{lyrId}/shares']['post']['requestBody']['content']['application/json'];

/** What reaches fetch for a POST of `body` with `clearable(...fields)` (and the given headers). */
async function sent(body: ShareBody, fields: string[], headers: Record<string, string> = {}) {
  const net = fakeFetch(() => envelopeResponse(200, null));
  const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
  await api.POST('/api/layers/{lyrId}/shares', {
    params: { path: { lyrId: 'L1' } },
    body,
    headers,
    ...clearable(...fields),
  });
  return { text: await net.calls[0].text(), contentType: net.calls[0].headers.get('Content-Type') };
}

describe('clearable', () => {
  it('sends a named empty field as null and cleans the others', async () => {
    const body = {
      shareList: [{ pblonsipScopeSeCode: '01', groupSn: null }],
      ownerId: '',
      memo: '',
      editAt: false,
    };
    expect(await sent(body, ['memo'])).toEqual({
      text: JSON.stringify({ shareList: [{ pblonsipScopeSeCode: '01' }], memo: null }),
      contentType: 'application/json',
    });
  });

  it('leaves a named absent field absent and keeps text in a named field', async () => {
    expect((await sent({ shareList: [], ownerId: 'o1' }, ['memo', 'ownerId'])).text).toBe(
      JSON.stringify({ shareList: [], ownerId: 'o1' }),
    );
    expect((await sent({ shareList: [], memo: '설명' }, ['memo'])).text).toBe(
      JSON.stringify({ shareList: [], memo: '설명' }),
    );
  });

  it('does not put null into form-encoded bodies', async () => {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    expect((await sent({ shareList: [], ownerId: 'o1', memo: '' }, ['memo'], form)).text).toBe(
      'shareList=&ownerId=o1',
    );
  });
});
