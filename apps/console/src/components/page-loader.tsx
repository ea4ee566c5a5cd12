import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy screen or the start-up user load is under way. */
export function PageLoader({ asMain = false }: { asMain?: boolean }) {
  const { t } = useTranslation();
  const loader = (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '50vh' }}
      role="status"
      aria-live="polite"
    >
      <Spin />
      <span className="visually-hidden">{t('loading')}</span>
    </Flex>
  );
  // Outside any layout the loader is the whole page, so it stands in for its main landmark.
  return asMain ? <main>{loader}</main> : loader;
}
