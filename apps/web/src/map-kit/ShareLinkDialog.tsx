import { SHARE_SCOPES } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { Modal, useToast } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appEmbedLink, appLink, embedLink, embedSnippet, mapLink } from './map-link';

export interface ShareLinkDialogProps {
  userMapId: string;
  insttCode: string;
  title: string;
  /** The current view as a `view` parameter (null: the map's saved view). */
  view: string | null;
  /** Whether the user may list the map's shares (owner, admins): the embed needs an everyone share. */
  canListShares: boolean;
  onClose: () => void;
}

type SharedKind = 'map' | 'app';

/** Whether the map or themed app is shared with everyone (its share list holds an everyone entry). */
function useSharedWithEveryone(kind: SharedKind, id: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [kind === 'map' ? 'mapShares' : 'appShares', id, 'everyone'],
    enabled,
    retry: false,
    queryFn: async () => {
      const query = { pageIndex: 1, pageSize: 10000 };
      const page =
        kind === 'map'
          ? await api.unwrap(api.GET('/api/webmap/{userMapId}/shares', { params: { path: { userMapId: id }, query } }))
          : await api.unwrap(api.GET('/api/webapp/tmplat/{webappTmplatId}/shares', { params: { path: { webappTmplatId: id }, query } }));
      return (page.content as Array<{ pblonsipScopeSeCode: number }>).some((s) => s.pblonsipScopeSeCode === SHARE_SCOPES.ALL);
    },
  });
}

function CopyField({ label, value, multiline }: { label: string; value: string; multiline?: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.show(t('web.share.copied'));
    } catch {
      toast.show(t('web.share.copyFailed'));
    }
  };
  return (
    <div className="share-link__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea id={id} readOnly rows={3} value={value} onFocus={(e) => e.target.select()} /> : <input id={id} readOnly value={value} onFocus={(e) => e.target.select()} />}
      <button type="button" className="button--secondary" onClick={() => void copy()}>
        {t('web.share.copy', { label })}
      </button>
    </div>
  );
}

/** A link to the map at the current view and, for a map shared with everyone, its embed snippet. */
export function ShareLinkDialog({ userMapId, insttCode, title, view, canListShares, onClose }: ShareLinkDialogProps) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const everyone = useSharedWithEveryone('map', userMapId, canListShares);
  const embed = embedLink(origin, userMapId, view);
  return (
    <Modal open onClose={onClose} title={t('web.share.title')} maxWidth={560}>
      <div className="share-link">
        <CopyField label={t('web.share.link')} value={mapLink(origin, insttCode, userMapId, view)} />
        <p className="share-link__note">{t('web.share.linkNote')}</p>
        {everyone.data ? (
          <>
            <CopyField label={t('web.share.embed')} value={embedSnippet(embed, title)} multiline />
            <p className="share-link__note">{t('web.share.embedNote')}</p>
          </>
        ) : (
          <p className="share-link__note" role="note">
            {everyone.isLoading ? t('web.share.checking') : t('web.share.embedPrivate')}
          </p>
        )}
      </div>
    </Modal>
  );
}

export interface AppShareDialogProps {
  webappTmplatId: string;
  /** The app's institution (its address under the institution), or null. */
  insttCode: string | null;
  title: string;
  /** Whether the user may list the app's shares (owner, admins): the embed needs an everyone share. */
  canListShares: boolean;
  onClose: () => void;
}

/** A themed app's link and, for an app shared with everyone, its embed snippet (`/embed/app/{id}`). */
export function AppShareDialog({ webappTmplatId, insttCode, title, canListShares, onClose }: AppShareDialogProps) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const everyone = useSharedWithEveryone('app', webappTmplatId, canListShares);
  return (
    <Modal open onClose={onClose} title={t('web.share.appTitle')} maxWidth={560}>
      <div className="share-link">
        <CopyField label={t('web.share.appLink')} value={appLink(origin, insttCode, webappTmplatId)} />
        <p className="share-link__note">{t('web.share.appLinkNote')}</p>
        {everyone.data ? (
          <>
            <CopyField label={t('web.share.embed')} value={embedSnippet(appEmbedLink(origin, webappTmplatId), title)} multiline />
            <p className="share-link__note">{t('web.share.appEmbedNote')}</p>
          </>
        ) : (
          <p className="share-link__note" role="note">
            {everyone.isLoading ? t('web.share.checking') : t('web.share.appEmbedPrivate')}
          </p>
        )}
      </div>
    </Modal>
  );
}
