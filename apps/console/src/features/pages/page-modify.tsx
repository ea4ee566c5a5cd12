import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePage } from '../../api/pages.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { PageForm } from './components/page-form.tsx';

/** /Appearance/Pages/{id} (spec doc 2 §2: catch-all modify). */
export default function PageModify() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const id = Number(useParams()['*']);
  const { data: page, isPending } = usePage(id);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Link to="/Appearance/Pages">{t('back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('editTitle')}
      </Typography.Title>
      {page ? (
        <PageForm key={page.id} page={page} onSaved={() => void navigate('/Appearance/Pages')} />
      ) : (
        isPending && <PageLoader />
      )}
    </Flex>
  );
}
