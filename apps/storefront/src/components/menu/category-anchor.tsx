import type { ComponentProps } from 'react';
import { ExternalIcon } from '@/components/common/icons';
import { ShopLink } from '@/components/common/shop-link';
import styles from './category-anchor.module.css';
import type { CategoryTarget } from './category-target';

type CategoryAnchorProps = Omit<ComponentProps<'a'>, 'href'> & {
  link: CategoryTarget;
  /** Read after an external link's text ("opens another site"). */
  externalLabel: string;
};

/**
 * A link to a category. No hooks and no server calls: server components (CategoryLink) and the
 * client menus, which get their targets and texts from the server, draw the same link.
 */
export function CategoryAnchor({ link, externalLabel, children, ...rest }: CategoryAnchorProps) {
  if (link.external) {
    return (
      <a href={link.href} rel="noopener" data-external="true" {...rest}>
        {children}
        <ExternalIcon size={14} className={styles.external} />
        <span className="visually-hidden"> {externalLabel}</span>
      </a>
    );
  }
  return (
    <ShopLink href={link.href} {...rest}>
      {children}
    </ShopLink>
  );
}
