import './catalogue.css';
import type { CatalogueSection } from './section';

// Vite collects every section file at build time; a new piece only adds a file.
const modules = import.meta.glob<{ section: CatalogueSection }>('./sections/*.tsx', { eager: true });
const SECTIONS = Object.values(modules)
  .map((m) => m.section)
  .sort((a, b) => a.order - b.order);

/** Living catalogue of the shared UI pieces, opened by the browser tests. */
export default function CataloguePage() {
  return (
    <div className="catalogue">
      <h1>UI 카탈로그</h1>
      <nav aria-label="카탈로그 목차" className="catalogue__toc">
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map(({ id, title, Component }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="catalogue__section">
          <h2 id={`${id}-title`}>{title}</h2>
          <Component />
        </section>
      ))}
    </div>
  );
}
