import type { TCurrency } from '@common/constants';
import { useTranslation } from 'react-i18next';

interface TCurrencyFlagProps {
  currency: TCurrency;
  /** Height in px; the width follows the flag's proportions. */
  size?: number;
}

// Drawn here rather than loaded: no extra request, no third-party origin for the CSP, crisp at any size.
const MAPLE_LEAF =
  '20,2.5 21.2,4.8 22.5,4.2 22,7.5 24,5.5 24.6,6.8 26.6,6.4 25.9,8.6 27,9.2 23.6,12.1 24,13.4 ' +
  '20.5,13 20.6,17 19.4,17 19.5,13 16,13.4 16.4,12.1 13,9.2 14.1,8.6 13.4,6.4 15.4,6.8 16,5.5 ' +
  '18,7.5 17.5,4.2 18.8,4.8';

function CanadaFlag() {
  return (
    <>
      <rect width="40" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#d52b1e" />
      <rect x="30" width="10" height="20" fill="#d52b1e" />
      <polygon points={MAPLE_LEAF} fill="#d52b1e" />
    </>
  );
}

const STRIPE = 20 / 13;
const STARS = Array.from({ length: 20 }, (_, i) => ({
  x: 1.6 + (i % 5) * 3,
  y: 1.3 + Math.floor(i / 5) * 2.6,
}));

function UnitedStatesFlag() {
  return (
    <>
      <rect width="38" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={i * STRIPE} width="38" height={STRIPE} fill="#b22234" />
      ))}
      <rect width="15.2" height={7 * STRIPE} fill="#3c3b6e" />
      {STARS.map((s) => (
        <circle key={`${s.x}-${s.y}`} cx={s.x} cy={s.y} r="0.55" fill="#fff" />
      ))}
    </>
  );
}

/** The flag of a listing's currency (docs/PRODUCT.md §9: currencies are shown with a flag). */
export function CurrencyFlag({ currency, size = 14 }: TCurrencyFlagProps) {
  const { t } = useTranslation();
  const width = currency === 'CAD' ? 40 : 38;
  return (
    <svg
      role="img"
      aria-label={t(`currency.flag${currency}`)}
      viewBox={`0 0 ${width} 20`}
      height={size}
      width={(size * width) / 20}
      style={{ display: 'inline-block', verticalAlign: 'middle', border: '1px solid #ccc', flexShrink: 0 }}
    >
      {currency === 'CAD' ? <CanadaFlag /> : <UnitedStatesFlag />}
    </svg>
  );
}
