import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A screen loaded as its own chunk on first use (named export `name` of the module). */
export function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/** The route element of a lazily loaded screen, with a loading line while its chunk arrives. */
export function page(Screen: LazyExoticComponent<ComponentType>): ReactNode {
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}
