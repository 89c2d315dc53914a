import { differingAttributes } from '@nuri/map';
import { FormDialog } from '@nuri/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureConflict } from './editing-api';

export interface ConflictDialogProps {
  conflict: FeatureConflict;
  /** My attribute values of the feature as edited here. */
  mine: Record<string, unknown>;
  /** Whether my change moves or reshapes the feature. */
  mineChangesShape: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onMerge: (properties: Record<string, unknown>) => void;
  onClose: () => void;
}

const shown = (v: unknown, empty: string) => (v === null || v === undefined || v === '' ? empty : String(v));

/**
 * A save answered 409: both versions side by side, and keep mine (saved over theirs with their
 * version), take theirs (my change of this feature is dropped), or merge: per differing
 * attribute, which value to keep (mine by default).
 */
export function ConflictDialog({ conflict, mine, mineChangesShape, onKeepMine, onTakeTheirs, onMerge, onClose }: ConflictDialogProps) {
  const { t } = useTranslation();
  const theirs = conflict.current?.properties ?? {};
  const differing = differingAttributes(mine, theirs);
  const [choice, setChoice] = useState<Record<string, 'mine' | 'theirs'>>({});
  const empty = t('web.mapBuilder.edit.empty');
  const deleted = conflict.current === null;
  const merged = () => Object.fromEntries(differing.map((n) => [n, (choice[n] ?? 'mine') === 'mine' ? (mine[n] ?? null) : (theirs[n] ?? null)]));
  const names = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])];
  return (
    <FormDialog
      title={t('web.mapBuilder.edit.conflict.title')}
      onClose={onClose}
      onSubmit={() => (deleted ? onTakeTheirs() : onMerge(merged()))}
      submitLabel={deleted ? t('web.mapBuilder.edit.conflict.takeTheirs') : t('web.mapBuilder.edit.conflict.merge')}
      maxWidth={720}
      actions={
        deleted ? undefined : (
          <>
            <button type="button" className="button--secondary" onClick={onTakeTheirs}>
              {t('web.mapBuilder.edit.conflict.takeTheirs')}
            </button>
            <button type="button" className="button--secondary" onClick={onKeepMine}>
              {t('web.mapBuilder.edit.conflict.keepMine')}
            </button>
          </>
        )
      }
    >
      <p>
        {t('web.mapBuilder.edit.conflict.help', { gid: conflict.gid, yours: conflict.yourVersion, theirs: conflict.currentVersion ?? '-' })}
      </p>
      {deleted ? (
        <p role="alert">{t('web.mapBuilder.edit.conflict.deleted')}</p>
      ) : (
        <div className="fe-conflict__wrap">
          <table className="fe-conflict" data-testid="conflict-table">
            <thead>
              <tr>
                <th scope="col">{t('web.mapBuilder.edit.conflict.column')}</th>
                <th scope="col">{t('web.mapBuilder.edit.conflict.mine')}</th>
                <th scope="col">{t('web.mapBuilder.edit.conflict.theirs')}</th>
              </tr>
            </thead>
            <tbody>
              {names.map((n) => {
                const differs = differing.includes(n);
                const pick = choice[n] ?? 'mine';
                return (
                  <tr key={n} className={differs ? 'fe-conflict__differs' : undefined}>
                    <th scope="row">{n}</th>
                    {(['mine', 'theirs'] as const).map((side) => (
                      <td key={side}>
                        {differs ? (
                          <label className="fe-conflict__pick">
                            <input
                              type="radio"
                              name={`fe-conflict-${n}`}
                              checked={pick === side}
                              aria-label={`${t('web.mapBuilder.edit.conflict.choice', { column: n })}: ${t(`web.mapBuilder.edit.conflict.${side}`)}`}
                              onChange={() => setChoice((c) => ({ ...c, [n]: side }))}
                            />
                            {shown(side === 'mine' ? mine[n] : theirs[n], empty)}
                          </label>
                        ) : (
                          shown(side === 'mine' ? mine[n] : theirs[n], empty)
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
              <tr>
                <th scope="row">{t('web.mapBuilder.edit.conflict.geometry')}</th>
                <td colSpan={2}>{mineChangesShape ? t('web.mapBuilder.edit.conflict.geometryDiffers') : t('web.mapBuilder.edit.conflict.geometrySame')}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </FormDialog>
  );
}
