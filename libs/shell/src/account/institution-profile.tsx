import type { InsttStatusCode } from '@nuri/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { OrgProfile } from './OrgProfilePanel';

/** What the layouts show of an institution: the panel's fields and the operational status. */
export interface InstitutionProfile extends OrgProfile {
  statusCode?: InsttStatusCode | null;
}

/** Reads an institution (GET /api/instt/{insttCode} and its status); null when unknown. */
export type InstitutionProfileLoader = (insttCode: string) => Promise<InstitutionProfile | null>;

const LoaderContext = createContext<InstitutionProfileLoader | null>(null);

/** Lets the layouts below show institutions by name, image and status. */
export function InstitutionProfileProvider({ load, children }: { load: InstitutionProfileLoader; children: ReactNode }) {
  return <LoaderContext.Provider value={load}>{children}</LoaderContext.Provider>;
}

/**
 * The institution's profile, or null while loading, when unknown or when the app has no
 * loader: layouts then show the institution code.
 */
export function useInstitutionProfile(insttCode: string | null): InstitutionProfile | null {
  const load = useContext(LoaderContext);
  const query = useQuery({
    queryKey: ['institution-profile', insttCode],
    queryFn: () => (load && insttCode ? load(insttCode) : Promise.resolve(null)),
    enabled: Boolean(load && insttCode),
    staleTime: 60_000,
  });
  return query.data ?? null;
}
