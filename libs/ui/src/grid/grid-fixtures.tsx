// Test helpers of the grid specs (not exported from the package).
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { renderInApp } from '../overlay/spec-render';
import { pageOfRows } from './in-memory-pages';
import type { GridPage, GridPageRequest, GridRow } from './types';

export interface LayerRow extends GridRow {
  lyrId: string;
  lyrNm: string;
}

/** `count` layer rows, newest first: 'Layer {count}' … 'Layer 1'. */
export function makeRows(count: number): LayerRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    return { lyrId: `L${n}`, lyrNm: `Layer ${n}` };
  });
}

/** The grid pieces with the app's providers (i18n in Korean, react-query). */
export function renderUi(ui: ReactElement, language: 'ko' | 'en' = 'ko') {
  return renderInApp(ui, language);
}

/** Lets react-query deliver its batched updates (it notifies on a zero-delay timer). */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 5));
}

interface PendingCall<Row> {
  request: GridPageRequest;
  resolve: (page: GridPage<Row>) => void;
  reject: (error: Error) => void;
}

/** A fetchPage whose answers the test releases one by one (`answer()`), from `rows`. */
export function controlledFetchPage<Row extends GridRow>(rows: readonly Row[]) {
  const requests: GridPageRequest[] = [];
  const pending: PendingCall<Row>[] = [];
  const fetchPage = jest.fn(
    (request: GridPageRequest) =>
      new Promise<GridPage<Row>>((resolve, reject) => {
        requests.push(request);
        pending.push({ request, resolve, reject });
      }),
  );
  return {
    fetchPage,
    requests,
    /** Answers the oldest waiting call from `rows`. */
    async answer(): Promise<void> {
      const call = pending.shift();
      if (!call) throw new Error('no fetchPage call is waiting');
      await act(async () => {
        call.resolve(pageOfRows(rows, call.request));
        await settle();
      });
    },
    async fail(): Promise<void> {
      const call = pending.shift();
      if (!call) throw new Error('no fetchPage call is waiting');
      await act(async () => {
        call.reject(new Error('boom'));
        await settle();
      });
    },
    waiting: () => pending.length,
  };
}

/**
 * A controllable IntersectionObserver for jsdom: `setVisible(true)` tells every observer
 * that its targets entered the root, as the browser would on scroll.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  /** Whether the observed targets are in view. */
  static visible = false;
  readonly targets = new Set<Element>();
  readonly root: Element | Document | null;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.root = options?.root ?? null;
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
    // Like the browser, a new observation reports the target's current state.
    const isIntersecting = FakeIntersectionObserver.visible;
    queueMicrotask(() => {
      if (this.targets.has(target)) this.notify(isIntersecting);
    });
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
    FakeIntersectionObserver.instances = FakeIntersectionObserver.instances.filter((o) => o !== this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  private notify(isIntersecting: boolean): void {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }

  static install(): void {
    FakeIntersectionObserver.instances = [];
    FakeIntersectionObserver.visible = false;
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeIntersectionObserver,
    });
  }

  static uninstall(): void {
    FakeIntersectionObserver.instances = [];
    Reflect.deleteProperty(window, 'IntersectionObserver');
  }

  /** Moves every observed end marker into (true) or out of (false) view. */
  static async setVisible(isIntersecting: boolean): Promise<void> {
    FakeIntersectionObserver.visible = isIntersecting;
    await act(async () => {
      for (const observer of FakeIntersectionObserver.instances) observer.notify(isIntersecting);
      await settle();
    });
  }
}

/** window.matchMedia of a window `width` px wide (max-width queries only). */
export function installMatchMedia(width: number): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const maxWidth = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: maxWidth ? width <= Number(maxWidth[1]) : false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
}

export function uninstallMatchMedia(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}
