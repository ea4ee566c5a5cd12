import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { SaleDetail } from '@mintfront/domain';

/** "3d 04:05:06": the time left, to the second. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return d > 0 ? `${d}d ${hms}` : hms;
}

/** The sale's timing (spec doc 2 §2 timing): starts in, ends in, ended, ticking every second. */
export function SaleTiming({ sale }: { sale: Pick<SaleDetail, 'startAt' | 'endAt'> }) {
  const { t } = useTranslation('sales');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const start = sale.startAt ? dayjs(sale.startAt).valueOf() : null;
  const end = sale.endAt ? dayjs(sale.endAt).valueOf() : null;
  let text: string;
  if (start !== null && now < start)
    text = t('detail.timing.startsIn', { time: formatLeft(start - now) });
  else if (end === null) text = t('detail.timing.noEnd');
  else if (now < end) text = t('detail.timing.endsIn', { time: formatLeft(end - now) });
  else text = t('detail.timing.ended');
  return (
    <Typography.Text strong data-testid="sale-timing" aria-live="off">
      {text}
    </Typography.Text>
  );
}
