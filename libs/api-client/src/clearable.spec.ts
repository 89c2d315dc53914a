// Clearing an optional field (docs/api-guide.md): the named fields go out as null when empty,
// everything else is cleaned as always (spec 000 §5).
import { clearable, createApiClient } from './index';
import { BASE_URL, envelopeResponse, fakeFetch } from './testing/fakes';
import type { TestPaths } from './testing/test-paths';

const okFetch = () => fakeFetch(() => envelopeResponse(200, null));

describe('clearable', () => {
  it('sends a named empty field as null and cleans the others', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    await api.POST('/api/layers/{lyrId}/shares', {
      params: { path: { lyrId: 'L1' } },
      body: { shareList: [{ pblonsipScopeSeCode: '01', groupSn: null }], ownerId: '', memo: '', editAt: false },
      ...clearable('memo'),
    });
    expect(await net.calls[0].text()).toBe(
      JSON.stringify({ shareList: [{ pblonsipScopeSeCode: '01' }], memo: null }),
    );
    expect(net.calls[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('sends a named null field as null and leaves a named absent field absent', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    await api.POST('/api/layers/{lyrId}/shares', {
      params: { path: { lyrId: 'L1' } },
      body: { shareList: [], ownerId: 'o1' },
      ...clearable('memo', 'ownerId'),
    });
    expect(await net.calls[0].text()).toBe(JSON.stringify({ shareList: [], ownerId: 'o1' }));
  });

  it('keeps text in a named field', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    await api.POST('/api/layers/{lyrId}/shares', {
      params: { path: { lyrId: 'L1' } },
      body: { shareList: [], memo: '설명' },
      ...clearable('memo'),
    });
    expect(await net.calls[0].text()).toBe(JSON.stringify({ shareList: [], memo: '설명' }));
  });

  it('does not put null into form-encoded bodies', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    await api.POST('/api/layers/{lyrId}/shares', {
      params: { path: { lyrId: 'L1' } },
      body: { shareList: [], ownerId: 'o1', memo: '' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      ...clearable('memo'),
    });
    expect(await net.calls[0].text()).toBe('shareList=&ownerId=o1');
  });
});
