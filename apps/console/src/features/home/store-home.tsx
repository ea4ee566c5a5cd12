import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, MASK, SETUP_STEPS, type Shop } from '@mintfront/domain';
import { useShopInfo } from '../../api/shops.ts';
import { Card } from '../../components/plain/index.ts';

type SetupStep = (typeof SETUP_STEPS)[number];

/**
 * The screen each step opens, with the mask it needs (spec §2, §6).
 */
const STEP_SCREENS: Partial<Record<SetupStep, { path: string; mask: number }>> = {
  customizeTheme: { path: '/Appearance/Theme', mask: MASK.themes },
  setUpDomain: { path: '/Appearance/Domain', mask: MASK.domains },
  createNft: { path: '/single', mask: MASK.nft },
  sellNft: { path: '/CreateSellOrder', mask: MASK.sellOrders },
};

function stepLink(step: SetupStep, shop: Shop) {
  const screen = STEP_SCREENS[step];
  return screen && hasPermission(shop.allows, screen.mask) ? screen.path : null;
}

/** Store home: the four setup steps of spec §2 with their status from Shop.setup. */
export default function StoreHome() {
  const { t } = useTranslation(['home', 'common']);
  const { data: shop } = useShopInfo({ fresh: true });
  if (!shop) return null;

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24 }}>
        {t('title', { name: shop.name })}
      </Typography.Title>
      <Card title={t('setupTitle')}>
        <Typography.Paragraph>{t('setupIntro')}</Typography.Paragraph>
        <ol className="setup-steps" data-testid="home-setup-steps">
          {SETUP_STEPS.map((step, index) => {
            const done = Boolean(shop.setup?.[step]);
            const link = stepLink(step, shop);
            const title = t(`steps.${step}.title`);
            return (
              <li
                key={step}
                className="setup-step"
                data-testid={`home-setup-${step}`}
                data-done={done}
              >
                <Flex gap={12} align="flex-start">
                  {done ? (
                    <CheckCircleFilled className="setup-icon setup-icon-done" aria-hidden />
                  ) : (
                    <span className="setup-icon setup-number" aria-hidden>
                      {index + 1}
                    </span>
                  )}
                  <Flex vertical gap={4} style={{ flex: 1 }}>
                    <Flex gap={8} wrap align="center">
                      <Typography.Text strong>
                        {link ? <Link to={link}>{title}</Link> : title}
                      </Typography.Text>
                      <Tag color={done ? 'success' : 'default'}>
                        {done ? t('status.done') : t('status.todo')}
                      </Tag>
                      {!done && !STEP_SCREENS[step] && (
                        <Tag icon={<ClockCircleOutlined aria-hidden />}>
                          {t('common:comingSoon')}
                        </Tag>
                      )}
                    </Flex>
                    <Typography.Text>{t(`steps.${step}.text`)}</Typography.Text>
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ol>
      </Card>
    </Flex>
  );
}
