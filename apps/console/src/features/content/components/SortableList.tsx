import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list put in order by dragging its handles, or by keyboard: focus a handle, Space to pick the item up, the arrow
 * keys to move it, Space to drop it (Escape puts it back). `onReorder` gets every id in the new order.
 */
export function SortableList<T extends { id: number }>({
  items,
  label,
  nameOf,
  renderItem,
  onReorder,
  disabled = false,
}: {
  items: T[];
  /** The list's accessible name. */
  label: string;
  /** The item's name, said by its handle and the announcements. */
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onReorder: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('content');
  const instructionsId = useId();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameById = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => candidate.id === Number(id));
    return item ? nameOf(item) : String(id);
  };
  const position = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sort.picked', { name: nameById(active.id), position: position(active.id), total: items.length }),
    onDragOver: ({ active, over }) => (over ? t('sort.over', { name: nameById(active.id), position: position(over.id), total: items.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('sort.dropped', { name: nameById(active.id), position: position(over.id), total: items.length }) : undefined),
    onDragCancel: ({ active }) => t('sort.cancelled', { name: nameById(active.id) }),
  };

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === Number(active.id));
    const to = items.findIndex((item) => item.id === Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to).map((item) => item.id));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('sort.instructions') } }}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <p id={instructionsId} className="visually-hidden">
          {t('sort.instructions')}
        </p>
        <ol className="sortable" aria-label={label}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} name={nameOf(item)} disabled={disabled} describedBy={instructionsId}>
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, name, disabled, describedBy, children }: { id: number; name: string; disabled: boolean; describedBy: string; children: ReactNode }) {
  const { t } = useTranslation('content');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li ref={setNodeRef} className={`sortable__row${isDragging ? ' sortable__row--dragging' : ''}`} style={{ transform: CSS.Translate.toString(transform), transition }}>
      {disabled ? null : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="sortable__handle"
          {...attributes}
          {...listeners}
          aria-roledescription={t('sort.roledescription')}
          aria-describedby={describedBy}
          aria-label={t('sort.handle', { name })}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <circle cx="5" cy="3" r="1.4" />
            <circle cx="11" cy="3" r="1.4" />
            <circle cx="5" cy="8" r="1.4" />
            <circle cx="11" cy="8" r="1.4" />
            <circle cx="5" cy="13" r="1.4" />
            <circle cx="11" cy="13" r="1.4" />
          </svg>
        </button>
      )}
      <div className="sortable__content">{children}</div>
    </li>
  );
}
