import { checkName, validateInsttCode, type PlanCode } from '@nuri/domain';

export interface CreateFormValues {
  insttCode: string;
  insttNm: string;
  planCode: PlanCode;
  insttTel: string;
  insttAddr: string;
}

export const EMPTY_CREATE_FORM: CreateFormValues = {
  insttCode: '',
  insttNm: '',
  planCode: '000001',
  insttTel: '',
  insttAddr: '',
};

/** A field problem as a catalogue key and its parameters. */
export interface FieldProblem {
  key:
    | 'instt.code.invalid'
    | 'instt.code.reserved'
    | 'name.bannedWord'
    | 'name.restrictedWord'
    | 'provider.create.nameLength';
  params?: { word?: string };
}

export type CreateFormProblems = Partial<Record<'insttCode' | 'insttNm', FieldProblem>>;

const NAME_MIN = 2;
const NAME_MAX = 100;

/** The code rules (shape, reserved route names) and the name rules (length, banned words). */
export function checkCreateForm(values: CreateFormValues): CreateFormProblems {
  const problems: CreateFormProblems = {};
  const code = validateInsttCode(values.insttCode.trim());
  if (!code.ok)
    problems.insttCode = { key: code.problem === 'RESERVED' ? 'instt.code.reserved' : 'instt.code.invalid' };
  const name = values.insttNm.trim();
  const length = Array.from(name).length;
  if (length < NAME_MIN || length > NAME_MAX) problems.insttNm = { key: 'provider.create.nameLength' };
  else {
    const words = checkName(name);
    if (!words.ok) {
      problems.insttNm = {
        key: words.kind === 'banned' ? 'name.bannedWord' : 'name.restrictedWord',
        params: { word: words.word },
      };
    }
  }
  return problems;
}
