import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

const RULES = ['entries', 'window', 'winners', 'fairness', 'cancel'] as const;

/** The raffle's rules, said before the owner fills anything in (docs/decisions.md "Airdrops and raffles (server)"). */
export function RaffleRules() {
  const { t } = useTranslation('raffles');
  return (
    <Alert
      type="info"
      showIcon
      data-testid="raffle-rules"
      title={<h2 className="card-title">{t('rulesTitle')}</h2>}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {RULES.map((r) => (
            <li key={r}>{t(`rules.${r}`)}</li>
          ))}
        </ul>
      }
    />
  );
}
