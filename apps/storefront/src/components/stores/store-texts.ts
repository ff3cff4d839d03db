import { getTranslations } from 'next-intl/server';
import { textSlot } from '@/components/common/slots';
import type { OpenNowTexts } from '@/lib/stores/open-now-text';

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** The texts every store's details show (store-details.tsx), translated once per page. */
export async function getStoreTexts() {
  const [t, tc] = await Promise.all([getTranslations('stores'), getTranslations('common')]);
  const openNow: OpenNowTexts = {
    openUntil: t('openUntil', { time: textSlot('time') }),
    opensToday: t('opensToday', { time: textSlot('time') }),
    opensOn: t('opensOn', { day: textSlot('day'), time: textSlot('time') }),
    closedNow: t('closedNow'),
    onDay: WEEK.map((day) => t(`onDay.${day}`)),
  };
  return {
    openNow,
    address: t('address'),
    phone: t('phone'),
    email: t('email'),
    hours: t('hours'),
    weekdays: t('weekdays'),
    saturday: t('saturday'),
    sunday: t('sunday'),
    closed: t('closed'),
    map: t('map'),
    externalLink: tc('externalLink'),
    storePage: (name: string) => t('storePage', { name }),
    stock: (category: string) => t('stock', { category }),
  };
}
export type StoreTexts = Awaited<ReturnType<typeof getStoreTexts>>;
