// Reasons offered for a withdrawal (whdwlResnCode). The API keeps the code and the free text;
// the labels are the app's (web.account.withdraw.reason.<code>).
export const WITHDRAWAL_REASON_CODES = ['01', '02', '03', '04', '05', '99'] as const;
export type WithdrawalReasonCode = (typeof WITHDRAWAL_REASON_CODES)[number];
/** 'Other': the free text is then required. */
export const OTHER_REASON: WithdrawalReasonCode = '99';
