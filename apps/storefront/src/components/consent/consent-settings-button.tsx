'use client';

import { openConsentSettings } from '@/lib/consent/consent-store';

/** The footer's "cookie settings": opens the banner again to change the choice (issue 16 §3). */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings} data-testid="consent-settings">
      {label}
    </button>
  );
}
