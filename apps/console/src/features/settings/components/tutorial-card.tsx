import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TUTORIAL } from '@mintfront/domain';
import { useCompleteTutorial, useCurrentUser } from '../../../api/users.ts';

const TIPS = Object.entries(TUTORIAL) as [keyof typeof TUTORIAL, number][];

/** The tips of User.tutorial (a bitmask): which are completed, and marking one complete. */
export function TutorialCard() {
  const { t } = useTranslation(['settings', 'common']);
  const { data: user } = useCurrentUser();
  const complete = useCompleteTutorial();
  const bits = user?.tutorial ?? 0;
  return (
    <Card title={<h2 className="card-title">{t('general.tutorialTitle')}</h2>}>
      <Typography.Paragraph>{t('general.tutorialText')}</Typography.Paragraph>
      <ul className="plain-list" data-testid="tutorial-tips">
        {TIPS.map(([key, bit]) => {
          const done = (bits & bit) !== 0;
          const tip = t(`general.tips.${key}`);
          return (
            <li key={key}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Flex gap={8} align="center">
                  <Typography.Text>{tip}</Typography.Text>
                  <Tag color={done ? 'success' : 'default'}>
                    {done ? t('general.tipDone') : t('general.tipOpen')}
                  </Tag>
                </Flex>
                {!done && (
                  <Button
                    size="small"
                    loading={complete.isPending && complete.variables === bit}
                    onClick={() => complete.mutate(bit)}
                    aria-label={t('general.markDone', { tip })}
                    data-testid={`tip-complete-${key}`}
                  >
                    {t('common:done')}
                  </Button>
                )}
              </Flex>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
