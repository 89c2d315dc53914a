import { checkName, isValidUserId, validateInsttCode } from '@nuri/domain';
import type { VerificationStep } from '@nuri/shell';
import type { TFunction } from 'i18next';
import { passwordAcceptable } from '../form/PasswordRules';
import type { FieldErrors } from '../form/form-errors';

export type JoinKind = 'member' | 'institution';

export type JoinField =
  | 'terms'
  | 'privacy'
  | 'insttCode'
  | 'insttNm'
  | 'planCode'
  | 'insttTel'
  | 'insttAddr'
  | 'userId'
  | 'userNm'
  | 'email'
  | 'phone'
  | 'password'
  | 'passwordConfirm';

/** Form order: the first field in error gets the focus. */
export const JOIN_FIELD_ORDER: readonly JoinField[] = [
  'terms',
  'privacy',
  'insttCode',
  'insttNm',
  'planCode',
  'insttTel',
  'insttAddr',
  'userId',
  'userNm',
  'email',
  'phone',
  'password',
  'passwordConfirm',
];

/** Names of the API's fields (400/409/422 field lists) on the form. */
export const API_FIELDS: Readonly<Record<string, JoinField>> = {
  userId: 'userId',
  userNm: 'userNm',
  emailaddr: 'email',
  phoneNumber: 'phone',
  userPassword: 'password',
  insttCode: 'insttCode',
  insttNm: 'insttNm',
  planCode: 'planCode',
  insttTel: 'insttTel',
  insttAddr: 'insttAddr',
};

export interface JoinValues {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
  insttCode: string;
  insttNm: string;
  planCode: string;
  insttTel: string;
  insttAddr: string;
  userId: string;
  userNm: string;
  password: string;
  passwordConfirm: string;
}

export const EMPTY_JOIN: JoinValues = {
  terms: false,
  privacy: false,
  marketing: false,
  insttCode: '',
  insttNm: '',
  planCode: '',
  insttTel: '',
  insttAddr: '',
  userId: '',
  userNm: '',
  password: '',
  passwordConfirm: '',
};

/** An 'exists' answer for one value ('already in use' / 'available'). */
export interface Availability {
  value: string;
  exists: boolean;
  message: string;
}

/** Where a verification field stands, as the form sees it. */
export interface VerificationState {
  step: VerificationStep;
  /** Whatever is typed (the phone is optional: empty means none). */
  text: string;
  token: string | null;
  target: string | null;
}

export const NO_VERIFICATION: VerificationState = { step: 'idle', text: '', token: null, target: null };

// As the API checks institution telephones.
const TEL_PATTERN = /^\+?[0-9][0-9 ()-]{1,28}$/;

export interface JoinCheckInput {
  kind: JoinKind;
  values: JoinValues;
  idCheck: Availability | null;
  codeCheck: Availability | null;
  email: VerificationState;
  phone: VerificationState;
}

function nameProblem(
  t: TFunction,
  text: string,
  min: number,
  max: number,
  requiredKey: 'web.account.join.insttNmRequired' | 'web.account.join.userNmRequired',
): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return t(requiredKey);
  if (trimmed.length < min || trimmed.length > max) return t('web.account.join.lengthRule', { min, max });
  const check = checkName(trimmed);
  return check.ok ? undefined : t(check.messageKey, check.params);
}

function availabilityProblem(t: TFunction, value: string, check: Availability | null): string | undefined {
  if (!check || check.value !== value) return t('web.account.join.checkRequired');
  return check.exists ? check.message : undefined;
}

function verificationProblem(t: TFunction, state: VerificationState, required: boolean): string | undefined {
  if (state.token) return undefined;
  if (state.step === 'sent') return t('verification.completeCodeConfirmation');
  if (required || state.text.trim() !== '') return t('verification.completeVerification');
  return undefined;
}

/** Fields checked when the user leaves them, once something is typed in them. */
export const CHECKED_ON_LEAVE: readonly JoinField[] = ['insttNm', 'insttTel', 'userNm', 'password', 'passwordConfirm'];

/** Everything the form checks before it sends (the API checks it all again). */
export function joinProblems(t: TFunction, { kind, values, idCheck, codeCheck, email, phone }: JoinCheckInput): FieldErrors<JoinField> {
  const errors: FieldErrors<JoinField> = {};
  if (!values.terms) errors.terms = t('auth.termsRequired');
  if (!values.privacy) errors.privacy = t('auth.termsRequired');
  if (kind === 'institution') {
    const code = validateInsttCode(values.insttCode);
    errors.insttCode = code.ok ? availabilityProblem(t, values.insttCode, codeCheck) : t(code.messageKey);
    errors.insttNm = nameProblem(t, values.insttNm, 2, 100, 'web.account.join.insttNmRequired');
    if (!values.planCode) errors.planCode = t('web.account.join.planRequired');
    if (values.insttTel.trim() && !TEL_PATTERN.test(values.insttTel.trim())) errors.insttTel = t('instt.telInvalid');
  }
  if (values.userId === '') errors.userId = t('web.account.join.userIdRequired');
  else if (!isValidUserId(values.userId)) errors.userId = t('auth.idFormat');
  else {
    const banned = checkName(values.userId, { field: 'userId' });
    errors.userId = banned.ok ? availabilityProblem(t, values.userId, idCheck) : t(banned.messageKey, banned.params);
  }
  errors.userNm = nameProblem(t, values.userNm, 2, 50, 'web.account.join.userNmRequired');
  errors.email = verificationProblem(t, email, true);
  errors.phone = verificationProblem(t, phone, false);
  if (values.password === '') errors.password = t('web.account.join.passwordRequired');
  else if (!passwordAcceptable(values.password, values.userNm)) errors.password = t('password.checkFormat');
  // "Do not match" only once both are typed: an empty confirmation is a missing one.
  if (values.passwordConfirm === '') errors.passwordConfirm = t('web.account.join.passwordConfirmRequired');
  else if (values.password !== values.passwordConfirm) errors.passwordConfirm = t('web.account.join.passwordMismatch');
  for (const field of JOIN_FIELD_ORDER) if (!errors[field]) delete errors[field];
  return errors;
}
