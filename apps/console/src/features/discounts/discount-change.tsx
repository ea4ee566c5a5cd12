import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useDiscount } from '../../api/discounts.ts';
import { StatusPage } from '../../components/status-page.tsx';
import { DiscountForm } from './components/discount-form.tsx';
import { DiscountStateBadge } from './components/discount-state-badge.tsx';

/** changeDiscount/:id (spec doc 2 §2): the whole form again, with the code's state. */
export default function DiscountChange() {
  const { t } = useTranslation('discounts');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data: discount, isLoading, isError } = useDiscount(id);
  if (isLoading) return <Spin />;
  if (isError || !discount) return <StatusPage kind="notFound" />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Link to="/Discount">{t('back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('changeTitle')}
      </Typography.Title>
      <DiscountStateBadge state={discount.state} />
      <DiscountForm discount={discount} onSaved={() => void navigate('/Discount')} />
    </Flex>
  );
}
