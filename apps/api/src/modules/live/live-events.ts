/** Who appears in a layer's presence list. */
export interface LivePerson {
  userId: string;
  userNm: string;
}

/** A saved change of a layer's data, as the other viewers receive it. */
export interface LayerChangedEvent {
  type: 'changed';
  lyrId: string;
  dataVersion: number;
  versionNo: number;
  /** EDIT: `changes` lists every feature; RESTORE, REIMPORT, COLUMNS (a column added, renamed or removed) and BULK (one column set on many features): reload the layer. */
  kind: 'EDIT' | 'RESTORE' | 'REIMPORT' | 'COLUMNS' | 'BULK';
  by: LivePerson;
  changes?: Array<{ id: number | string; op: 'I' | 'U' | 'D'; version: string | null }>;
}

/** Who has the layer open for editing now (each person once) and how many view it. */
export interface LayerPresenceEvent {
  type: 'presence';
  lyrId: string;
  editors: LivePerson[];
  viewers: number;
}

export type LayerLiveEvent = LayerChangedEvent | LayerPresenceEvent;

/** One open event stream of this process. */
export interface LiveClient {
  id: string;
  lyrId: string;
  person: LivePerson;
  mode: 'view' | 'edit';
  /** Sends one server-sent event (name, JSON data, optional id). */
  send(event: string, data: unknown, id?: string | number): void;
}
