import { errorTitle } from '@nuri/api-client';
import type { AppApiClient } from '@nuri/shell';
import type { Candidate, Election, ElectionResults } from './lab-api';

// Election management (561) through the generated client.

export interface ElectionSave {
  sgNm: string;
  voteDe: string;
  othbcAt: 'Y' | 'N';
}

export interface CandidateSave {
  giho: number;
  cndddtNm: string;
  partyNm: string;
  color: string;
}

export interface ResultSave {
  electorCnt: number;
  voteCnt: number;
  votes: { cndddtId: number; voteCnt: number }[];
}

const title = errorTitle('web.lab.manage.title');

export const manageElections = (api: AppApiClient): Promise<Election[]> => api.unwrap(api.GET('/api/election/manage', { ...title }));

export const manageResults = (api: AppApiClient, sgId: number): Promise<ElectionResults> =>
  api.unwrap(api.GET('/api/election/manage/{sgId}/results', { params: { path: { sgId } }, ...title }));

export const createElection = (api: AppApiClient, body: ElectionSave): Promise<Election> =>
  api.unwrap(api.POST('/api/election/manage', { body, ...title }));

export const updateElection = (api: AppApiClient, sgId: number, body: ElectionSave): Promise<Election> =>
  api.unwrap(api.PUT('/api/election/manage/{sgId}', { params: { path: { sgId } }, body, ...title }));

export const deleteElection = (api: AppApiClient, sgId: number) =>
  api.unwrap(api.DELETE('/api/election/manage/{sgId}', { params: { path: { sgId } }, ...title }));

export const addCandidate = (api: AppApiClient, sgId: number, body: CandidateSave): Promise<Candidate> =>
  api.unwrap(api.POST('/api/election/manage/{sgId}/candidates', { params: { path: { sgId } }, body, ...title }));

export const updateCandidate = (api: AppApiClient, sgId: number, cndddtId: number, body: CandidateSave): Promise<Candidate> =>
  api.unwrap(api.PUT('/api/election/manage/{sgId}/candidates/{cndddtId}', { params: { path: { sgId, cndddtId } }, body, ...title }));

export const deleteCandidate = (api: AppApiClient, sgId: number, cndddtId: number) =>
  api.unwrap(api.DELETE('/api/election/manage/{sgId}/candidates/{cndddtId}', { params: { path: { sgId, cndddtId } }, ...title }));

export const saveResult = (api: AppApiClient, sgId: number, signguCode: string, body: ResultSave): Promise<ElectionResults> =>
  api.unwrap(api.PUT('/api/election/manage/{sgId}/results/{signguCode}', { params: { path: { sgId, signguCode } }, body, ...title }));

export const deleteResult = (api: AppApiClient, sgId: number, signguCode: string) =>
  api.unwrap(api.DELETE('/api/election/manage/{sgId}/results/{signguCode}', { params: { path: { sgId, signguCode } }, ...title }));
