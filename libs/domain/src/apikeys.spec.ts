import { API_KEY_SCOPES, apiKeyUserId, apiRouteGroup, isApiKeyScope } from './apikeys';

describe('API keys', () => {
  it('knows three scopes', () => {
    expect(API_KEY_SCOPES).toEqual(['contents:read', 'layers:write', 'members:manage']);
    expect(isApiKeyScope('layers:write')).toBe(true);
    expect(isApiKeyScope('layers:delete')).toBe(false);
    expect(isApiKeyScope(undefined)).toBe(false);
  });

  it.each([
    ['/api/webmap/MAP_1', 'webmap'],
    ['/api/tiles/L-1/3/4/5.mvt', 'tiles'],
    ['api/ogc', 'ogc'],
    ['/api/instt/seoul/constituents', 'instt'],
    ['/api/layers?x=1', 'layers'],
    ['/api', 'root'],
  ])('groups %s under %s', (path, group) => {
    expect(apiRouteGroup(path)).toBe(group);
  });

  it('names the service identity after the key', () => {
    expect(apiKeyUserId('ak_0123456789abcdef')).toBe('apikey:ak_0123456789abcdef');
    // Fits the 30-character user id columns it may be written to.
    expect(apiKeyUserId('ak_0123456789abcdef').length).toBeLessThanOrEqual(30);
  });
});
