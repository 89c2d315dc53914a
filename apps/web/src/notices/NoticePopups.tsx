import { useApi, useSession } from '@nuri/shell';
import { Modal } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayReadInsttNotices } from './InsttNoticeAccess';
import { fetchPopups, noticeKeys, popupHiddenKey, type Notice, type NoticeOwner } from './notices-api';

const isHidden = (nttId: number): boolean => {
  try {
    return window.localStorage.getItem(popupHiddenKey(nttId)) === 'Y';
  } catch {
    return false;
  }
};

/**
 * The current popup notices of a system's home page, one after another. "Don't show again today"
 * hides one notice until the next (local) day through a localStorage key per notice and day.
 * An institution's popups are asked for only when the visitor may read its notices (its members
 * and provider admins), so anonymous visitors and other institutions' members see no error.
 */
export function NoticePopups({ owner }: { owner: NoticeOwner }) {
  const api = useApi();
  const session = useSession();
  const popups = useQuery({
    queryKey: [...noticeKeys.popup(owner), session.userId ?? ''],
    queryFn: () => fetchPopups(api, owner),
    retry: false,
    enabled: owner === null || (session.loaded && mayReadInsttNotices(session, owner)),
  });
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const current = (popups.data ?? []).find((n) => !closed.has(n.nttId) && !isHidden(n.nttId));
  if (!current) return null;
  const close = () => setClosed((s) => new Set(s).add(current.nttId));
  return <NoticePopup key={current.nttId} notice={current} onClose={close} />;
}

function NoticePopup({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  const hideToday = () => {
    try {
      window.localStorage.setItem(popupHiddenKey(notice.nttId), 'Y');
    } catch {
      // Storage refused (private mode): the popup just closes for this visit.
    }
    onClose();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={notice.nttSj}
      maxWidth={560}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={hideToday}>
            {t('web.notice.popup.hideToday')}
          </button>
          <button type="button" onClick={onClose}>
            {t('web.notice.popup.close')}
          </button>
        </>
      }
    >
      {/* Sanitized by the server with an allow-list when saved. */}
      <div
        className="notice-popup__content"
        aria-label={t('web.notice.popup.label')}
        dangerouslySetInnerHTML={{ __html: notice.nttCn }}
      />
    </Modal>
  );
}
