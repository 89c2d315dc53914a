import { createSessionStore, SESSION_STORAGE_KEY } from './session-store';

describe('createSessionStore', () => {
  afterEach(() => window.localStorage.clear());

  it('is anonymous and loaded by default', () => {
    expect(createSessionStore(window.localStorage).getSnapshot()).toEqual({
      userId: null,
      userNm: null,
      userSeCode: null,
      insttCode: null,
      loaded: true,
    });
  });

  it('keeps a signed-in user across a reload and forgets it on sign-out', () => {
    const store = createSessionStore(window.localStorage);
    const seen = jest.fn();
    store.subscribe(seen);
    store.signIn({ userId: 'lee', userNm: '이관리', userSeCode: 14, insttCode: 'kwater' });

    expect(seen).toHaveBeenCalledTimes(1);
    expect(createSessionStore(window.localStorage).getSnapshot()).toMatchObject({ userId: 'lee', userSeCode: 14 });
    store.signOut();
    expect(store.getSnapshot().userId).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a user', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userId: 'x', userNm: 'x', userSeCode: 99 }));
    expect(createSessionStore(window.localStorage).getSnapshot().userId).toBeNull();
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore(window.localStorage).getSnapshot().userId).toBeNull();
  });
});
