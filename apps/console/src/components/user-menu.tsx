import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/accounts.ts';
import { useCurrentUser } from '../api/users.ts';
import { MenuButton } from './plain/index.ts';

/** My account, Switch store, Log out (POST /api/logout, then /login). */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const logout = useLogout();

  const choose = (key: 'account' | 'switch' | 'logout') => {
    if (key === 'account') void navigate('/my-account');
    if (key === 'switch') void navigate('/select-store');
    if (key === 'logout') logout.mutate(undefined, { onSettled: () => void navigate('/login') });
  };

  // The name a person sees is the one the button is called by (WCAG 2.5.3).
  const shown = user?.nickname || user?.username;
  return (
    <MenuButton
      label={shown ? `${shown}: ${t('userMenu')}` : t('userMenu')}
      icon={<UserOutlined />}
      text={
        <>
          {shown}
          <DownOutlined aria-hidden />
        </>
      }
      onChoose={choose}
      choices={[
        { key: 'account', label: t('myAccount'), 'data-testid': 'my-account' },
        { key: 'switch', label: t('switchStore'), 'data-testid': 'switch-store' },
        { key: 'logout', label: t('logout'), 'data-testid': 'logout', apart: true },
      ]}
      data-testid="user-menu"
    />
  );
}
