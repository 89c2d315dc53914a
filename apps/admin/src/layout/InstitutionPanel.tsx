import { OrgProfilePanel, useInstitutionProfile } from '@nuri/ui';

/** The institution admin's profile panel, from the app's institution profile (the code until known). */
export function InstitutionPanel({ insttCode }: { insttCode: string }) {
  const profile = useInstitutionProfile(insttCode);
  return (
    <OrgProfilePanel
      institution={{ insttCode, insttNm: profile?.insttNm ?? insttCode, imageCn: profile?.imageCn ?? null }}
      statusCode={profile?.statusCode}
    />
  );
}
