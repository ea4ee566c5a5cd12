import dayjs from 'dayjs';

const FORMAT = 'YYYY/MM/DD HH:mm';

/** The entry window in the user's time zone (API.md: dates travel in UTC). */
export const raffleWindow = (r: { start_date: string; end_date: string }) =>
  `${dayjs(r.start_date).format(FORMAT)} – ${dayjs(r.end_date).format(FORMAT)}`;

export const raffleTime = (iso: string) => dayjs(iso).format(FORMAT);
