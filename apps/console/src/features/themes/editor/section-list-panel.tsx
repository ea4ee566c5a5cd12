import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { LayoutSection } from '@mintfront/domain';

type Props = {
  layout: LayoutSection[];
  invalid: string[];
  onEdit: (sectionId: string) => void;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onToggle: (sectionId: string, close: boolean) => void;
  onRemove: (sectionId: string) => void;
};

/** SelectionIndex: the sections in order; drag (or Space and the arrow keys) to reorder. */
export function SectionListPanel({
  layout,
  invalid,
  onEdit,
  onAdd,
  onMove,
  onToggle,
  onRemove,
}: Props) {
  const { t } = useTranslation('themes');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = layout.map((s) => s.sectionId);
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('sections.help')}</Typography.Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('sections.dragHelp') },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="theme-section-list" aria-label={t('sections.title')}>
            {layout.map((s, index) => (
              <SectionRow
                key={s.sectionId}
                section={s}
                index={index}
                last={index === layout.length - 1}
                invalid={invalid.includes(s.sectionId)}
                onEdit={onEdit}
                onMove={onMove}
                onToggle={onToggle}
                onRemove={onRemove}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Button icon={<PlusOutlined aria-hidden />} onClick={onAdd} data-testid="section-add">
        {t('sections.add')}
      </Button>
    </Flex>
  );
}

function SectionRow({
  section,
  index,
  last,
  invalid,
  onEdit,
  onMove,
  onToggle,
  onRemove,
}: Omit<Props, 'layout' | 'invalid' | 'onAdd'> & {
  section: LayoutSection;
  index: number;
  last: boolean;
  invalid: boolean;
}) {
  const { t } = useTranslation('themes');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: section.sectionId,
  });
  const name = sectionName(t, section);
  const testId = `section-${section.sectionId}`;
  return (
    <li
      ref={setNodeRef}
      className="theme-section-row"
      data-testid={testId}
      data-hidden={section.close}
      style={{
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      <button
        type="button"
        className="theme-section-handle"
        aria-label={t('sections.drag', { name })}
        {...attributes}
        {...listeners}
      >
        <HolderOutlined aria-hidden />
      </button>
      <Button
        type="text"
        className="theme-section-name"
        onClick={() => onEdit(section.sectionId)}
        data-testid={`${testId}-edit`}
      >
        <span style={{ textDecoration: section.close ? 'line-through' : undefined }}>{name}</span>
      </Button>
      {invalid && <Tag color="error">{t('sections.invalid')}</Tag>}
      <Flex gap={2}>
        <Tooltip title={t('sections.up')}>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={t('sections.upName', { name })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            data-testid={`${testId}-up`}
          />
        </Tooltip>
        <Tooltip title={t('sections.down')}>
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={t('sections.downName', { name })}
            disabled={last}
            onClick={() => onMove(index, index + 1)}
            data-testid={`${testId}-down`}
          />
        </Tooltip>
        <Tooltip title={t(section.close ? 'sections.show' : 'sections.hide')}>
          <Button
            size="small"
            type="text"
            icon={
              section.close ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />
            }
            aria-label={t(section.close ? 'sections.showName' : 'sections.hideName', { name })}
            aria-pressed={section.close}
            onClick={() => onToggle(section.sectionId, !section.close)}
            data-testid={`${testId}-hide`}
          />
        </Tooltip>
        <Tooltip title={t('sections.remove')}>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('sections.removeName', { name })}
            onClick={() => onRemove(section.sectionId)}
            data-testid={`${testId}-remove`}
          />
        </Tooltip>
      </Flex>
    </li>
  );
}

/** A section's name in the list: its title, else its type's name. */
export function sectionName(t: (key: 'types.title') => string, section: LayoutSection): string {
  return section.title || t(`types.${section.type}` as 'types.title');
}
