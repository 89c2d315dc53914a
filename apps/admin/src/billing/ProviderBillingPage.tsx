import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of a provider billing screen (42, 43, 81): heading, introduction, and the screen's
 * content mounted afresh when the language changes (its grid columns are built in that language).
 */
export function ProviderBillingPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const titleId = useId();
  return (
    <section className="provider-page billing-page" aria-labelledby={titleId}>
      <div className="provider-page__head">
        <h1 id={titleId}>{title}</h1>
      </div>
      <p className="provider-hint">{intro}</p>
      <div key={i18n.language}>{children}</div>
    </section>
  );
}
