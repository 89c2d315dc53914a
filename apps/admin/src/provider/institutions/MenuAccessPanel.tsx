import { DEFAULT_INSTT_CODE } from '@nuri/domain';
import { menuQueryKey, useApi, useMenu, useMenuName, type MenuItem } from '@nuri/shell';
import { Toggle, useToast } from '@nuri/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlMenuAccess } from './institution-api';
import { accessMenus } from './menu-access';

interface AccessChange {
  menuId: string;
  allowed: boolean;
  name: string;
}

/**
 * POST /api/menu/access-control/instt: one switch per access-controlled menu id of the
 * institution-user and institution-admin menus.
 */
export function MenuAccessPanel({ insttCode, active }: { insttCode: string; active: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('provider.menuAccess.title')}</h3>
      {active ? <MenuAccessSwitches insttCode={insttCode} /> : <p>{t('provider.menuAccess.unavailable')}</p>}
    </section>
  );
}

function MenuAccessSwitches({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const nameOf = useMenuName();
  const queryClient = useQueryClient();
  const queries = [
    useMenu('institution-user', insttCode),
    useMenu('institution-admin', insttCode),
    useMenu('institution-user', DEFAULT_INSTT_CODE),
    useMenu('institution-admin', DEFAULT_INSTT_CODE),
  ];
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());
  const known = useRef(new Map<string, Pick<MenuItem, 'name' | 'nameEn'>>());

  const [own, ownAdmin, reference, referenceAdmin] = queries.map((query) => query.data);
  const menus = useMemo(() => {
    if (!own || !ownAdmin || !reference || !referenceAdmin) return null;
    const list = accessMenus([reference, referenceAdmin], [own, ownAdmin], known.current);
    for (const menu of list) known.current.set(menu.menuId, menu.item);
    return list;
  }, [own, ownAdmin, reference, referenceAdmin]);

  const mutation = useMutation({
    mutationFn: (change: AccessChange) =>
      controlMenuAccess(api, insttCode, [change.menuId], change.allowed ? 'Y' : 'N'),
    onSuccess: async (_result, change) => {
      setOverrides((map) => new Map(map).set(change.menuId, change.allowed));
      const key = change.allowed ? 'provider.menuAccess.allowed' : 'provider.menuAccess.denied';
      toast.show(t(key, { name: change.name }), { tone: 'success' });
      await Promise.all(
        (['institution-user', 'institution-admin'] as const).map((system) =>
          queryClient.invalidateQueries({ queryKey: menuQueryKey(system, insttCode) }),
        ),
      );
    },
  });

  if (queries.some((query) => query.isError)) return <p role="alert">{t('provider.menuAccess.error')}</p>;
  if (!menus) return <p role="status">{t('provider.menuAccess.loading')}</p>;
  if (menus.length === 0) return <p>{t('provider.menuAccess.empty')}</p>;
  return (
    <>
      <p className="provider-hint">{t('provider.menuAccess.hint')}</p>
      <ul className="provider-menu-access">
        {menus.map(({ menuId, item, allowed }) => {
          const name = nameOf(item);
          return (
            <li key={menuId}>
              <Toggle
                label={t('provider.menuAccess.label', { name, menuId })}
                checked={overrides.get(menuId) ?? allowed}
                disabled={mutation.isPending}
                onChange={(checked) => mutation.mutate({ menuId, allowed: checked, name })}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
