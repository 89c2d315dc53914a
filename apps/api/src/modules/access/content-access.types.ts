import type { UserSeCode } from '@nuri/domain';

/** Content types under the access policy: web maps, themed map apps, layers. */
export type ContentType = 'MAP' | 'APP' | 'LYR';

/** What the policy needs to know about a piece of content. */
export interface ContentRef {
  type: ContentType;
  id: string;
  ownerId: string;
  insttCode: string;
}

/** The caller, or null for anonymous visitors. */
export type Caller = { userId: string; userSeCode: UserSeCode; insttCode: string } | null;
