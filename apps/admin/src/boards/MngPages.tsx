import { useTranslation } from 'react-i18next';

/** Page buttons of a management list (nothing for a single page). */
export function MngPages({ count, current, onChange }: { count: number; current: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <nav className="board-mng__pages" aria-label={t('boardMng.pages')}>
      {Array.from({ length: count }, (_, i) => i + 1).map((p) => (
        <button key={p} type="button" aria-current={p === current ? 'page' : undefined} onClick={() => onChange(p)}>
          {p}
        </button>
      ))}
    </nav>
  );
}
