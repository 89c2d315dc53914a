import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { boardKeys, fetchCaptchaStatus, isCaptchaFailure, type CaptchaValue } from './boards-api';

/**
 * The captcha state of a public form: whether the server wants one from this visitor (asked at
 * start and after each failure), the current answer, and a new image after every try.
 */
export function useCaptchaGate() {
  const api = useApi();
  const [round, setRound] = useState(0);
  const [value, setValue] = useState<CaptchaValue>({});
  const [forced, setForced] = useState(false);
  const status = useQuery({ queryKey: boardKeys.captchaStatus, queryFn: () => fetchCaptchaStatus(api), retry: false });
  const required = forced || status.data?.required === true;
  return {
    required,
    round,
    value,
    setValue,
    /** The fields to send with the form (none while not required). */
    fields: (): CaptchaValue => (required ? value : {}),
    /** After a try: a spent captcha is replaced; a failure may turn the captcha on. */
    settled(error?: unknown) {
      if (required) setRound((r) => r + 1);
      if (error === undefined) return;
      if (isCaptchaFailure(error)) setForced(true);
      else void status.refetch();
    },
  };
}
