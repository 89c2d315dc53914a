// Public pieces of the account area of @nuri/shell: session, login (with the admin's second
// factor), verification field, user menu, institution profile panel, password change,
// unpaid-account notice.
export { accountLinks, type AccountLinks } from './account-links';
export {
  InstitutionProfileProvider,
  useInstitutionProfile,
  type InstitutionProfile,
  type InstitutionProfileLoader,
} from './institution-profile';
export { OrgProfilePanel, type OrgProfile, type OrgProfilePanelProps } from './OrgProfilePanel';
export { PasswordChangeForm, type PasswordChange, type PasswordChangeFormProps } from './PasswordChangeForm';
export {
  ANONYMOUS_SESSION,
  isSignedIn,
  parseSessionUser,
  sessionOf,
  type Session,
  type SessionUser,
  type SignedInSession,
} from './session';
export {
  SessionProvider,
  StaticSession,
  useAccount,
  useSession,
  useSessionStore,
  type SessionProviderProps,
} from './session-context';
export {
  createSessionStore,
  REFRESH_TOKEN_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  type LoginOptions,
  type LoginOutcome,
  type SessionStore,
  type SessionStoreOptions,
  type SessionTokens,
} from './session-store';
export { createAuthTransport, type AuthAnswer, type AuthTransport, type AuthTransportOptions } from './auth-transport';
export { memberInsttStatusKey, PausedAccountNotice, UnpaidNotice } from './UnpaidNotice';
export { UserMenu, type UserMenuProps } from './UserMenu';
export { LoginForm, type LoginFormProps } from './LoginForm';
export { SecondFactorForm, type SecondFactorFormProps } from './SecondFactorForm';
export { VerificationField, type VerificationFieldProps } from './VerificationField';
export type { Notice, Verified, VerificationStep } from './use-verification';
export {
  createVerificationTransport,
  normalizeTarget,
  type FieldVerificationType,
  type VerificationParams,
  type VerificationTransport,
  type VerifiedResult,
} from './verification-transport';
export {
  appAddress,
  isSafeReturnAddress,
  rememberReturnAddress,
  RETURN_ADDRESS_STORAGE_KEY,
  takeReturnAddress,
} from './return-address';
export { useGoTo } from './use-go-to';
