import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Modal, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import { useCurrentUser } from '../../api/users.ts';
import { PublicShell } from '../../components/public-shell.tsx';
import { returnPathFrom } from '../../components/return-to.ts';
import { ShopList } from './components/shop-list.tsx';
import { StoreForm } from './components/store-form.tsx';

/** Owned, joined and recently closed stores; entering one makes it the X-Shop-Id. */
export default function SelectStore() {
  const { t } = useTranslation('shops');
  const navigate = useNavigate();
  const { token } = useSession();
  const [creating, setCreating] = useState(false);
  const user = useCurrentUser();
  // ?tab=joined opens the joined stores (after accepting an invitation).
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const returnTo = returnPathFrom(params);

  // Spec §2 lets the path through the guard; its data needs a session all the same.
  if (!token) return <Navigate to="/login" replace />;

  return (
    <PublicShell width={960}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} className="page-title" style={{ fontSize: 24 }}>
            {t('select.title')}
          </Typography.Title>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="create-store"
          >
            {t('select.create')}
          </Button>
        </Flex>
        <Tabs
          defaultActiveKey={tab === 'joined' || tab === 'closed' ? tab : 'owned'}
          items={(['owned', 'joined', 'closed'] as const).map((type) => ({
            key: type,
            label: t(`select.${type}`),
            children: <ShopList type={type} returnTo={returnTo} />,
          }))}
        />
      </Card>
      <Modal
        open={creating}
        onCancel={() => setCreating(false)}
        footer={null}
        destroyOnHidden
        title={t('select.create')}
      >
        <StoreForm
          onCreated={() =>
            // One onboarding path (docs/decisions.md): an account still in its sign-up steps
            // goes on with them (details, survey, categories) for this store.
            void navigate(
              user.data && !user.data.onboarded && user.data.email !== null ? '/register' : '/home',
            )
          }
        />
      </Modal>
    </PublicShell>
  );
}
