import type { ContentKind, UserSeCode } from '@nuri/domain';

/** Content types under the access policy: the content kinds (web maps, themed map apps, layers). */
export type ContentType = ContentKind;

/** What the policy needs to know about a piece of content. */
export interface ContentRef {
  type: ContentType;
  id: string;
  ownerId: string;
  insttCode: string;
  /** Layers: the data holder (9, national spatial data, is viewable by every logged-in member). */
  holdDataSeCode?: string;
}

/** The caller, or null for anonymous visitors. */
export type Caller = { userId: string; userSeCode: UserSeCode; insttCode: string } | null;

/** The columns of a layer row that viewing decisions and the tile routes need. */
export interface LayerViewRow {
  lyrId: string;
  registerId: string;
  insttCode: string;
  holdDataSeCode: string;
  lyrTySeCode: string;
  lyrSttusCode: string;
  tableNm: string | null;
  geomColumn: string | null;
  srid: number | null;
  dataVersion: number;
}

/** A layer with the policy's view decision, read in one statement (ContentAccessPolicy.layerView). */
export interface LayerView {
  layer: LayerViewRow;
  /** The policy's own rule (canView): owner, admins, or a share reaching the caller. */
  canView: boolean;
  /** A share with everyone exists (anyone, anonymous visitors too, may view). */
  everyone: boolean;
}

/**
 * The caller's audience keys of the layer list (lyr_audience, migration 140): a layer is viewable
 * when one of its rows carries one of them. `all`: every layer (provider admins; no keys then).
 * `open`: 'E' (shared with everyone) and, for members, 'N' (national data), each layer under
 * such a key having no other row; `keys`: the caller's own ('O:'), institution admin ('A:'),
 * institution ('I:'), group ('G:') and user ('U:') keys.
 */
export interface LayerAudience {
  all: boolean;
  open: string[];
  keys: string[];
}
