import type { ReactNode } from 'react';
import { SlimFooter } from '@/components/footer/slim-footer';
import { SlimHeader } from '@/components/header/slim-header';

/** The slim header and footer of the cart and registration routes (spec §2). */
export function SlimChrome({ showWishlist, children }: { showWishlist: boolean; children: ReactNode }) {
  return (
    <>
      <SlimHeader showWishlist={showWishlist} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SlimFooter />
    </>
  );
}
