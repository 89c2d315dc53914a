import { passwordContainsName, passwordRuleViolations, type PasswordRuleViolation } from '@nuri/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '@nuri/ui';

// One line per rule; the two character-set violations read as one rule.
const RULES: readonly { key: 'length' | 'letter' | 'digit' | 'special' | 'charset' | 'repeat'; broken: readonly PasswordRuleViolation[] }[] = [
  { key: 'length', broken: ['LENGTH'] },
  { key: 'letter', broken: ['MISSING_LETTER'] },
  { key: 'digit', broken: ['MISSING_DIGIT'] },
  { key: 'special', broken: ['MISSING_SPECIAL'] },
  { key: 'charset', broken: ['WHITESPACE', 'INVALID_CHARACTER'] },
  { key: 'repeat', broken: ['REPEATED_CHARACTER'] },
];

/** The shared password rules (libs/domain), each marked met or not as the password is typed. */
export function PasswordRules({ password, userNm }: { password: string; userNm: string }) {
  const { t } = useTranslation();
  const violations = passwordRuleViolations(password);
  const lines = [
    ...RULES.map(({ key, broken }) => ({ key, met: password !== '' && !broken.some((v) => violations.includes(v)) })),
    { key: 'name' as const, met: password !== '' && !passwordContainsName(password, userNm) },
  ];
  return (
    <ul className="password-rules">
      {lines.map(({ key, met }) => (
        <li key={key} className={met ? 'password-rules__item is-met' : 'password-rules__item'}>
          <Icon name={met ? 'check' : 'dot'} size={14} /> {t(`web.account.rule.${key}`)}
          <span className="account-sr-only">{t(met ? 'web.account.rule.met' : 'web.account.rule.unmet')}</span>
        </li>
      ))}
    </ul>
  );
}

/** Whether the password satisfies the rules and leaves the name out (the form's own check). */
export function passwordAcceptable(password: string, userNm: string): boolean {
  return passwordRuleViolations(password).length === 0 && !passwordContainsName(password, userNm);
}
