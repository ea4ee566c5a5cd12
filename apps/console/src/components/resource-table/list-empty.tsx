import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreateAction } from '../list-page-header.tsx';

/**
 * What an empty list says (issue 22): with filters on, that nothing matches and a way to clear
 * them; without, that nothing is here yet and the next step (the page's create action).
 */
export function ListEmpty({
  filtered,
  onClear,
  create,
  text,
}: {
  filtered: boolean;
  onClear?: () => void;
  create?: CreateAction;
  /** Says what the list holds once there is something, e.g. "No discount codes yet." */
  text?: string;
}) {
  const { t } = useTranslation('common');
  if (filtered)
    return (
      <Empty description={t('emptyList.noMatch')} data-testid="list-empty">
        {onClear && <Button onClick={onClear}>{t('emptyList.clearFilters')}</Button>}
      </Empty>
    );
  return (
    <Empty description={text ?? t('emptyList.nothing')} data-testid="list-empty">
      {create && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={create.onClick}
          data-testid={`${create.testId}-empty`}
        >
          {create.label}
        </Button>
      )}
    </Empty>
  );
}
