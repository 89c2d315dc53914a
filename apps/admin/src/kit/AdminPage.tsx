import { useSystemScope } from '@nuri/shell';
import { useId, type ReactNode } from 'react';
import { RequireAdmin } from '../account/RequireAdmin';
import '../institution/institution.css';

export interface AdminPageProps {
  /** The menu's name of the screen (its h1). */
  title: string;
  /** A sentence under the title. */
  intro?: string;
  /** The screen, given the institution code once the caller is known to be its admin. */
  children: (insttCode: string) => ReactNode;
}

/**
 * One institution-admin screen: its heading and the screen, for the institution's admins only
 * (the admin guard sends anyone else to the login or tells them), so nobody else triggers a
 * burst of refused requests.
 */
export function AdminPage({ title, intro, children }: AdminPageProps) {
  const { insttCode } = useSystemScope();
  const titleId = useId();
  return (
    <RequireAdmin>
      <section className="instt-admin" aria-labelledby={titleId}>
        <header className="instt-admin__header">
          <h1 id={titleId}>{title}</h1>
          {intro && <p className="instt-admin__intro">{intro}</p>}
        </header>
        {children(insttCode ?? '')}
      </section>
    </RequireAdmin>
  );
}
