import { useDialogs } from '@nuri/ui';
import { useState, type Dispatch, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasExtent } from '../map-kit/zoom';
import { parentOf, type TocAction, type TocGroupNode, type TocLayerNode, type TocNode, type TocState } from '../map-kit/toc-state';

export interface TocPanelProps {
  state: TocState;
  dispatch: Dispatch<TocAction>;
  /** Fits the map to a layer's data (layers whose extent is known). */
  onZoom?: (node: TocLayerNode) => void;
}

const DRAG_TYPE = 'application/x-nuri-toc';

/**
 * The table of contents: groups and layers (first drawn on top), drag to reorder or into a
 * group, up/down buttons for the keyboard, visibility, opacity, remove, and selecting a layer
 * for its settings.
 */
export function TocPanel({ state, dispatch, onZoom }: TocPanelProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [dragging, setDragging] = useState<string | null>(null);
  const groups = state.nodes.filter((n): n is TocGroupNode => n.type === 'group');

  const remove = async (node: TocNode) => {
    const ok = await dialogs.confirm({ type: 'confirm', message: t('web.mapBuilder.toc.removeConfirm', { name: node.tocNm }) });
    if (ok) dispatch({ type: 'remove', key: node.key });
  };

  const dropOn = (event: DragEvent, groupKey: string | null, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    const key = event.dataTransfer.getData(DRAG_TYPE) || dragging;
    setDragging(null);
    if (key) dispatch({ type: 'move', key, to: { groupKey, index } });
  };

  const siblingsOf = (node: TocNode): { groupKey: string | null; list: readonly TocNode[] } => {
    const parent = node.type === 'layer' ? parentOf(state.nodes, node.key) : null;
    return parent ? { groupKey: parent.key, list: parent.children } : { groupKey: null, list: state.nodes };
  };

  const move = (node: TocNode, delta: number) => {
    const { groupKey, list } = siblingsOf(node);
    const index = list.findIndex((n) => n.key === node.key);
    const to = index + delta;
    if (to < 0 || to >= list.length) return;
    dispatch({ type: 'move', key: node.key, to: { groupKey, index: to } });
  };

  const row = (node: TocNode, index: number, groupKey: string | null) => {
    const layer = node.type === 'layer' ? (node as TocLayerNode) : null;
    const selected = state.selectedKey === node.key;
    return (
      <div
        className={`mb-toc__row${selected ? ' mb-toc__row--selected' : ''}${node.type === 'group' ? ' mb-toc__row--group' : ''}`}
        draggable
        data-toc-key={node.key}
        onDragStart={(e) => {
          e.dataTransfer.setData(DRAG_TYPE, node.key);
          e.dataTransfer.effectAllowed = 'move';
          setDragging(node.key);
        }}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => dropOn(e, groupKey, index)}
      >
        <input
          type="checkbox"
          checked={node.visible}
          aria-label={t('web.mapBuilder.toc.visible', { name: node.tocNm })}
          onChange={() => dispatch({ type: 'toggle', key: node.key })}
        />
        {layer ? (
          <button type="button" className="mb-toc__name" aria-pressed={selected} aria-label={t('web.mapBuilder.toc.select', { name: node.tocNm })} onClick={() => dispatch({ type: 'select', key: selected ? null : node.key })}>
            {node.tocNm}
            {!layer.layer.viewable && <span className="mb-tag mb-tag--warn">{t('web.mapBuilder.toc.notViewable')}</span>}
          </button>
        ) : (
          <input
            className="mb-toc__group-name"
            aria-label={t('web.mapBuilder.toc.rename')}
            defaultValue={node.tocNm}
            maxLength={200}
            onBlur={(e) => dispatch({ type: 'rename', key: node.key, name: e.target.value })}
          />
        )}
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(node.opacity * 100)}
          aria-label={t('web.mapBuilder.toc.opacity', { name: node.tocNm })}
          onChange={(e) => dispatch({ type: 'setOpacity', key: node.key, opacity: Number(e.target.value) / 100 })}
        />
        {layer && onZoom && hasExtent(layer.layer) && (
          <button type="button" className="mb-icon-btn" aria-label={t('web.mapBuilder.toc.zoom', { name: node.tocNm })} title={t('web.mapBuilder.toc.zoom', { name: node.tocNm })} onClick={() => onZoom(layer)}>
            ⤢
          </button>
        )}
        <button type="button" className="mb-icon-btn" aria-label={t('web.mapBuilder.toc.moveUp', { name: node.tocNm })} onClick={() => move(node, -1)}>
          ↑
        </button>
        <button type="button" className="mb-icon-btn" aria-label={t('web.mapBuilder.toc.moveDown', { name: node.tocNm })} onClick={() => move(node, 1)}>
          ↓
        </button>
        {layer && groups.length > 0 && (
          <select
            aria-label={t('web.mapBuilder.toc.moveToGroup', { name: node.tocNm })}
            value={groupKey ?? ''}
            onChange={(e) => dispatch({ type: 'move', key: node.key, to: { groupKey: e.target.value || null, index: 0 } })}
          >
            <option value="">{t('web.mapBuilder.toc.topLevel')}</option>
            {groups.map((g) => (
              <option key={g.key} value={g.key}>
                {g.tocNm}
              </option>
            ))}
          </select>
        )}
        <button type="button" className="mb-icon-btn" aria-label={t('web.mapBuilder.toc.remove', { name: node.tocNm })} onClick={() => void remove(node)}>
          ✕
        </button>
      </div>
    );
  };

  return (
    <section className="mb-toc" aria-label={t('web.mapBuilder.toc.title')}>
      <div className="mb-toc__head">
        <h2>{t('web.mapBuilder.toc.title')}</h2>
        <button type="button" onClick={() => dispatch({ type: 'addGroup', name: t('web.mapBuilder.toc.newGroup') })}>
          {t('web.mapBuilder.toc.addGroup')}
        </button>
      </div>
      {state.nodes.length === 0 ? (
        <p className="mb-muted">{t('web.mapBuilder.toc.empty')}</p>
      ) : (
        <ul className="mb-toc__list" onDragOver={(e) => e.preventDefault()} onDrop={(e) => dropOn(e, null, state.nodes.length)}>
          {state.nodes.map((node, i) => (
            <li key={node.key}>
              {row(node, i, null)}
              {node.type === 'group' && (
                <ul className="mb-toc__children" onDragOver={(e) => e.preventDefault()} onDrop={(e) => dropOn(e, node.key, node.children.length)}>
                  {node.children.map((child, j) => (
                    <li key={child.key}>{row(child, j, node.key)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
