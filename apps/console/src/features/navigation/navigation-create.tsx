import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NavigationForm } from './components/navigation-form.tsx';

/** Appearance/Navigation/create (spec doc 2 §2). */
export default function NavigationCreate() {
  const { t } = useTranslation('navigation');
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Link to="/Appearance/Navigation">{t('back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('createTitle')}
      </Typography.Title>
      <NavigationForm menu={null} onSaved={() => void navigate('/Appearance/Navigation')} />
    </Flex>
  );
}
