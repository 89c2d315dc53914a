// A hand-written slice in openapi-typescript's output shape, so tests do not depend on
// the generated schema of the day.
import type { Envelope } from '../types';

type Json<T> = { headers: { [name: string]: unknown }; content: { 'application/json': T } };
type NoParams = { query?: never; header?: never; path?: never; cookie?: never };

export interface TestUser {
  userId: string;
  userNm: string;
  registDt: string;
}

export interface TestLayer {
  lyrId: string;
  lyrNm: string;
  registDt: string;
  updtDt?: string | null;
}

export interface TestPage<T> {
  content: T[];
  totalElements: number;
  pageIndex: number;
  pageSize: number;
  last: boolean;
}

export interface TestPaths {
  '/api/users/me': {
    parameters: NoParams;
    get: {
      parameters: NoParams;
      requestBody?: never;
      responses: { 200: Json<Envelope<TestUser>>; 401: Json<Envelope<null>> };
    };
  };
  '/api/layers': {
    parameters: NoParams;
    get: {
      parameters: {
        query?: {
          pageIndex?: number;
          pageSize?: number;
          searchTxt?: string;
          holdDataSeCode?: string | null;
          excludeMyId?: boolean;
          lyrTySeCode?: number[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: Json<Envelope<TestPage<TestLayer>>>;
        400: Json<Envelope<{ field: string; message: string }[]>>;
      };
    };
  };
  '/api/instt/{insttCode}': {
    parameters: NoParams;
    get: {
      parameters: { query?: never; header?: never; path: { insttCode: string }; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<Envelope<{ insttCode: string; insttNm: string; creatDt: string }>> };
    };
  };
  '/api/layers/{lyrId}/shares': {
    parameters: NoParams;
    post: {
      parameters: { query?: never; header?: never; path: { lyrId: string }; cookie?: never };
      requestBody: {
        content: {
          'application/json': {
            shareList: { pblonsipScopeSeCode: string; userId?: string | null; groupSn?: number | null }[];
            ownerId?: string;
            editAt?: boolean;
            memo?: string;
          };
        };
      };
      responses: { 201: Json<Envelope<{ count: number }>> };
    };
  };
  '/api/attachments': {
    parameters: NoParams;
    post: {
      parameters: NoParams;
      requestBody: { content: { 'multipart/form-data': { files: string[] } } };
      responses: { 201: Json<Envelope<{ atchmnflId: string }>> };
    };
  };
  '/api/attachments/{atchmnflId}/download': {
    parameters: NoParams;
    post: {
      parameters: { query?: never; header?: never; path: { atchmnflId: string }; cookie?: never };
      requestBody?: never;
      responses: { 200: { headers: { [name: string]: unknown }; content: { 'application/zip': string } } };
    };
  };
}
