import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/** A screen loaded as its own chunk when its route is first opened (the first bundle stays within its budget). */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((Screen) => ({ default: Screen })));
}

/** Renders a lazy screen with the shared loading line while its chunk arrives. */
export function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
