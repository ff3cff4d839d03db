import type { StaticImageData } from 'next/image';
import type { SVGProps } from 'react';
import styles from './icons.module.css';
import sprite from './icons.svg';

/**
 * The sprite's hashed, immutably cached address (`/_next/static/media/icons.….svg`): Next gives a
 * static import as an image object, Vite (the unit tests) as the address itself.
 */
const SPRITE = typeof sprite === 'string' ? sprite : (sprite as StaticImageData).src;

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/**
 * A decorative icon (24×24, currentColor); the text next to it carries the meaning. Its shape is a
 * symbol of the sprite (icons.svg), so each icon costs the page a reference, not its path data.
 */
function Icon({ shape, size = 20, className, ...rest }: IconProps & { shape: string }) {
  const classes = className ? `${styles.icon} ${className}` : styles.icon;
  return (
    <svg className={classes} width={size} height={size} aria-hidden="true" {...rest}>
      <use href={`${SPRITE}#${shape}`} />
    </svg>
  );
}

export const PhoneIcon = (p: IconProps) => <Icon shape="phone" {...p} />;
export const ClockIcon = (p: IconProps) => <Icon shape="clock" {...p} />;
export const SearchIcon = (p: IconProps) => <Icon shape="search" {...p} />;
export const HeartIcon = (p: IconProps) => <Icon shape="heart" {...p} />;
export const BagIcon = (p: IconProps) => <Icon shape="bag" {...p} />;
export const UserIcon = (p: IconProps) => <Icon shape="user" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon shape="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon shape="close" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon shape="chevron-down" {...p} />;
export const ChevronRightIcon = (p: IconProps) => <Icon shape="chevron-right" {...p} />;
export const ChevronLeftIcon = (p: IconProps) => <Icon shape="chevron-left" {...p} />;
export const ArrowRightIcon = (p: IconProps) => <Icon shape="arrow-right" {...p} />;
export const ExternalIcon = (p: IconProps) => <Icon shape="external" {...p} />;
export const TruckIcon = (p: IconProps) => <Icon shape="truck" {...p} />;
export const ReturnIcon = (p: IconProps) => <Icon shape="return" {...p} />;
export const BoltIcon = (p: IconProps) => <Icon shape="bolt" {...p} />;
export const MedalIcon = (p: IconProps) => <Icon shape="medal" {...p} />;
export const MailIcon = (p: IconProps) => <Icon shape="mail" {...p} />;
export const PinIcon = (p: IconProps) => <Icon shape="pin" {...p} />;
export const ShoeIcon = (p: IconProps) => <Icon shape="shoe" {...p} />;
export const AppleIcon = (p: IconProps) => <Icon shape="apple" {...p} />;
export const GiftIcon = (p: IconProps) => <Icon shape="gift" {...p} />;
export const CheckIcon = (p: IconProps) => <Icon shape="check" {...p} />;
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
  <Icon shape={filled ? 'favourite-filled' : 'favourite'} {...p} />
);

/** Brand marks of the social networks (filled, single colour). */
export const FacebookIcon = (p: IconProps) => <Icon shape="facebook" {...p} />;
export const InstagramIcon = (p: IconProps) => <Icon shape="instagram" {...p} />;
export const YoutubeIcon = (p: IconProps) => <Icon shape="youtube" {...p} />;
