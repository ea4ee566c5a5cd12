import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type BatchBarProps = { count: number; testId: string; onClear: () => void; children: ReactNode };

/** The bar a list shows over its selected rows: how many, clear, and the list's own actions. */
export function BatchBar({ count, testId, onClear, children }: BatchBarProps) {
  const { t } = useTranslation('common');
  return (
    <Flex
      gap={8}
      wrap
      align="center"
      role="group"
      aria-label={t('batch.selected', { count })}
      data-testid={testId}
    >
      <Typography.Text strong>{t('batch.selected', { count })}</Typography.Text>
      <Button onClick={onClear}>{t('batch.clear')}</Button>
      {children}
    </Flex>
  );
}
