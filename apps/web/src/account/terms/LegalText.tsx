import { koreanDate, type LegalDocument } from '@nuri/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

export interface LegalTextProps {
  document: LegalDocument;
  /** Level of the articles' headings under the page's or the box's own. */
  headingLevel?: 2 | 3 | 4;
}

/** A legal text (Korean), article by article, with its effective date (long: rendered once). */
export const LegalText = memo(function LegalText({ document, headingLevel = 2 }: LegalTextProps) {
  const { t, i18n } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const date = i18n.language === 'ko' ? koreanDate(document.effectiveDate) : document.effectiveDate;
  return (
    <div className="legal-text" lang="ko">
      <p className="legal-text__effective">{t('web.account.terms.effective', { date })}</p>
      {document.sections.map((section) => (
        <section key={section.title} className="legal-text__section">
          <Heading className="legal-text__title">{section.title}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
});
