import type { ReactNode } from 'react';
import { Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/session.ts';
import { LangSwitch } from './lang-switch.tsx';
import { UserMenu } from './user-menu.tsx';

/** Frame of the screens outside the main layout: a banner with the language switch, then main. */
export function PublicShell({ children, width = 480 }: { children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="app-header">
        <Typography.Text strong className="app-brand">
          {t('appName')}
        </Typography.Text>
        <Flex gap={8} align="center">
          <LangSwitch />
          {token && <UserMenu />}
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <div style={{ maxWidth: width, margin: '40px auto', padding: '0 16px' }}>{children}</div>
      </Layout.Content>
    </Layout>
  );
}
