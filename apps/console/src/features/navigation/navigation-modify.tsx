import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useNavigation } from '../../api/navigation.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { NavigationForm } from './components/navigation-form.tsx';

/** Appearance/Navigation/{id} (spec doc 2 §2: catch-all modify). */
export default function NavigationModify() {
  const { t } = useTranslation('navigation');
  const navigate = useNavigate();
  const id = Number(useParams()['*']);
  const { data: menu, isPending } = useNavigation(id);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Link to="/Appearance/Navigation">{t('back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('editTitle')}
      </Typography.Title>
      {menu ? (
        <NavigationForm
          key={menu.id}
          menu={menu}
          onSaved={() => void navigate('/Appearance/Navigation')}
        />
      ) : (
        isPending && <PageLoader />
      )}
    </Flex>
  );
}
