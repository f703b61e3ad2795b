import type { AdminPass } from '@ott/contracts/admin-offer';
import { formatPrice } from '@ott/contracts/price-label';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { serverText } from '../../../lib/server-text';
import { passesQuery, reorderPasses } from '../api/passes';
import '../offer.css';

/** Packages, passes and subscriptions in the order viewers see them; admins move them up and down. */
export function PassesScreen() {
  const { t, i18n } = useTranslation('offer');
  const channel = useConsoleChannel();
  const canEdit = channel.can('admin');
  const client = useQueryClient();
  const passes = useQuery(passesQuery(channel.key));

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  /** Dragging with a pointer; the move buttons are the keyboard's way. */
  function dragEnd(list: AdminPass[], { active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = list.findIndex((pass) => pass.id === Number(active.id));
    const to = list.findIndex((pass) => pass.id === Number(over.id));
    if (from >= 0 && to >= 0) void move(list, from, to - from);
  }

  async function move(list: AdminPass[], index: number, by: number) {
    const ids = list.map((pass) => pass.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    client.setQueryData(passesQuery(channel.key).queryKey, ids.map((id) => list.find((pass) => pass.id === id)!));
    try {
      client.setQueryData(passesQuery(channel.key).queryKey, await reorderPasses(channel.key, ids));
      toast.success(t('passes.moved', { name: list[index]!.name, position: index + by + 1 }));
    } catch (error) {
      toast.error(isApiError(error) ? serverText(error.message) : t('common.failed'));
      void client.invalidateQueries({ queryKey: passesQuery(channel.key).queryKey });
    }
  }

  return (
    <>
      <PageHeader
        title={t('passes.title')}
        description={t('passes.description')}
        actions={
          canEdit ? (
            <Link to="new" className="button button--primary">
              {t('passes.new')}
            </Link>
          ) : null
        }
      />
      {passes.isPending ? (
        <p role="status" className="offer-state">
          {t('common.loading')}
        </p>
      ) : passes.isError ? (
        <div role="alert" className="notice notice--warning">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void passes.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : passes.data.length === 0 ? (
        <p className="empty-state">{t('passes.empty')}</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(event) => dragEnd(passes.data, event)}>
        <SortableContext items={passes.data.map((pass) => pass.id)} strategy={verticalListSortingStrategy} disabled={!canEdit}>
        <ol className="offer-list" aria-label={t('passes.title')}>
          {passes.data.map((pass, index, list) => (
            <DraggableRow key={pass.id} id={pass.id} draggable={canEdit}>
              <div className="offer-list__main">
                <Link to={String(pass.id)} className="offer-list__name">
                  {pass.name}
                </Link>
                <span className="muted">
                  {t(`kinds.${pass.kind}`)} · {formatPrice(pass.price, pass.currency, i18n.language)}
                  {pass.type === 'subscription' ? ` · ${t('passes.subscribers', { count: pass.active_subscribers })}` : ''}
                </span>
                {pass.visibility === 'hidden' ? <span className="badge">{t('visibility.hidden')}</span> : null}
              </div>
              {canEdit ? (
                <div className="offer-list__order">
                  <button type="button" className="button button--secondary button--small" disabled={index === 0} aria-label={t('passes.moveUp', { name: pass.name })} onClick={() => void move(list, index, -1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={index === list.length - 1}
                    aria-label={t('passes.moveDown', { name: pass.name })}
                    onClick={() => void move(list, index, 1)}
                  >
                    ↓
                  </button>
                </div>
              ) : null}
            </DraggableRow>
          ))}
        </ol>
        </SortableContext>
        </DndContext>
      )}
    </>
  );
}

/** A pass row a pointer can drag by its grip (hidden from assistive technology: the move buttons do the same). */
function DraggableRow({ id, draggable, children }: { id: number; draggable: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !draggable });
  return (
    <li ref={setNodeRef} className={`offer-list__item${isDragging ? ' offer-list__item--dragging' : ''}`} style={{ transform: CSS.Translate.toString(transform), transition }}>
      {draggable ? (
        <span ref={setActivatorNodeRef} className="offer-list__grip" {...attributes} {...listeners} tabIndex={-1} aria-hidden="true" role="presentation">
          ⋮⋮
        </span>
      ) : null}
      {children}
    </li>
  );
}
