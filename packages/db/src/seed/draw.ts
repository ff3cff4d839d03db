import type { ApparelType } from './data/apparel-models';

/**
 * SVG drawings of the product silhouettes the seed photographs: recognisable shapes in a product's
 * colours on a studio background. 1600×1200, the size of the largest image variant.
 */
export interface Colors {
  main: string;
  second: string;
  accent: string;
}

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1200;

/** Every apparel type has a silhouette of its own, so the apparel list is the one source. */
export type Shape =
  | 'shoe-road'
  | 'shoe-trail'
  | 'shoe-racing'
  | ApparelType
  | 'gel'
  | 'bar'
  | 'drink'
  | 'watch'
  | 'hrm';

export type View = 'side' | 'pair' | 'front';

function frame(content: string, background = ['#f6f7f9', '#e6e8ec']): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 1600 1200">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="1600" height="1200" fill="url(#bg)"/>
<ellipse cx="800" cy="960" rx="620" ry="60" fill="url(#shadow)"/>
${content}
</svg>`;
}

function shoe(kind: 'road' | 'trail' | 'racing', c: Colors): string {
  const sole =
    kind === 'racing'
      ? 'M250 770 Q232 905 330 912 L1300 912 Q1400 905 1392 845 Q1385 812 1330 808 Z'
      : 'M250 790 Q236 905 330 912 L1300 912 Q1398 905 1390 850 Q1384 825 1330 822 Z';
  const lugs =
    kind === 'trail'
      ? Array.from(
          { length: 14 },
          (_, i) => `<rect x="${320 + i * 70}" y="905" width="42" height="26" rx="6" fill="#2b2b2b"/>`,
        ).join('')
      : '<path d="M320 905 L1300 905 L1300 922 Q800 930 320 922 Z" fill="#2b2b2b"/>';
  const plate =
    kind === 'racing'
      ? '<path d="M330 858 Q800 846 1330 836" stroke="#111" stroke-width="9" fill="none" opacity="0.7"/>'
      : '';
  const upper =
    'M290 800 C268 700 278 560 330 485 C352 452 402 440 446 452 L560 474 C604 506 648 522 704 522 C764 522 806 502 838 482 L866 470 C990 520 1150 600 1290 690 C1362 736 1394 792 1372 836 L290 836 Z';
  const laces = Array.from({ length: 6 }, (_, i) => {
    const x = 880 + i * 62;
    const y = 486 + i * 30;
    return `<line x1="${x - 24}" y1="${y + 14}" x2="${x + 26}" y2="${y - 12}" stroke="${c.second}" stroke-width="12" stroke-linecap="round"/>`;
  }).join('');
  return `<g>
<path d="${sole}" fill="${c.second}" stroke="#00000022" stroke-width="4"/>
${lugs}${plate}
<path d="${upper}" fill="${c.main}" stroke="#00000033" stroke-width="5"/>
<path d="M300 700 C520 740 800 650 1180 640 C1000 700 700 790 330 790 Z" fill="${c.accent}" opacity="0.9"/>
<path d="M330 485 C352 452 402 440 446 452 L560 474 C540 520 470 540 400 530 Z" fill="${c.second}" opacity="0.55"/>
<path d="M300 620 C290 700 292 760 300 800 L380 800 C360 740 350 680 352 610 Z" fill="${c.accent}" opacity="0.6"/>
${laces}
</g>`;
}

function garment(shape: Shape, c: Colors): string {
  const stroke = 'stroke="#00000030" stroke-width="5" stroke-linejoin="round"';
  switch (shape) {
    case 'tee':
      return `<path d="M600 250 Q800 320 1000 250 L1260 360 L1180 540 L1090 500 L1090 930 L510 930 L510 500 L420 540 L340 360 Z" fill="${c.main}" ${stroke}/>
<path d="M600 250 Q800 340 1000 250 Q800 300 600 250" fill="${c.second}"/><path d="M510 610 L1090 560 L1090 620 L510 670 Z" fill="${c.accent}" opacity="0.85"/>`;
    case 'jacket':
    case 'midlayer': {
      const zipEnd = shape === 'jacket' ? 930 : 520;
      const hood =
        shape === 'jacket' ? `<path d="M620 250 Q800 120 980 250 Q800 210 620 250" fill="${c.second}" ${stroke}/>` : '';
      return `${hood}<path d="M600 250 Q800 300 1000 250 L1180 330 L1300 900 L1190 920 L1090 520 L1090 940 L510 940 L510 520 L410 920 L300 900 L420 330 Z" fill="${c.main}" ${stroke}/>
<line x1="800" y1="285" x2="800" y2="${zipEnd}" stroke="${c.accent}" stroke-width="12"/><path d="M420 330 L480 520 L510 520 L510 560 L400 560 Z" fill="${c.second}" opacity="0.6"/><path d="M1180 330 L1120 520 L1090 520 L1090 560 L1200 560 Z" fill="${c.second}" opacity="0.6"/>`;
    }
    case 'shorts':
      return `<path d="M520 330 L1080 330 L1160 820 L860 850 L800 560 L740 850 L440 820 Z" fill="${c.main}" ${stroke}/>
<rect x="520" y="330" width="560" height="60" fill="${c.second}"/><path d="M450 760 L740 790 L735 850 L440 820 Z" fill="${c.accent}"/>`;
    case 'tights':
      return `<path d="M600 200 L1000 200 L1030 380 L950 1000 L850 1000 L800 470 L750 1000 L650 1000 L570 380 Z" fill="${c.main}" ${stroke}/>
<rect x="600" y="200" width="400" height="50" fill="${c.second}"/><path d="M590 520 L640 980 L660 980 L615 520 Z" fill="${c.accent}"/><path d="M1010 520 L960 980 L940 980 L985 520 Z" fill="${c.accent}"/>`;
    case 'bra':
      return `<path d="M520 380 L640 300 L700 430 Q800 480 900 430 L960 300 L1080 380 L1060 700 L540 700 Z" fill="${c.main}" ${stroke}/>
<rect x="540" y="640" width="520" height="70" fill="${c.second}"/><path d="M700 430 Q800 480 900 430" stroke="${c.accent}" stroke-width="14" fill="none"/>`;
    case 'socks':
      return `<path d="M640 180 L900 180 L900 700 Q900 760 960 780 L1160 840 Q1260 880 1230 950 Q1200 1010 1110 990 L700 900 Q620 880 630 800 Z" fill="${c.main}" ${stroke}/>
<rect x="640" y="180" width="260" height="90" fill="${c.second}"/><path d="M1110 830 Q1250 860 1230 950 Q1200 1010 1110 990 Z" fill="${c.accent}"/>`;
    case 'headwear':
      return `<path d="M520 700 Q520 380 800 370 Q1080 380 1080 700 Z" fill="${c.main}" ${stroke}/>
<path d="M1020 690 Q1250 700 1330 760 Q1200 800 1000 740 Z" fill="${c.second}" ${stroke}/><circle cx="800" cy="372" r="22" fill="${c.accent}"/><path d="M560 600 Q800 560 1050 600" stroke="${c.accent}" stroke-width="12" fill="none"/>`;
    case 'gloves':
      return `<path d="M620 940 L620 560 Q600 500 640 480 Q680 470 690 540 L700 300 Q705 250 750 250 Q790 250 790 300 L795 250 Q800 200 845 205 Q885 210 885 260 L890 290 Q900 245 940 250 Q980 258 975 310 L960 600 Q1040 520 1090 560 Q1120 600 1060 680 L960 830 L960 940 Z" fill="${c.main}" ${stroke}/>
<rect x="620" y="860" width="340" height="80" fill="${c.second}"/><circle cx="750" cy="320" r="16" fill="${c.accent}"/>`;
    case 'vest':
      return `<path d="M560 220 L700 220 Q800 420 900 220 L1040 220 L1100 420 L1080 930 L880 930 L880 560 L720 560 L720 930 L520 930 L500 420 Z" fill="${c.main}" ${stroke}/>
<rect x="540" y="600" width="150" height="240" rx="50" fill="${c.second}" ${stroke}/><rect x="910" y="600" width="150" height="240" rx="50" fill="${c.second}" ${stroke}/><rect x="560" y="560" width="110" height="60" rx="14" fill="${c.accent}"/><rect x="930" y="560" width="110" height="60" rx="14" fill="${c.accent}"/>`;
    default:
      return '';
  }
}

function packaged(shape: Shape, c: Colors): string {
  const stroke = 'stroke="#00000030" stroke-width="5" stroke-linejoin="round"';
  switch (shape) {
    case 'gel':
      return `<path d="M620 240 L980 240 L1000 300 L990 920 Q800 960 610 920 L600 300 Z" fill="${c.second}" ${stroke}/>
<path d="M980 240 L1000 300 L940 300 Z" fill="#e6e6e6"/><rect x="620" y="420" width="360" height="300" fill="${c.main}"/><rect x="660" y="760" width="280" height="36" rx="18" fill="${c.accent}"/><circle cx="800" cy="570" r="90" fill="${c.accent}" opacity="0.85"/>`;
    case 'bar':
      return `<path d="M300 520 L360 480 L1240 480 L1300 520 L1300 760 L1240 800 L360 800 L300 760 Z" fill="${c.main}" ${stroke}/>
${Array.from({ length: 8 }, (_, i) => `<line x1="${310 + (i % 2) * 0}" y1="${500 + i * 38}" x2="355" y2="${500 + i * 38}" stroke="#00000030" stroke-width="6"/><line x1="1245" y1="${500 + i * 38}" x2="1290" y2="${500 + i * 38}" stroke="#00000030" stroke-width="6"/>`).join('')}
<rect x="480" y="560" width="640" height="160" rx="20" fill="${c.second}"/><rect x="520" y="600" width="320" height="40" rx="20" fill="${c.accent}"/>`;
    case 'drink':
      return `<rect x="560" y="300" width="480" height="640" rx="60" fill="${c.second}" ${stroke}/><rect x="540" y="230" width="520" height="110" rx="30" fill="${c.main}" ${stroke}/>
<rect x="560" y="480" width="480" height="300" fill="${c.main}"/><path d="M600 700 Q800 560 1000 700" stroke="${c.accent}" stroke-width="24" fill="none"/>`;
    case 'watch':
      return `<rect x="700" y="80" width="200" height="360" rx="40" fill="${c.main}" ${stroke}/><rect x="700" y="760" width="200" height="360" rx="40" fill="${c.main}" ${stroke}/>
<circle cx="800" cy="600" r="250" fill="#2a2a2e" ${stroke}/><circle cx="800" cy="600" r="205" fill="#0d0d10"/><circle cx="800" cy="600" r="205" fill="none" stroke="${c.accent}" stroke-width="14" stroke-dasharray="700 600"/>
<rect x="700" y="560" width="200" height="70" rx="12" fill="${c.second}" opacity="0.9"/><rect x="1045" y="520" width="40" height="70" rx="10" fill="#555"/><rect x="1045" y="640" width="40" height="70" rx="10" fill="#555"/>`;
    case 'hrm':
      return `<path d="M200 640 Q800 420 1400 640 L1400 720 Q800 500 200 720 Z" fill="${c.main}" ${stroke}/>
<rect x="640" y="500" width="320" height="180" rx="80" fill="#222" ${stroke}/><circle cx="800" cy="590" r="40" fill="${c.accent}"/>`;
    default:
      return '';
  }
}

export function productSvg(shape: Shape, view: View, colors: Colors): string {
  if (shape === 'shoe-road' || shape === 'shoe-trail' || shape === 'shoe-racing') {
    const kind = shape.slice(5) as 'road' | 'trail' | 'racing';
    if (view === 'pair') {
      return frame(
        `<g transform="translate(260 40) scale(0.78)" opacity="0.92">${shoe(kind, colors)}</g><g transform="translate(40 210) scale(0.82)">${shoe(kind, colors)}</g>`,
      );
    }
    return frame(shoe(kind, colors));
  }
  const body = garment(shape, colors) || packaged(shape, colors);
  return frame(body);
}

/** A blog header image: hills, a path and a sun in the given colours. */
export function sceneSvg(colors: Colors, seed: number): string {
  const sunX = 300 + (seed % 5) * 220;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.second}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="1600" height="1200" fill="url(#sky)"/><circle cx="${sunX}" cy="300" r="120" fill="${colors.accent}" opacity="0.9"/>
<path d="M0 760 Q400 560 800 720 T1600 640 L1600 1200 L0 1200 Z" fill="${colors.main}" opacity="0.65"/>
<path d="M0 900 Q500 720 1000 880 T1600 820 L1600 1200 L0 1200 Z" fill="${colors.main}"/>
<path d="M700 1200 Q820 1000 760 900 Q720 840 800 800" stroke="#f3e9d2" stroke-width="40" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** The placeholder photo of products without a photo. */
export function placeholderSvg(): string {
  return frame(`<g opacity="0.35">${shoe('road', { main: '#c9ccd2', second: '#e3e5e9', accent: '#b3b7bf' })}</g>`);
}
