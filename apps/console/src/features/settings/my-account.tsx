import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/users.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { PublicShell } from '../../components/public-shell.tsx';
import { AccountInfoForm } from './components/account-info-form.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { UserInfoForm } from './components/user-info-form.tsx';

/** My account: profile, account information and password (outside the main layout). */
export default function MyAccount() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  return (
    <PublicShell width={760}>
      <Flex vertical gap={24}>
        <Flex align="center" gap={8} wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/home')}>
            {t('account.back')}
          </Button>
        </Flex>
        <div>
          <Typography.Title level={1} className="page-title" style={{ fontSize: 24 }}>
            {t('account.title')}
          </Typography.Title>
          {user && (
            <Typography.Text>
              {t('account.email', { email: user.email ?? user.wallet ?? '' })}
            </Typography.Text>
          )}
        </div>
        {user ? (
          <>
            <UserInfoForm user={user} />
            <AccountInfoForm user={user} />
            <ChangePasswordForm />
          </>
        ) : (
          <PageLoader />
        )}
      </Flex>
    </PublicShell>
  );
}
