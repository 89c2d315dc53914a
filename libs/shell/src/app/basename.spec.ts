import { routerBasename } from './basename';

describe('routerBasename', () => {
  it('drops the trailing slash of a sub-path base', () => {
    expect(routerBasename('/admin/')).toBe('/admin');
  });

  it("keeps the root base as '/'", () => {
    expect(routerBasename('/')).toBe('/');
  });
});
