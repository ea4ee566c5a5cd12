import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLogout } from '../../api/accounts.ts';
import { ApiError } from '../../api/api-error.ts';
import { useAcceptInvitation } from '../../api/collaborators.ts';
import { useSession } from '../../api/session.ts';
import { useEnterShop } from '../../api/shops.ts';
import { PublicShell } from '../../components/public-shell.tsx';
import { withReturn } from '../../components/return-to.ts';

/** Accepts once per token when signed in; the result offers to enter the store or list the joined stores. */
function Accepting({ token, here }: { token: string; here: string }) {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const enter = useEnterShop();
  const logout = useLogout();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under StrictMode's double effect: the token is single use.
    if (sent.current === token) return;
    sent.current = token;
    accept.mutate(token);
  }, [token, accept]);

  if (accept.isSuccess) {
    const joined = accept.data;
    return (
      <Result
        status="success"
        title={
          <h1 className="result-title" data-testid="invite-joined">
            {t('accept.joined', { store: joined.shopName })}
          </h1>
        }
        subTitle={t('accept.joinedText')}
        extra={
          <Flex gap={8} justify="center" wrap>
            <Button
              type="primary"
              loading={enter.isPending}
              onClick={() =>
                enter.mutate(joined.shopId, { onSuccess: () => void navigate('/home') })
              }
              data-testid="invite-enter"
            >
              {t('accept.enter', { store: joined.shopName })}
            </Button>
            <Button
              onClick={() => void navigate('/select-store?tab=joined')}
              data-testid="invite-joined-stores"
            >
              {t('accept.joinedStores')}
            </Button>
          </Flex>
        }
      />
    );
  }
  if (accept.isError) {
    const text = accept.error instanceof ApiError ? accept.error.statusDesc : String(accept.error);
    return (
      <Flex vertical gap={16}>
        <Alert
          type="error"
          showIcon
          title={t('accept.failed')}
          description={text}
          data-testid="invite-error"
        />
        <Flex gap={8} wrap>
          <Button
            onClick={() =>
              logout.mutate(undefined, {
                onSettled: () => void navigate(withReturn('/login', here)),
              })
            }
            data-testid="invite-other-account"
          >
            {t('accept.otherAccount')}
          </Button>
          <Button onClick={() => void navigate('/select-store')}>{t('accept.myStores')}</Button>
        </Flex>
      </Flex>
    );
  }
  return (
    <Flex gap={12} align="center">
      <Spin />
      <Typography.Text>{t('accept.accepting')}</Typography.Text>
    </Flex>
  );
}

/** The page the invitation mail links to (`/invite?token=`): sign in or up first, then accept. */
export default function AcceptInvitation() {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token: session } = useSession();
  const token = params.get('token') ?? '';
  const here = `/invite?token=${encodeURIComponent(token)}`;

  return (
    <PublicShell width={640}>
      <Card>
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24 }}>
          {t('accept.title')}
        </Typography.Title>
        {!token && <Alert type="warning" showIcon title={t('accept.noToken')} />}
        {token && !session && (
          <Flex vertical gap={16}>
            <Typography.Paragraph style={{ margin: 0 }}>
              {t('accept.signInFirst')}
            </Typography.Paragraph>
            <Flex gap={8} wrap>
              <Button
                type="primary"
                onClick={() => void navigate(withReturn('/login', here))}
                data-testid="invite-sign-in"
              >
                {t('accept.signIn')}
              </Button>
              <Button
                onClick={() => void navigate(withReturn('/register', here))}
                data-testid="invite-sign-up"
              >
                {t('accept.signUp')}
              </Button>
            </Flex>
          </Flex>
        )}
        {token && session && <Accepting token={token} here={here} />}
      </Card>
    </PublicShell>
  );
}
