import { ApiError, rateLimitText } from '@nuri/api-client';
import { checkName, isValidUserId, PLAN_CODES, validateInsttCode, type PlanCode } from '@nuri/domain';
import { useAccount, useApi, type Verified, type VerificationStep } from '@nuri/shell';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, serverFieldErrors, type FieldErrors } from '../form/form-errors';
import {
  API_FIELDS,
  CHECKED_ON_LEAVE,
  EMPTY_JOIN,
  JOIN_FIELD_ORDER,
  joinProblems,
  NO_VERIFICATION,
  type Availability,
  type JoinField,
  type JoinKind,
  type JoinValues,
  type VerificationState,
} from './join-rules';

export interface SignedUp {
  userId: string;
  insttCode: string;
}

/** Callbacks a VerificationField reports to the form with. */
export interface VerificationHandlers {
  onVerified(verified: Verified): void;
  onReset(): void;
  onStepChange(step: VerificationStep): void;
  onTargetChange(text: string): void;
}

/**
 * The sign-up form (individual or institution): values, the id and institution-code checks,
 * the e-mail and phone verifications, the checks before sending and the sign-up call.
 */
export function useJoinForm(kind: JoinKind, onDone: (signedUp: SignedUp) => void) {
  const { t } = useTranslation();
  const api = useApi();
  const account = useAccount();
  const formId = useId();
  const [values, setValues] = useState<JoinValues>(EMPTY_JOIN);
  const [errors, setErrors] = useState<FieldErrors<JoinField>>({});
  const [idCheck, setIdCheck] = useState<Availability | null>(null);
  const [codeCheck, setCodeCheck] = useState<Availability | null>(null);
  const [email, setEmail] = useState<VerificationState>(NO_VERIFICATION);
  const [phone, setPhone] = useState<VerificationState>(NO_VERIFICATION);
  // Bumped to start the verifications over (the server may have spent their tokens).
  const [verificationRound, setVerificationRound] = useState(0);
  const [busy, setBusy] = useState(false);
  // A refusal of the whole form, in the server's words (a 429 with its seconds).
  const [problem, setProblem] = useState<string | null>(null);

  const idOf = (field: JoinField) => `${formId}-${field}`;
  const clearError = (field: JoinField) => setErrors((current) => ({ ...current, [field]: undefined }));

  const set = <K extends keyof JoinValues>(field: K, value: JoinValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in API_FIELDS || (JOIN_FIELD_ORDER as readonly string[]).includes(field))
      clearError(field as JoinField);
  };

  const verification = (
    update: (next: (s: VerificationState) => VerificationState) => void,
    field: JoinField,
  ): VerificationHandlers => ({
    onVerified: ({ verificationToken, target }) => {
      update((s) => ({ ...s, step: 'verified', token: verificationToken, target }));
      clearError(field);
    },
    onReset: () => update((s) => ({ ...s, token: null, target: null })),
    onStepChange: (step) =>
      update((s) => ({ ...s, step, ...(step === 'verified' ? {} : { token: null, target: null }) })),
    onTargetChange: (text) => update((s) => ({ ...s, text })),
  });

  /**
   * A check's answer, or null when refused: a 429 shows the server's "wait N seconds" under the
   * field; other refusals were alerted by the client.
   */
  const lookUp = async <T>(call: () => Promise<T>, field: JoinField): Promise<T | null> => {
    try {
      return await call();
    } catch (error) {
      const waiting = rateLimitText(error);
      if (waiting) setErrors((current) => ({ ...current, [field]: waiting }));
      return null;
    }
  };

  /** Once the user leaves a field with something typed in it, its rule speaks (never on an empty form). */
  const leave = (field: JoinField) => {
    if (!CHECKED_ON_LEAVE.includes(field)) return;
    const value = values[field as keyof JoinValues];
    if (typeof value !== 'string' || value === '') return;
    const own = joinProblems(t, { kind, values, idCheck, codeCheck, email, phone })[field];
    setErrors((current) => ({ ...current, [field]: own }));
  };

  const checkUserId = async () => {
    const userId = values.userId;
    const banned = checkName(userId, { field: 'userId' });
    const problem = !isValidUserId(userId)
      ? t('auth.idFormat')
      : banned.ok
        ? null
        : t(banned.messageKey, banned.params);
    if (problem) {
      setErrors((current) => ({ ...current, userId: problem }));
      return;
    }
    const answer = await lookUp(
      () => api.unwrap(api.GET('/api/users/id/exists', { params: { query: { userId } } })),
      'userId',
    );
    if (!answer) return;
    setIdCheck({ value: userId, ...answer });
    setErrors((current) => ({ ...current, userId: answer.exists ? answer.message : undefined }));
  };

  const checkInsttCode = async () => {
    const insttCode = values.insttCode;
    const rule = validateInsttCode(insttCode);
    if (!rule.ok) {
      setErrors((current) => ({ ...current, insttCode: t(rule.messageKey) }));
      return;
    }
    const answer = await lookUp(
      () => api.unwrap(api.GET('/api/instt/exists', { params: { query: { insttCode } } })),
      'insttCode',
    );
    if (!answer) return;
    setCodeCheck({ value: insttCode, ...answer });
    setErrors((current) => ({ ...current, insttCode: answer.exists ? answer.message : undefined }));
  };

  const refused = (error: unknown) => {
    const waiting = rateLimitText(error);
    if (waiting) {
      setProblem(waiting);
      return;
    }
    const fromServer = serverFieldErrors(error);
    const mapped: FieldErrors<JoinField> = {};
    for (const [field, message] of Object.entries(fromServer)) {
      const own = API_FIELDS[field];
      if (own) mapped[own] = message;
    }
    if (
      Object.keys(mapped).length === 0 &&
      error instanceof ApiError &&
      (error.status === 400 || error.status === 409)
    ) {
      // Refused after the verifications were redeemed (e.g. the institution was taken meanwhile).
      setVerificationRound((round) => round + 1);
      setEmail(NO_VERIFICATION);
      setPhone(NO_VERIFICATION);
      mapped.email = t('web.account.join.reverify');
    }
    setErrors(mapped);
    focusFirstError(JOIN_FIELD_ORDER, mapped, idOf);
  };

  const submit = async () => {
    const planCode = Object.values(PLAN_CODES).find((code): code is PlanCode => code === values.planCode);
    const problems = joinProblems(t, { kind, values, idCheck, codeCheck, email, phone });
    setErrors(problems);
    setProblem(null);
    if (focusFirstError(JOIN_FIELD_ORDER, problems, idOf)) return;
    setBusy(true);
    try {
      const member = {
        userId: values.userId,
        userNm: values.userNm.trim(),
        emailaddr: email.target ?? '',
        userPassword: await account.encryptPassword(values.password),
        emailVerificationToken: email.token ?? '',
        phoneNumber: phone.token ? (phone.target ?? undefined) : undefined,
        phoneVerificationToken: phone.token ?? undefined,
        termsAgreeAt: 'Y' as const,
        privacyAgreeAt: 'Y' as const,
        marketingAgreeAt: values.marketing ? ('Y' as const) : ('N' as const),
      };
      const signedUp =
        kind === 'institution'
          ? await api.unwrap(
              api.POST('/api/auth/users/signup/instt', {
                body: {
                  ...member,
                  insttCode: values.insttCode,
                  insttNm: values.insttNm.trim(),
                  planCode: planCode ?? PLAN_CODES.BASIC,
                  insttTel: values.insttTel.trim() || undefined,
                  insttAddr: values.insttAddr.trim() || undefined,
                },
              }),
            )
          : await api.unwrap(api.POST('/api/auth/users/signup', { body: member }));
      onDone(signedUp);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    formId,
    idOf,
    values,
    errors,
    problem,
    busy,
    idCheck: idCheck?.value === values.userId ? idCheck : null,
    codeCheck: codeCheck?.value === values.insttCode ? codeCheck : null,
    verificationRound,
    set,
    leave,
    checkUserId,
    checkInsttCode,
    emailHandlers: verification(setEmail, 'email'),
    phoneHandlers: verification(setPhone, 'phone'),
    submit,
  };
}

export type JoinForm = ReturnType<typeof useJoinForm>;
