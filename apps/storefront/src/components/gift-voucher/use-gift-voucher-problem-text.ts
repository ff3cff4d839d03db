'use client';

import type { GiftVoucherOffer } from '@stride/contract';
import { GIFT_VOUCHER_MESSAGES } from '@stride/rules';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useRuleTranslation } from '@/components/common/use-rule-translation';
import type { GiftVoucherProblem } from './gift-voucher-model';

/**
 * A refusal of the purchase form in the page's language. The gift voucher's own rule keys name the
 * offer's bounds; the shared rule translation knows only the common keys (required, e-mail, name).
 */
export function useGiftVoucherProblemText(offer: GiftVoucherOffer): (problem: GiftVoucherProblem) => string {
  const tv = useTranslations('validation');
  const translateRule = useRuleTranslation();
  return useCallback(
    (problem: GiftVoucherProblem) => {
      switch (problem.key) {
        case GIFT_VOUCHER_MESSAGES.valueTooSmall:
          return tv('giftVoucherValueTooSmall', { minimum: offer.minimum.formatted });
        case GIFT_VOUCHER_MESSAGES.valueTooBig:
          return tv('giftVoucherValueTooBig', { maximum: offer.maximum.formatted });
        case GIFT_VOUCHER_MESSAGES.valueNotWhole:
          return tv('giftVoucherValueNotWhole');
        case GIFT_VOUCHER_MESSAGES.dedication:
          return tv('giftVoucherDedication');
        case GIFT_VOUCHER_MESSAGES.sendOn:
          return tv('giftVoucherSendOn', { days: offer.maxSendDays });
        default:
          return translateRule(problem.key, '');
      }
    },
    [tv, translateRule, offer],
  );
}
