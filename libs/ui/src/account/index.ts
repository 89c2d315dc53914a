// Public pieces of the account area of @nuri/ui: session, user menu, institution profile
// panel, password change, unpaid-account notice.
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
export { SessionProvider, StaticSession, useSession, useSessionStore, type SessionProviderProps } from './session-context';
export { createSessionStore, SESSION_STORAGE_KEY, type SessionStore } from './session-store';
export { UnpaidNotice } from './UnpaidNotice';
export { UserMenu, type UserMenuProps } from './UserMenu';
