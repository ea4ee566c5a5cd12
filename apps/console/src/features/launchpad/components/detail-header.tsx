import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StorePageLink } from './store-page-link.tsx';

/**
 * The top of a launchpad detail: back to its list, its title, the link to its storefront page
 * (`storePath`, e.g. `drop/5`) and its other actions (cancel).
 */
export function DetailHeader({
  back,
  title,
  storePath,
  testId,
  children,
}: {
  back: string;
  title: string;
  storePath: string;
  /** `{testId}-store-link` names the storefront link. */
  testId: string;
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
        <Flex gap={8} wrap>
          <StorePageLink path={storePath} testId={`${testId}-store-link`} />
          {children}
        </Flex>
      </Flex>
    </>
  );
}
