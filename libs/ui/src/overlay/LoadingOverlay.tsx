import { DEFAULT_LOADING_MESSAGE_KEY } from '@nuri/domain';
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import '../styles/overlay.css';
import { createLoadingStore, type LoadingState, type LoadingStore } from './loading-store';

const LoadingContext = createContext<LoadingStore | null>(null);

export interface LoadingProviderProps {
  /** A store made elsewhere (to drive the overlay from outside React); a new one otherwise. */
  store?: LoadingStore;
  children: ReactNode;
}

/** The app's loading overlay: `useLoading()` below it, the overlay shown over the page. */
export function LoadingProvider({ store, children }: LoadingProviderProps) {
  const [own] = useState(createLoadingStore);
  const current = store ?? own;
  return (
    <LoadingContext.Provider value={current}>
      {children}
      <LoadingOverlay store={current} />
    </LoadingContext.Provider>
  );
}

/** show/hide, start(name)/done(name), clear() and progress(n) of the app's loading overlay. */
export function useLoading(): LoadingStore {
  const store = useContext(LoadingContext);
  if (!store) throw new Error('useLoading needs a LoadingProvider (AppProviders provides one)');
  return store;
}

/** The overlay's current state (visible, running events, progress). */
export function useLoadingState(): LoadingState {
  const store = useLoading();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Covers the screen while the store says so: message, and a progress bar when progress is reported. */
export function LoadingOverlay({ store }: { store: LoadingStore }) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (!state.visible) return null;
  const message = state.message ?? t(DEFAULT_LOADING_MESSAGE_KEY);
  return createPortal(
    <div className="loading-overlay" aria-busy="true">
      <div className="loading-overlay__box">
        <span className="loading-overlay__spinner" aria-hidden="true" />
        <p role="status" className="loading-overlay__message">
          {message}
        </p>
        {state.progress !== null && (
          <div
            className="loading-overlay__bar"
            role="progressbar"
            aria-label={t('overlay.loading.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.progress}
            aria-valuetext={t('overlay.loading.percent', { value: state.progress })}
          >
            <span className="loading-overlay__fill" style={{ width: `${state.progress}%` }} />
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
