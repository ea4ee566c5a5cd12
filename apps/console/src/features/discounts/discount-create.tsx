import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DiscountForm } from './components/discount-form.tsx';

/** CreatDiscountCode (spec doc 2 §2). */
export default function DiscountCreate() {
  const { t } = useTranslation('discounts');
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Link to="/Discount">{t('back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('createTitle')}
      </Typography.Title>
      <DiscountForm discount={null} onSaved={() => void navigate('/Discount')} />
    </Flex>
  );
}
