// Simple SVG illustrations of used parts, drawn on a 960 x 720 canvas (a phone photo's 4:3).
// They are the demo posts' photos: clearly drawings, never mistaken for a real listing's photo.

export const WIDTH = 960;
export const HEIGHT = 720;

export type TDrawingName =
  | 'wheel'
  | 'brake'
  | 'alternator'
  | 'engine'
  | 'headlight'
  | 'door'
  | 'car'
  | 'seat'
  | 'transmission'
  | 'radiator'
  | 'muffler'
  | 'strut'
  | 'mirror'
  | 'radio'
  | 'box';

/** Shared gradients: brushed metal, dark rubber, glass, and the paint colour of the piece. */
function defs(paint: string): string {
  return `<defs>
  <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset="0.5" stop-color="#b4bcc5"/><stop offset="1" stop-color="#7b848e"/></linearGradient>
  <radialGradient id="disc" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#f3f5f7"/><stop offset="0.7" stop-color="#a9b1ba"/><stop offset="1" stop-color="#6f7780"/></radialGradient>
  <radialGradient id="rubber" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#4a4d52"/><stop offset="1" stop-color="#17181a"/></radialGradient>
  <linearGradient id="dark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b6168"/><stop offset="1" stop-color="#2a2e33"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8f4fb"/><stop offset="0.5" stop-color="#a9cde3"/><stop offset="1" stop-color="#5f8fab"/></linearGradient>
  <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint}" stop-opacity="0.75"/><stop offset="0.35" stop-color="${paint}"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe5ea"/><stop offset="1" stop-color="#b9c3cc"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9c8f80"/><stop offset="1" stop-color="#6d6257"/></linearGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
}

const S = 'stroke="#23272b" stroke-width="4" stroke-linejoin="round"';

/** n copies of a shape turned evenly around (cx, cy). */
function around(n: number, cx: number, cy: number, shape: string): string {
  return Array.from(
    { length: n },
    (_, i) => `<g transform="rotate(${(360 / n) * i} ${cx} ${cy})">${shape}</g>`,
  ).join('');
}

function wheel(): string {
  const spoke = `<path d="M470 250 L490 250 L505 345 L455 345 Z" fill="url(#metal)" ${S}/>`;
  const lug = '<circle cx="480" cy="318" r="9" fill="#2b2f33"/>';
  return `<circle cx="480" cy="360" r="240" fill="url(#rubber)"/>
${around(36, 480, 360, '<rect x="474" y="122" width="12" height="26" rx="3" fill="#0e0f10"/>')}
<circle cx="480" cy="360" r="165" fill="url(#disc)" ${S}/><circle cx="480" cy="360" r="140" fill="#3b4047"/>
${around(5, 480, 360, spoke)}<circle cx="480" cy="360" r="55" fill="url(#metal)" ${S}/>
${around(5, 480, 360, lug)}<circle cx="480" cy="360" r="20" fill="#8a939c" ${S}/>`;
}

function brake(): string {
  const slot = '<rect x="476" y="190" width="8" height="60" rx="4" fill="#5f6770"/>';
  return `<circle cx="440" cy="370" r="215" fill="url(#disc)" ${S}/>
${around(24, 440, 370, '<rect x="436" y="160" width="8" height="22" rx="3" fill="#8d96a0" transform="translate(-36 0)"/>')}
${around(6, 440, 370, slot.replace('476', '436'))}
<circle cx="440" cy="370" r="95" fill="url(#metal)" ${S}/>
${around(5, 440, 370, '<circle cx="440" cy="310" r="11" fill="#30353a"/>')}<circle cx="440" cy="370" r="32" fill="#4a5058" ${S}/>
<path d="M600 190 Q720 250 720 370 Q720 490 600 550 L560 500 Q640 450 640 370 Q640 290 560 240 Z" fill="url(#paint)" ${S}/>
<rect x="650" y="320" width="40" height="100" rx="10" fill="url(#metal)" ${S}/>`;
}

function alternator(): string {
  const fin = '<rect x="474" y="200" width="12" height="70" rx="5" fill="#4d545c"/>';
  return `<path d="M300 250 L240 200 L270 170 L350 220 Z" fill="url(#metal)" ${S}/>
<path d="M640 500 L720 560 L690 590 L610 530 Z" fill="url(#metal)" ${S}/>
<circle cx="480" cy="380" r="200" fill="url(#disc)" ${S}/>
${around(14, 480, 380, fin.replace('y="200"', 'y="200"').replace('474', '474'))}
<circle cx="480" cy="380" r="110" fill="url(#metal)" ${S}/><circle cx="480" cy="380" r="80" fill="url(#rubber)" ${S}/>
${around(8, 480, 380, '<rect x="476" y="302" width="8" height="20" fill="#666d75"/>')}
<circle cx="480" cy="380" r="28" fill="url(#metal)" ${S}/><circle cx="480" cy="380" r="9" fill="#222"/>
<rect x="650" y="300" width="60" height="40" rx="6" fill="#1f2226"/><circle cx="690" cy="320" r="9" fill="#c7a23a"/>`;
}

function engine(): string {
  const rib = (x: number) =>
    `<rect x="${x}" y="175" width="14" height="70" rx="6" fill="#000" opacity="0.25"/>`;
  const runners = [0, 1, 2, 3].map(
    (i) => `<path d="M${350 + i * 90} 170 q0 -60 40 -70 l20 0 q-20 20 -20 70 z" fill="url(#metal)" ${S}/>`,
  );
  return `<rect x="260" y="250" width="440" height="290" rx="18" fill="url(#dark)" ${S}/>
<rect x="280" y="160" width="400" height="100" rx="26" fill="url(#paint)" ${S}/>
${[330, 390, 450, 510, 570, 630].map(rib).join('')}${runners.join('')}
<rect x="240" y="530" width="480" height="60" rx="14" fill="#3c4147" ${S}/>
<path d="M144 330 A76 76 0 0 1 296 330 L266 470 A56 56 0 0 1 154 470 Z" fill="none" stroke="#15171a" stroke-width="12"/>
<circle cx="220" cy="330" r="70" fill="url(#metal)" ${S}/><circle cx="220" cy="330" r="24" fill="#33383d"/>
<circle cx="210" cy="470" r="50" fill="url(#metal)" ${S}/><circle cx="210" cy="470" r="16" fill="#33383d"/>
<rect x="720" y="300" width="70" height="180" rx="10" fill="url(#metal)" ${S}/>`;
}

function headlight(): string {
  return `<path d="M200 260 Q230 180 420 170 L760 190 Q800 200 790 260 L720 520 Q700 560 640 560 L260 540 Q190 530 190 460 Z" fill="#2b3036" ${S}/>
<path d="M225 275 Q250 210 420 202 L745 220 Q765 228 758 268 L695 505 Q683 530 640 530 L268 512 Q220 505 220 455 Z" fill="url(#glass)" opacity="0.9"/>
<circle cx="370" cy="370" r="110" fill="url(#disc)" ${S}/><circle cx="370" cy="370" r="45" fill="#fffbe6" ${S}/>
<circle cx="590" cy="380" r="85" fill="url(#disc)" ${S}/><circle cx="590" cy="380" r="34" fill="#fffbe6" ${S}/>
<path d="M260 250 L720 262 L712 290 L262 278 Z" fill="#f5a623" opacity="0.9"/>
<path d="M250 300 Q300 230 450 222" fill="none" stroke="#fff" stroke-width="10" opacity="0.6" stroke-linecap="round"/>`;
}

function door(): string {
  return `<path d="M230 330 L300 130 L640 130 Q700 135 720 200 L740 330 Z" fill="#2c3137" ${S}/>
<path d="M262 318 L320 158 L630 158 Q675 162 690 210 L705 318 Z" fill="url(#glass)"/>
<path d="M210 330 L760 330 L770 600 Q770 620 750 620 L240 620 Q215 620 212 595 Z" fill="url(#paint)" ${S}/>
<path d="M220 420 L765 420" stroke="#000" stroke-opacity="0.3" stroke-width="6"/>
<rect x="600" y="370" width="110" height="26" rx="12" fill="url(#metal)" ${S}/>
<path d="M180 300 Q160 250 205 240 L255 250 L255 330 L200 330 Z" fill="url(#paint)" ${S}/>`;
}

function car(): string {
  return `<path d="M110 470 Q110 400 200 385 L300 370 L390 270 Q420 245 470 245 L640 245 Q690 245 720 280 L790 370 Q870 380 880 430 L885 500 Q885 520 860 520 L130 520 Q110 520 110 500 Z" fill="url(#paint)" ${S}/>
<path d="M330 372 L405 288 Q425 270 460 270 L545 270 L545 372 Z" fill="url(#glass)" ${S}/>
<path d="M570 372 L570 270 L630 270 Q670 270 695 300 L752 372 Z" fill="url(#glass)" ${S}/>
<path d="M140 440 L860 440" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>
<rect x="830" y="400" width="40" height="22" rx="6" fill="#fff2c4" ${S}/><rect x="118" y="405" width="30" height="22" rx="6" fill="#d33" ${S}/>
${[260, 720].map((x) => `<circle cx="${x}" cy="520" r="78" fill="url(#rubber)"/><circle cx="${x}" cy="520" r="46" fill="url(#disc)" ${S}/><circle cx="${x}" cy="520" r="12" fill="#333"/>`).join('')}`;
}

function seat(): string {
  const stitch = (y: number) =>
    `<path d="M360 ${y} L560 ${y - 12}" stroke="#000" stroke-opacity="0.3" stroke-width="5"/>`;
  return `<rect x="395" y="95" width="150" height="95" rx="36" fill="url(#paint)" ${S}/>
<rect x="440" y="185" width="14" height="40" fill="url(#metal)"/><rect x="490" y="185" width="14" height="40" fill="url(#metal)"/>
<path d="M340 230 Q330 215 350 210 L580 200 Q605 200 600 225 L570 500 L360 510 Z" fill="url(#paint)" ${S}/>
${[280, 340, 400, 460].map(stitch).join('')}
<path d="M320 500 Q300 470 340 462 L640 450 Q690 455 690 500 L680 575 Q675 600 645 600 L345 605 Q315 605 315 580 Z" fill="url(#paint)" ${S}/>
<rect x="330" y="605" width="340" height="24" rx="8" fill="url(#metal)" ${S}/>`;
}

function transmission(): string {
  const rib = (x: number) =>
    `<rect x="${x}" y="260" width="16" height="200" rx="6" fill="#000" opacity="0.18"/>`;
  return `<path d="M170 190 L360 260 L360 460 L170 530 Q140 360 170 190 Z" fill="url(#metal)" ${S}/>
<rect x="350" y="250" width="300" height="220" rx="30" fill="url(#metal)" ${S}/>
${[400, 460, 520, 580].map(rib).join('')}
<path d="M640 300 L800 320 L800 400 L640 420 Z" fill="url(#metal)" ${S}/>
<circle cx="820" cy="360" r="38" fill="url(#dark)" ${S}/>
<rect x="420" y="470" width="180" height="50" rx="10" fill="url(#dark)" ${S}/>
${around(10, 230, 360, '<circle cx="230" cy="225" r="9" fill="#505760"/>')}`;
}

function radiator(): string {
  const fins = Array.from(
    { length: 34 },
    (_, i) => `<rect x="${230 + i * 15}" y="190" width="4" height="340" fill="#6d757e"/>`,
  ).join('');
  return `<rect x="150" y="170" width="70" height="380" rx="12" fill="url(#dark)" ${S}/>
<rect x="740" y="170" width="70" height="380" rx="12" fill="url(#dark)" ${S}/>
<rect x="220" y="180" width="520" height="360" fill="#a6afb8" ${S}/>${fins}
<rect x="220" y="180" width="520" height="360" fill="none" ${S}/>
<rect x="810" y="220" width="70" height="40" rx="12" fill="url(#dark)" ${S}/>
<rect x="80" y="460" width="70" height="40" rx="12" fill="url(#dark)" ${S}/>
<circle cx="185" cy="210" r="22" fill="url(#metal)" ${S}/>`;
}

function muffler(): string {
  return `<path d="M80 400 L260 400 L260 440 L80 440 Z" fill="url(#metal)" ${S}/>
<rect x="240" y="280" width="460" height="250" rx="125" fill="url(#metal)" ${S}/>
<path d="M300 300 L300 510 M640 300 L640 510" stroke="#5c646d" stroke-width="10"/>
<path d="M690 370 L880 330 L890 370 L700 410 Z" fill="url(#metal)" ${S}/>
<ellipse cx="885" cy="350" rx="14" ry="22" fill="#2b2f33"/>
<path d="M290 330 Q470 300 650 330" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="10" stroke-linecap="round"/>`;
}

function strut(): string {
  const coil = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M370 ${200 + i * 40} Q480 ${178 + i * 40} 590 ${215 + i * 40}" fill="none" stroke="url(#paint)" stroke-width="22" stroke-linecap="round"/>`,
  ).join('');
  return `<rect x="430" y="140" width="100" height="470" rx="20" fill="url(#metal)" ${S}/>
<rect x="455" y="80" width="50" height="80" fill="url(#metal)" ${S}/>
<ellipse cx="480" cy="170" rx="150" ry="34" fill="url(#dark)" ${S}/>${coil}
<ellipse cx="480" cy="540" rx="130" ry="30" fill="url(#dark)" ${S}/>
<path d="M430 600 L380 650 L580 650 L530 600 Z" fill="url(#dark)" ${S}/><circle cx="480" cy="630" r="16" fill="#ccc"/>`;
}

function mirror(): string {
  return `<path d="M200 250 Q220 160 360 150 L690 160 Q790 170 790 300 L770 470 Q760 560 650 560 L300 540 Q180 530 190 400 Z" fill="url(#paint)" ${S}/>
<path d="M250 260 Q265 195 370 190 L680 198 Q745 205 745 300 L728 450 Q720 515 645 515 L310 500 Q232 492 238 400 Z" fill="url(#glass)" ${S}/>
<path d="M300 250 L480 230" stroke="#fff" stroke-width="14" stroke-opacity="0.7" stroke-linecap="round"/>
<path d="M120 420 L200 380 L215 470 L130 500 Z" fill="url(#dark)" ${S}/>`;
}

function radio(): string {
  const button = (x: number) =>
    `<rect x="${x}" y="470" width="60" height="34" rx="8" fill="url(#metal)" ${S}/>`;
  return `<rect x="170" y="200" width="620" height="340" rx="26" fill="url(#dark)" ${S}/>
<rect x="250" y="235" width="460" height="210" rx="12" fill="#0d2a3f" ${S}/>
<rect x="270" y="255" width="200" height="80" rx="8" fill="#1f6f9c"/><rect x="490" y="255" width="200" height="80" rx="8" fill="#2d8f6f"/>
<rect x="270" y="350" width="420" height="70" rx="8" fill="#18435f"/>
<circle cx="210" cy="300" r="28" fill="url(#metal)" ${S}/><circle cx="750" cy="300" r="28" fill="url(#metal)" ${S}/>
${[270, 350, 430, 510, 590].map(button).join('')}`;
}

function box(): string {
  return `<path d="M250 280 L480 200 L710 280 L480 360 Z" fill="#d9b27c" ${S}/>
<path d="M250 280 L480 360 L480 620 L250 540 Z" fill="#c49a62" ${S}/>
<path d="M710 280 L480 360 L480 620 L710 540 Z" fill="#a97f4b" ${S}/>
<path d="M365 240 L595 320 L595 400" fill="none" stroke="#e8d2ae" stroke-width="26"/>
<rect x="520" y="420" width="140" height="80" fill="#f4f1ea" transform="skewY(-19) translate(0 180)" ${S}/>`;
}

const DRAWINGS: Record<TDrawingName, () => string> = {
  wheel,
  brake,
  alternator,
  engine,
  headlight,
  door,
  car,
  seat,
  transmission,
  radiator,
  muffler,
  strut,
  mirror,
  radio,
  box,
};

/** The whole picture: a workshop wall and floor, a soft shadow, and the part in its colour. */
export function drawingSvg(name: TDrawingName, paint: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${defs(paint)}
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
<rect y="560" width="${WIDTH}" height="160" fill="url(#floor)"/>
<path d="M0 560 L${WIDTH} 560" stroke="#5b524a" stroke-width="4"/>
<ellipse cx="480" cy="640" rx="360" ry="40" fill="url(#shadow)"/>
${DRAWINGS[name]()}
</svg>`;
}
