import { type Localized, localized } from '../text';

export type ColorFamily =
  | 'black'
  | 'white'
  | 'grey'
  | 'blue'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'pink'
  | 'purple'
  | 'beige';

export interface Palette {
  code: string;
  name: Localized;
  family: ColorFamily;
  /** Main, secondary and accent colour of the drawing. */
  main: string;
  second: string;
  accent: string;
}

function p(code: string, name: Localized, family: ColorFamily, main: string, second: string, accent: string): Palette {
  return { code, name, family, main, second, accent };
}

/** Colorways shared by shoes and apparel. The first five are also the electronics colours. */
export const PALETTES: readonly Palette[] = [
  p('black-white', localized('čierna/biela', 'černá/bílá', 'fekete/fehér'), 'black', '#1d1d1f', '#f5f5f5', '#9a9a9a'),
  p(
    'white-silver',
    localized('biela/strieborná', 'bílá/stříbrná', 'fehér/ezüst'),
    'white',
    '#f4f4f2',
    '#c7c9cc',
    '#1d1d1f',
  ),
  p('navy-blue', localized('tmavomodrá', 'tmavě modrá', 'sötétkék'), 'blue', '#1c2b4a', '#3c6fd1', '#f2f2f2'),
  p(
    'grey-volt',
    localized('sivá/neónovo žltá', 'šedá/neonově žlutá', 'szürke/neonsárga'),
    'grey',
    '#6b6f76',
    '#d7f205',
    '#222222',
  ),
  p('forest-green', localized('tmavozelená', 'tmavě zelená', 'sötétzöld'), 'green', '#2f5d46', '#a8c686', '#f0efe6'),
  p(
    'royal-blue',
    localized('kráľovská modrá', 'královská modrá', 'királykék'),
    'blue',
    '#2457d6',
    '#ffffff',
    '#ff6a3d',
  ),
  p('fiery-red', localized('ohnivo červená', 'ohnivě červená', 'tűzpiros'), 'red', '#d7263d', '#1d1d1f', '#ffffff'),
  p('solar-orange', localized('oranžová', 'oranžová', 'narancssárga'), 'orange', '#ff6b1a', '#fff3e6', '#1d1d1f'),
  p('volt-yellow', localized('neónovo žltá', 'neonově žlutá', 'neonsárga'), 'yellow', '#e3f514', '#1d1d1f', '#2a6cf0'),
  p('hyper-pink', localized('ružová', 'růžová', 'rózsaszín'), 'pink', '#ff4f9a', '#fde6ef', '#3a1f5d'),
  p('lavender', localized('levanduľová', 'levandulová', 'levendula'), 'purple', '#a48ad4', '#f1ecfa', '#2d2d44'),
  p(
    'teal-lime',
    localized('tyrkysová/limetková', 'tyrkysová/limetková', 'türkiz/lime'),
    'green',
    '#0f8b8d',
    '#b5e61d',
    '#ffffff',
  ),
  p('coral-peach', localized('koralová', 'korálová', 'korall'), 'pink', '#ff7f6b', '#ffe1d6', '#2b2b2b'),
  p('sky-blue', localized('nebovo modrá', 'nebesky modrá', 'égkék'), 'blue', '#7cc4f2', '#ffffff', '#17324d'),
  p(
    'olive-sand',
    localized('olivová/piesková', 'olivová/písková', 'olíva/homok'),
    'green',
    '#6d6b3b',
    '#d9c9a3',
    '#2b2b2b',
  ),
  p('sand-beige', localized('béžová', 'béžová', 'bézs'), 'beige', '#d8c8a8', '#f7f2e7', '#8a6a3b'),
  p('burgundy', localized('bordová', 'vínová', 'bordó'), 'red', '#6e1a2e', '#e9c4cc', '#f5f5f5'),
  p(
    'purple-orange',
    localized('fialová/oranžová', 'fialová/oranžová', 'lila/narancs'),
    'purple',
    '#5b2a86',
    '#ff8c32',
    '#ffffff',
  ),
  p('mint-white', localized('mätová/biela', 'mátová/bílá', 'menta/fehér'), 'green', '#8fe3c4', '#ffffff', '#1d3b35'),
  p(
    'black-red',
    localized('čierna/červená', 'černá/červená', 'fekete/piros'),
    'black',
    '#1b1b1b',
    '#e03131',
    '#f1f1f1',
  ),
];

export const COLOR_FAMILIES: Record<ColorFamily, Localized> = {
  black: localized('čierna', 'černá', 'fekete'),
  white: localized('biela', 'bílá', 'fehér'),
  grey: localized('sivá', 'šedá', 'szürke'),
  blue: localized('modrá', 'modrá', 'kék'),
  red: localized('červená', 'červená', 'piros'),
  orange: localized('oranžová', 'oranžová', 'narancs'),
  yellow: localized('žltá', 'žlutá', 'sárga'),
  green: localized('zelená', 'zelená', 'zöld'),
  pink: localized('ružová', 'růžová', 'rózsaszín'),
  purple: localized('fialová', 'fialová', 'lila'),
  beige: localized('béžová', 'béžová', 'bézs'),
};
