import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The top of a launchpad detail: back to its list, its title, and its actions (cancel). */
export function DetailHeader({
  back,
  title,
  children,
}: {
  back: string;
  title: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('launchpad');
  return (
    <>
      <Link to={back}>{t('back')}</Link>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Flex>
    </>
  );
}
