import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageForm } from './components/page-form.tsx';

/** /Appearance/Pages/create (spec doc 2 §2). */
export default function PageCreate() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Link to="/Appearance/Pages">{t('back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('createTitle')}
      </Typography.Title>
      <PageForm page={null} onSaved={() => void navigate('/Appearance/Pages')} />
    </Flex>
  );
}
