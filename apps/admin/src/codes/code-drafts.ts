import type { CommonCode, CommonCodeChange } from '@nuri/shell';

/** One row of the codes grid as edited: texts as typed, the order as typed text. */
export interface CodeDraft {
  code: string;
  codeNmKo: string;
  codeNmEn: string;
  codeOrdr: string;
  useAt: 'Y' | 'N';
}

export const CODE_ORDR_MAX = 9999;

export function draftOf(code: CommonCode): CodeDraft {
  return {
    code: code.code,
    codeNmKo: code.codeNmKo,
    codeNmEn: code.codeNmEn,
    codeOrdr: String(code.codeOrdr),
    useAt: code.useAt,
  };
}

export type DraftProblem = { code: string; kind: 'name' | 'order' };

/**
 * What to send for one edited row (only the fields that differ from the saved code), null when
 * nothing changed, or the problem that keeps it from being saved.
 */
export function changeOf(saved: CommonCode, draft: CodeDraft): CommonCodeChange | DraftProblem | null {
  const ko = draft.codeNmKo.trim();
  const en = draft.codeNmEn.trim();
  if (!ko || !en) return { code: saved.code, kind: 'name' };
  const text = draft.codeOrdr.trim();
  const ordr = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(ordr) || ordr > CODE_ORDR_MAX) return { code: saved.code, kind: 'order' };
  const change: CommonCodeChange = {};
  if (ko !== saved.codeNmKo) change.codeNmKo = ko;
  if (en !== saved.codeNmEn) change.codeNmEn = en;
  if (ordr !== saved.codeOrdr) change.codeOrdr = ordr;
  if (draft.useAt !== saved.useAt) change.useAt = draft.useAt;
  return Object.keys(change).length > 0 ? change : null;
}

export function isProblem(value: CommonCodeChange | DraftProblem | null): value is DraftProblem {
  return value !== null && 'kind' in value;
}
