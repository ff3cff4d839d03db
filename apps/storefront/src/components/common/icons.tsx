import type { SVGProps } from 'react';
import styles from './icons.module.css';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/**
 * A decorative icon (24×24, currentColor); the text next to it carries the meaning. Its shape is a
 * CSS mask (icons.module.css), so each icon costs the page a few attributes, not its path data.
 */
function Icon({ shape, size = 20, className, ...rest }: IconProps & { shape: string | undefined }) {
  const classes = [styles.icon, shape, className].filter(Boolean).join(' ');
  return <svg className={classes} width={size} height={size} aria-hidden="true" {...rest} />;
}

export const PhoneIcon = (p: IconProps) => <Icon shape={styles.phone} {...p} />;
export const ClockIcon = (p: IconProps) => <Icon shape={styles.clock} {...p} />;
export const SearchIcon = (p: IconProps) => <Icon shape={styles.search} {...p} />;
export const HeartIcon = (p: IconProps) => <Icon shape={styles.heart} {...p} />;
export const BagIcon = (p: IconProps) => <Icon shape={styles.bag} {...p} />;
export const UserIcon = (p: IconProps) => <Icon shape={styles.user} {...p} />;
export const MenuIcon = (p: IconProps) => <Icon shape={styles.menu} {...p} />;
export const CloseIcon = (p: IconProps) => <Icon shape={styles.close} {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon shape={styles.chevronDown} {...p} />;
export const ChevronRightIcon = (p: IconProps) => <Icon shape={styles.chevronRight} {...p} />;
export const ChevronLeftIcon = (p: IconProps) => <Icon shape={styles.chevronLeft} {...p} />;
export const ArrowRightIcon = (p: IconProps) => <Icon shape={styles.arrowRight} {...p} />;
export const ExternalIcon = (p: IconProps) => <Icon shape={styles.external} {...p} />;
export const TruckIcon = (p: IconProps) => <Icon shape={styles.truck} {...p} />;
export const ReturnIcon = (p: IconProps) => <Icon shape={styles.return} {...p} />;
export const BoltIcon = (p: IconProps) => <Icon shape={styles.bolt} {...p} />;
export const MedalIcon = (p: IconProps) => <Icon shape={styles.medal} {...p} />;
export const MailIcon = (p: IconProps) => <Icon shape={styles.mail} {...p} />;
export const PinIcon = (p: IconProps) => <Icon shape={styles.pin} {...p} />;
export const ShoeIcon = (p: IconProps) => <Icon shape={styles.shoe} {...p} />;
export const AppleIcon = (p: IconProps) => <Icon shape={styles.apple} {...p} />;
export const CheckIcon = (p: IconProps) => <Icon shape={styles.check} {...p} />;
/** Five stars with the first `filled` of them filled (a review's rating); decorative, 18 px each. */
export function StarRating({ filled }: { filled: number }) {
  return (
    <span className={styles.rating} aria-hidden="true">
      <span className={`${styles.icon} ${styles.star} ${styles.stars}`} />
      {filled > 0 && (
        <span
          className={`${styles.icon} ${styles.starFilled} ${styles.stars}`}
          // Stars are 18 px wide and 2 px apart.
          style={{ width: filled * 20 - 2 }}
        />
      )}
    </span>
  );
}
/** The card's favourite heart: outlined, or filled for a product on the wishlist. */
export const FavouriteIcon = ({ filled, ...p }: IconProps & { filled: boolean }) => (
  <Icon shape={filled ? styles.favouriteFilled : styles.favourite} {...p} />
);

/** Brand marks of the social networks (filled, single colour). */
export const FacebookIcon = (p: IconProps) => <Icon shape={styles.facebook} {...p} />;
export const InstagramIcon = (p: IconProps) => <Icon shape={styles.instagram} {...p} />;
export const YoutubeIcon = (p: IconProps) => <Icon shape={styles.youtube} {...p} />;
