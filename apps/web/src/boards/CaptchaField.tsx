import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha, type CaptchaValue } from './boards-api';

/**
 * The captcha of a public form, shown once the server asks for it (after repeated failures):
 * the image, a new-image button and the answer field. Each answer is good once, so the form
 * bumps `round` after every submission to fetch a new image.
 */
export function CaptchaField({
  round,
  value,
  onChange,
}: {
  round: number;
  value: CaptchaValue;
  onChange: (value: CaptchaValue) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const inputId = useId();
  const captcha = useQuery({
    queryKey: ['web', 'boards', 'captcha', round],
    queryFn: async () => {
      const c = await fetchCaptcha(api);
      onChange({ captchaId: c.captchaId, captchaAnswer: '' });
      return c;
    },
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <div className="boards-captcha" role="group" aria-labelledby={`${inputId}-label`}>
      <p id={`${inputId}-label`} className="boards-captcha__notice">
        {t('web.boards.captcha.notice')}
      </p>
      {captcha.data ? (
        <img className="boards-captcha__image" src={captcha.data.image} alt={t('web.boards.captcha.imageAlt')} />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
      <button type="button" className="button--secondary" onClick={() => void captcha.refetch()}>
        {t('web.boards.captcha.refresh')}
      </button>
      <label htmlFor={inputId}>{t('web.boards.captcha.answer')}</label>
      <input
        id={inputId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        required
        value={value.captchaAnswer ?? ''}
        onChange={(e) => onChange({ ...value, captchaAnswer: e.target.value })}
      />
    </div>
  );
}
