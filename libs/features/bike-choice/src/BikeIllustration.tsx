import type { BikeCategory } from './catalogue';

/**
 * The illustration of a bike category, drawn for this project (no image is fetched): wheels, frame
 * and what sets the category apart (a box, a long rack, a third wheel, small folding wheels, drop
 * bars, knobbly tyres). Decorative: the card's text says what the bike is.
 */
export function BikeIllustration({ category }: { category: BikeCategory }) {
  const shape = shapes[category];
  const [rear, front] = shape.wheels;
  return (
    <svg viewBox="0 0 120 70" width="120" height="70" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <circle
          cx={rear.x}
          cy={60 - rear.r}
          r={rear.r}
          strokeDasharray={shape.knobbly ? '3 2' : undefined}
        />
        <circle
          cx={front.x}
          cy={60 - front.r}
          r={front.r}
          strokeDasharray={shape.knobbly ? '3 2' : undefined}
        />
        {shape.third ? (
          <circle cx={shape.third.x} cy={60 - shape.third.r} r={shape.third.r} />
        ) : null}
        <path d={shape.frame} strokeLinejoin="round" />
        {shape.extra ? <path d={shape.extra} strokeLinejoin="round" /> : null}
      </g>
      {shape.box ? <rect {...shape.box} rx="2" fill="currentColor" opacity="0.35" /> : null}
    </svg>
  );
}

interface Shape {
  wheels: [{ x: number; r: number }, { x: number; r: number }];
  third?: { x: number; r: number };
  frame: string;
  extra?: string;
  box?: { x: number; y: number; width: number; height: number };
  knobbly?: boolean;
}

// Frame: rear hub → bottom bracket → head tube, seat tube up to the saddle, handlebar.
const diamond =
  'M30 44 L55 44 L80 24 L50 24 L55 44 M50 24 L47 16 M42 16 L52 16 M80 24 L78 14 L84 14 M30 44 L50 24';
const stepThrough =
  'M30 44 L55 44 Q62 36 80 24 M55 44 L48 18 M43 18 L53 18 M80 24 L77 12 L84 12 M30 44 L48 22';

const shapes: Record<BikeCategory, Shape> = {
  city: {
    wheels: [
      { x: 30, r: 16 },
      { x: 90, r: 16 },
    ],
    frame: stepThrough,
    extra: 'M18 30 L38 30 M86 20 L96 20 L94 28 L86 28 Z',
  },
  hybrid: {
    wheels: [
      { x: 30, r: 16 },
      { x: 90, r: 16 },
    ],
    frame: diamond,
    extra: 'M18 30 L38 30',
  },
  mountain: {
    wheels: [
      { x: 30, r: 17 },
      { x: 90, r: 17 },
    ],
    frame: diamond,
    knobbly: true,
    extra: 'M82 26 L88 40',
  },
  road: {
    wheels: [
      { x: 30, r: 16 },
      { x: 90, r: 16 },
    ],
    frame:
      'M30 44 L55 44 L80 22 L48 24 L55 44 M48 24 L45 14 M40 14 L50 14 M80 22 L82 14 Q88 12 86 20 M30 44 L48 24',
  },
  gravel: {
    wheels: [
      { x: 30, r: 16 },
      { x: 90, r: 16 },
    ],
    frame:
      'M30 44 L55 44 L80 22 L48 24 L55 44 M48 24 L45 14 M40 14 L50 14 M80 22 L82 14 Q90 12 87 21 M30 44 L48 24',
    knobbly: true,
  },
  folding: {
    wheels: [
      { x: 36, r: 10 },
      { x: 84, r: 10 },
    ],
    frame: 'M36 50 L60 46 L80 28 M60 46 L56 22 M51 22 L61 22 M80 28 L78 14 L85 14 M60 38 L66 38',
  },
  cargo: {
    wheels: [
      { x: 28, r: 14 },
      { x: 92, r: 10 },
    ],
    frame: stepThrough,
    extra: 'M14 26 L44 26',
    box: { x: 84, y: 28, width: 18, height: 12 },
  },
  longtail: {
    wheels: [
      { x: 22, r: 14 },
      { x: 94, r: 15 },
    ],
    frame:
      'M22 46 L58 44 Q66 36 84 24 M58 44 L52 18 M47 18 L57 18 M84 24 L81 12 L88 12 M22 46 L52 24',
    extra: 'M8 28 L46 28 M12 28 L12 44',
  },
  'front-loader': {
    wheels: [
      { x: 96, r: 14 },
      { x: 20, r: 9 },
    ],
    frame: 'M96 46 L70 46 L64 22 M59 22 L69 22 M70 46 L34 50 L20 51 M34 50 L40 20 L46 20',
    box: { x: 22, y: 30, width: 28, height: 16 },
  },
  'cargo-trike': {
    wheels: [
      { x: 96, r: 13 },
      { x: 22, r: 9 },
    ],
    third: { x: 36, r: 9 },
    frame: 'M96 47 L72 46 L66 22 M61 22 L71 22 M72 46 L44 46 L48 20 L54 20',
    box: { x: 16, y: 24, width: 30, height: 20 },
  },
  fitness: {
    wheels: [
      { x: 30, r: 16 },
      { x: 90, r: 16 },
    ],
    frame:
      'M30 44 L55 44 L80 22 L48 24 L55 44 M48 24 L45 14 M40 14 L50 14 M80 22 L79 15 L88 15 M30 44 L48 24',
  },
};
