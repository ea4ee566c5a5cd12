import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/accounts.ts';
import { useCurrentUser } from '../api/users.ts';

/** My account, Switch store, Log out (POST /api/logout, then /login). */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const logout = useLogout();

  const onClick = ({ key }: { key: string }) => {
    if (key === 'account') void navigate('/my-account');
    if (key === 'switch') void navigate('/select-store');
    if (key === 'logout') logout.mutate(undefined, { onSettled: () => void navigate('/login') });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        onClick,
        items: [
          { key: 'account', label: <span data-testid="my-account">{t('myAccount')}</span> },
          { key: 'switch', label: <span data-testid="switch-store">{t('switchStore')}</span> },
          { type: 'divider' },
          { key: 'logout', label: <span data-testid="logout">{t('logout')}</span> },
        ],
      }}
    >
      <Button
        type="text"
        icon={<UserOutlined />}
        data-testid="user-menu"
        aria-label={`${t('userMenu')}: ${user?.username ?? ''}`}
      >
        {user?.nickname || user?.username}
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
