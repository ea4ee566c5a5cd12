import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CollectionStatus } from '@mintfront/domain';
import { STATUS_KEY } from './labels.ts';

const DOT = { 0: 'processing', 1: 'warning', 2: 'success', 3: 'error' } as const;

/** spec doc 1 §4 collection status: a dot and plain text (preset Tag colours miss axe contrast). */
export function CollectionStatusBadge({
  status,
  testId,
}: {
  status: CollectionStatus;
  testId?: string;
}) {
  const { t } = useTranslation('collections');
  return (
    <Badge status={DOT[status]} text={t(`status.${STATUS_KEY[status]}`)} data-testid={testId} />
  );
}
