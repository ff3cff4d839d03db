import type { Category, Photo } from '@stride/contract';
import type { Href } from '@/i18n/navigation';
import { type CategoryTarget, categoryTarget } from './category-target';

/**
 * The category tree as the client menus draw it: names, targets and the children's photos. Nothing
 * else of the api's categories (descriptions, SEO texts, the top level's photos) goes into the page's
 * RSC payload, and the mega menu and the drawer share this one copy.
 */
export type MenuChild = { id: number; name: string; link: CategoryTarget; photo?: Pick<Photo, 'path' | 'updateTime'> };
export type MenuCategory = Omit<MenuChild, 'photo'> & { urlName: string; children: MenuChild[] };

export function menuCategories(categories: readonly Category[], path: (href: Href) => string): MenuCategory[] {
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    urlName: category.urlName,
    link: categoryTarget(category, path),
    children: category.children.map((child) => ({
      id: child.id,
      name: child.name,
      link: categoryTarget(child, path),
      ...(child.mainPhoto ? { photo: { path: child.mainPhoto.path, updateTime: child.mainPhoto.updateTime } } : {}),
    })),
  }));
}

/** Whether a top category opens a level of children (in the mega menu and in the drawer). */
export function hasChildLevel(category: MenuCategory): boolean {
  return category.children.length > 0 && !category.link.external;
}
