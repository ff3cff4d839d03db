import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx (it knows the language); this one only exists so
// that app/not-found.tsx has a parent.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
