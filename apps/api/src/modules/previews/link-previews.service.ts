import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONTENT_KINDS, type ContentKind } from '@nuri/domain';
import { DataSource } from 'typeorm';
import { UrlSigner } from '../../common/crypto/url-signer';
import { contentThumbnailPath, signedThumbnailUrl } from '../../common/files/content-thumbnail';
import { ContentAccessPolicy } from '../access';
import { APP_PREVIEW_SQL, GALLERY_PREVIEW_SQL, MAP_PREVIEW_SQL, type GalleryPreviewRow, type PreviewRow } from './previews.queries';

/** What a link preview (Open Graph, Twitter card) shows: only for contents anyone may view. */
export interface LinkPreview {
  title: string;
  description: string;
  /** Site-relative image address (/api/…), or null without a thumbnail. */
  image: string | null;
}

/** The web app's pages that show one content, and the content they show. */
export type PagePath = { kind: 'map' | 'app' | 'gallery' | 'embed' | 'embedApp'; id: string };

const ID = '([A-Za-z0-9_-]{1,40})';
const PAGES: Array<[RegExp, PagePath['kind']]> = [
  [new RegExp(`^/embed/map/${ID}/?$`), 'embed'],
  [new RegExp(`^/embed/app/${ID}/?$`), 'embedApp'],
  [new RegExp(`^/[A-Za-z0-9_-]{1,40}/builder/${ID}/?$`), 'map'],
  [new RegExp(`^/(?:[A-Za-z0-9_-]{1,40}/)?apps/${ID}/?$`), 'app'],
  [/^\/gallery\/([0-9]{1,15})\/?$/, 'gallery'],
];

/** The content page a path names, or null. */
export function pageOf(pathname: string): PagePath | null {
  for (const [re, kind] of PAGES) {
    const m = re.exec(pathname);
    if (m) return { kind, id: m[1] };
  }
  return null;
}

const DESCRIPTION_MAX = 200;

function describe(text: string | null, fallback: string): string {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (!plain) return fallback;
  return plain.length > DESCRIPTION_MAX ? `${plain.slice(0, DESCRIPTION_MAX - 1)}…` : plain;
}

/**
 * Link previews of the web app's content pages (issue 24): a web map or themed app shared with
 * everyone (the access policy's anonymous view) and approved gallery items. Private contents get
 * none, so their titles never leave the server.
 */
@Injectable()
export class LinkPreviews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: ContentAccessPolicy,
    private readonly signer: UrlSigner,
  ) {}

  async forPage(page: PagePath): Promise<LinkPreview | null> {
    if (page.kind === 'gallery') return this.galleryItem(Number(page.id));
    const app = page.kind === 'app' || page.kind === 'embedApp';
    return this.publicContent(app ? CONTENT_KINDS.THEMED_APP : CONTENT_KINDS.WEB_MAP, page.id);
  }

  /** Whether anyone (not logged in) may view the web map: the embed route's framing rule. */
  async isPublicMap(userMapId: string): Promise<boolean> {
    return (await this.publicRow(CONTENT_KINDS.WEB_MAP, userMapId)) !== null;
  }

  private async publicContent(kind: ContentKind, id: string): Promise<LinkPreview | null> {
    const row = await this.publicRow(kind, id);
    if (!row) return null;
    return {
      title: row.title,
      description: describe(row.description, row.title),
      image: row.thumbnailPath ? `${contentThumbnailPath(kind, row.id)}${row.thumbnailUpdtDt ? `?v=${new Date(row.thumbnailUpdtDt).getTime()}` : ''}` : null,
    };
  }

  private async publicRow(kind: ContentKind, id: string): Promise<PreviewRow | null> {
    const [row] = (await this.db.query(kind === CONTENT_KINDS.THEMED_APP ? APP_PREVIEW_SQL : MAP_PREVIEW_SQL, [id])) as PreviewRow[];
    if (!row) return null;
    const open = await this.access.canView(null, { type: kind, id: row.id, ownerId: row.ownerId, insttCode: row.insttCode });
    return open ? row : null;
  }

  private async galleryItem(sn: number): Promise<LinkPreview | null> {
    if (!Number.isSafeInteger(sn)) return null;
    const [item] = (await this.db.query(GALLERY_PREVIEW_SQL, [sn])) as GalleryPreviewRow[];
    if (!item) return null;
    const kind = item.webappTmplatId ? CONTENT_KINDS.THEMED_APP : CONTENT_KINDS.WEB_MAP;
    const id = item.webappTmplatId ?? item.userMapId;
    const [row] = id ? ((await this.db.query(kind === CONTENT_KINDS.THEMED_APP ? APP_PREVIEW_SQL : MAP_PREVIEW_SQL, [id])) as PreviewRow[]) : [];
    // The gallery signs its thumbnails (the content itself may be shared less widely).
    const image = row?.thumbnailPath ? signedThumbnailUrl(kind, row.id, this.signer, row.thumbnailUpdtDt) : null;
    return { title: item.title, description: describe(item.description, item.title), image };
  }
}
