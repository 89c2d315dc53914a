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

/** One layer an event stream follows, and how the caller appears in its presence. */
export interface LiveLayer {
  lyrId: string;
  mode: 'view' | 'edit';
}

/** One open event stream of this process: one layer (GET /api/layers/{id}/events) or many (GET /api/live/events). */
export interface LiveClient {
  id: string;
  layers: LiveLayer[];
  person: LivePerson;
  /** Sends one server-sent event (name, JSON data, optional id). */
  send(event: string, data: unknown, id?: string | number): void;
}
