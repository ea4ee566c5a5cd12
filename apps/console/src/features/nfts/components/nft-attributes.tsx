import type { ReactNode } from 'react';
import { Flex, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAttrDate } from './attribute-dialogs/attr-dates.ts';
import type { NftAttrs } from '@mintfront/domain';

const percent = (value: number, max: number) => Math.round((value / Math.max(max, 1)) * 100);

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {title}
      </Typography.Title>
      <Flex vertical gap={6}>
        {children}
      </Flex>
    </section>
  );
}

/** spec doc 1 §3 attrs: properties, levels, stats, boosts (percent or of a max) and dates ('MMM D,YYYY'). */
export function NftAttributes({ attrs }: { attrs: NftAttrs }) {
  const { t } = useTranslation('nfts');
  const ofMax = (name: string, value: number, max: number) => (
    <div key={name}>
      <Flex justify="space-between">
        <span>{name}</span>
        <span>{t('detail.attrs.ofMax', { value, max })}</span>
      </Flex>
      <Progress
        percent={percent(value, max)}
        showInfo={false}
        size="small"
        aria-label={`${name}: ${t('detail.attrs.ofMax', { value, max })}`}
      />
    </div>
  );
  const empty =
    !attrs.properties.length &&
    !attrs.levels.length &&
    !attrs.stats.length &&
    !attrs.boosts.length &&
    !attrs.date.length;
  if (empty) return <Typography.Text type="secondary">{t('detail.attrs.none')}</Typography.Text>;
  return (
    <Flex vertical gap={16} data-testid="nft-attributes">
      {attrs.properties.length > 0 && (
        <Group title={t('detail.attrs.properties')}>
          <Flex wrap gap={8}>
            {attrs.properties.map(([name, value]) => (
              <Tag key={`${name}:${value}`} style={{ color: 'inherit' }}>
                <strong>{name}</strong>: {value}
              </Tag>
            ))}
          </Flex>
        </Group>
      )}
      {attrs.levels.length > 0 && (
        <Group title={t('detail.attrs.levels')}>
          {attrs.levels.map(([n, v, m]) => ofMax(n, v, m))}
        </Group>
      )}
      {attrs.stats.length > 0 && (
        <Group title={t('detail.attrs.stats')}>
          {attrs.stats.map(([n, v, m]) => ofMax(n, v, m))}
        </Group>
      )}
      {attrs.boosts.length > 0 && (
        <Group title={t('detail.attrs.boosts')}>
          {attrs.boosts.map((b) =>
            b.length === 2 ? (
              <Flex key={b[0]} justify="space-between">
                <span>{b[0]}</span>
                <span>+{b[1]}%</span>
              </Flex>
            ) : (
              ofMax(b[0], b[1], b[2])
            ),
          )}
        </Group>
      )}
      {attrs.date.length > 0 && (
        <Group title={t('detail.attrs.dates')}>
          {attrs.date.map(([name, date]) => (
            <Flex key={name} justify="space-between">
              <span>{name}</span>
              <span>{formatAttrDate(date)}</span>
            </Flex>
          ))}
        </Group>
      )}
    </Flex>
  );
}
