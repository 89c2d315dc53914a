export interface LoadingState {
  visible: boolean;
  /** Named events still running ('upload', 'search'…). */
  events: readonly string[];
  /** 0–100 while a progress is reported, else null. */
  progress: number | null;
  /** Text to show; null means the default 'loading...' message. */
  message: string | null;
}

export interface LoadingStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LoadingState;
  /** The toggle, on. */
  show(message?: string): void;
  /** The toggle, off: the overlay still shows while named events run (see clear). */
  hide(): void;
  /** Starts a named event (starting a running name again changes nothing). */
  start(name: string, message?: string): void;
  /** Ends a named event; the overlay hides once every event is done. */
  done(name: string): void;
  /** The delete event: hides the overlay whatever still runs. */
  clear(): void;
  /** Reports progress (clamped to 0–100); reaching 100 hides the overlay. */
  progress(value: number, message?: string): void;
}

const HIDDEN: LoadingState = { visible: false, events: [], progress: null, message: null };

/** The loading overlay's state (spec 000 §4), outside React so any code can drive it. */
export function createLoadingStore(): LoadingStore {
  let toggled = false;
  let state = HIDDEN;
  const listeners = new Set<() => void>();

  const update = (next: Omit<LoadingState, 'visible'>) => {
    const visible = toggled || next.events.length > 0 || next.progress !== null;
    state = visible ? { ...next, visible } : HIDDEN;
    listeners.forEach((listener) => listener());
  };
  const messageOr = (message: string | undefined) => message ?? state.message;
  const clear = () => {
    toggled = false;
    update(HIDDEN);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    show(message) {
      toggled = true;
      update({ ...state, message: messageOr(message) });
    },
    hide() {
      toggled = false;
      update(state);
    },
    start(name, message) {
      const events = state.events.includes(name) ? state.events : [...state.events, name];
      update({ ...state, events, message: messageOr(message) });
    },
    done(name) {
      update({ ...state, events: state.events.filter((event) => event !== name) });
    },
    clear,
    progress(value, message) {
      if (Number.isNaN(value)) return;
      const progress = Math.min(100, Math.max(0, value));
      if (progress >= 100) clear();
      else update({ ...state, progress, message: messageOr(message) });
    },
  };
}
