import { createLoadingStore } from './loading-store';

describe('the loading overlay state', () => {
  it('is hidden at first and follows the toggle', () => {
    const loading = createLoadingStore();
    expect(loading.getSnapshot().visible).toBe(false);
    loading.show();
    expect(loading.getSnapshot()).toEqual({ visible: true, events: [], progress: null, message: null });
    loading.hide();
    expect(loading.getSnapshot().visible).toBe(false);
  });

  it('hides only when all named events are done', () => {
    const loading = createLoadingStore();
    loading.start('upload');
    loading.start('search');
    loading.start('upload');
    expect(loading.getSnapshot().events).toEqual(['upload', 'search']);

    loading.done('upload');
    expect(loading.getSnapshot()).toMatchObject({ visible: true, events: ['search'] });
    loading.done('unknown');
    expect(loading.getSnapshot().visible).toBe(true);
    loading.done('search');
    expect(loading.getSnapshot().visible).toBe(false);
  });

  it('keeps showing after the toggle goes off while a named event runs', () => {
    const loading = createLoadingStore();
    loading.show();
    loading.start('upload');
    loading.hide();
    expect(loading.getSnapshot().visible).toBe(true);
    loading.done('upload');
    expect(loading.getSnapshot().visible).toBe(false);
  });

  it('hides on the delete event whatever still runs', () => {
    const loading = createLoadingStore();
    loading.show('저장 중');
    loading.start('upload');
    loading.progress(40);
    loading.clear();
    expect(loading.getSnapshot()).toEqual({ visible: false, events: [], progress: null, message: null });
    // Nothing comes back from the cleared event.
    loading.done('upload');
    expect(loading.getSnapshot().visible).toBe(false);
  });

  it('shows progress, clamped to 0–100, and hides when it reaches 100', () => {
    const loading = createLoadingStore();
    loading.progress(-5);
    expect(loading.getSnapshot()).toMatchObject({ visible: true, progress: 0 });
    loading.progress(99.5);
    expect(loading.getSnapshot()).toMatchObject({ visible: true, progress: 99.5 });
    loading.progress(100);
    expect(loading.getSnapshot().visible).toBe(false);
    loading.start('upload');
    loading.progress(150);
    expect(loading.getSnapshot()).toMatchObject({ visible: false, events: [], progress: null });
  });

  it('keeps the latest message until hidden, then forgets it', () => {
    const loading = createLoadingStore();
    loading.start('upload', '업로드 중');
    loading.start('search');
    expect(loading.getSnapshot().message).toBe('업로드 중');
    loading.done('upload');
    loading.done('search');
    loading.show();
    expect(loading.getSnapshot().message).toBeNull();
  });

  it('tells its listeners and stops after unsubscribing', () => {
    const loading = createLoadingStore();
    const listener = jest.fn();
    const unsubscribe = loading.subscribe(listener);
    loading.show();
    unsubscribe();
    loading.hide();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
