import { motion } from 'motion/react';
import type { ReactNode } from 'react';

// Simple SVG scenes, one per `visualType` a page names (the writers' list of 20 scene names). When
// `animated`, lines draw themselves and shapes drift in (the animated picture-book player).

type SceneProps = { animated: boolean };
const ink = '#e2e8f0';
const dim = '#64748b';

function Line({
  d,
  color,
  animated,
  width = 4,
}: {
  d: string;
  color: string;
  animated: boolean;
  width?: number;
}) {
  return (
    <motion.path
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
      initial={animated ? { pathLength: 0 } : false}
      animate={{ pathLength: 1 }}
      transition={{ duration: 1.4, ease: 'easeInOut' }}
    />
  );
}

function Pop({ children, animated, delay = 0 }: { children: ReactNode; animated: boolean; delay?: number }) {
  return (
    <motion.g
      initial={animated ? { opacity: 0, y: 12 } : false}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.6, delay }}
    >
      {children}
    </motion.g>
  );
}

function Buildings({ color = '#334155' }: { color?: string }) {
  return (
    <g fill={color}>
      <rect x="20" y="70" width="40" height="80" />
      <rect x="70" y="50" width="50" height="100" />
      <rect x="130" y="85" width="35" height="65" />
      <rect x="175" y="40" width="45" height="110" />
      <rect x="230" y="75" width="35" height="75" />
      <rect x="275" y="60" width="30" height="90" />
    </g>
  );
}

function Coin({ x, y, r = 14 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#fbbf24" stroke="#b45309" strokeWidth="2" />
      <text x={x} y={y + 5} textAnchor="middle" fontSize={r} fill="#92400e" fontWeight="bold">
        $
      </text>
    </g>
  );
}

const scenes: Record<string, (p: SceneProps) => ReactNode> = {
  'market-floor': ({ animated }) => (
    <>
      <rect x="20" y="30" width="280" height="40" rx="4" fill="#0f172a" stroke={dim} />
      <Line
        d="M30 55 L70 45 L110 52 L150 38 L190 48 L230 35 L290 42"
        color="#34d399"
        animated={animated}
        width={3}
      />
      {[50, 100, 150, 200, 250].map((x, i) => (
        <Pop key={x} animated={animated} delay={0.1 * i}>
          <circle cx={x} cy="105" r="12" fill="#94a3b8" />
          <rect x={x - 12} y="118" width="24" height="30" rx="6" fill="#475569" />
        </Pop>
      ))}
    </>
  ),
  'ticker-crash': ({ animated }) => (
    <>
      <Line d="M20 30 L70 40 L110 35 L150 60 L190 55 L230 110 L300 140" color="#f87171" animated={animated} />
      <Pop animated={animated} delay={1}>
        <text x="240" y="60" fill="#f87171" fontSize="28" fontWeight="bold">
          ▼
        </text>
      </Pop>
    </>
  ),
  'ticker-rise': ({ animated }) => (
    <>
      <Line
        d="M20 140 L70 120 L110 125 L150 95 L190 100 L230 55 L300 25"
        color="#34d399"
        animated={animated}
      />
      <Pop animated={animated} delay={1}>
        <text x="240" y="120" fill="#34d399" fontSize="28" fontWeight="bold">
          ▲
        </text>
      </Pop>
    </>
  ),
  'chart-up': ({ animated }) => (
    <>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Pop key={i} animated={animated} delay={i * 0.1}>
          <rect x={35 + i * 45} y={130 - i * 18} width="28" height={20 + i * 18} fill="#10b981" rx="3" />
        </Pop>
      ))}
      <Line d="M30 120 L300 20" color={ink} animated={animated} width={2} />
    </>
  ),
  'chart-down': ({ animated }) => (
    <>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Pop key={i} animated={animated} delay={i * 0.1}>
          <rect x={35 + i * 45} y={40 + i * 18} width="28" height={110 - i * 18} fill="#ef4444" rx="3" />
        </Pop>
      ))}
      <Line d="M30 30 L300 140" color={ink} animated={animated} width={2} />
    </>
  ),
  bubble: ({ animated }) => (
    <>
      {[
        [160, 80, 55],
        [80, 110, 25],
        [250, 60, 30],
        [230, 125, 15],
        [60, 45, 12],
      ].map(([x, y, r], i) => (
        <motion.circle
          key={i}
          cx={x}
          cy={y}
          r={r}
          fill="rgba(244,114,182,0.18)"
          stroke="#f472b6"
          strokeWidth="2"
          animate={animated ? { scale: [1, 1.06, 1] } : undefined}
          transition={{ duration: 2.5, repeat: Number.POSITIVE_INFINITY, delay: i * 0.3 }}
        />
      ))}
    </>
  ),
  'bank-run': ({ animated }) => (
    <>
      <polygon points="100,40 220,40 240,60 80,60" fill="#64748b" />
      <rect x="90" y="60" width="140" height="70" fill="#475569" />
      {[105, 140, 175, 210].map((x) => (
        <rect key={x} x={x - 5} y="65" width="10" height="60" fill="#94a3b8" />
      ))}
      <text x="160" y="55" textAnchor="middle" fill={ink} fontSize="12" fontWeight="bold">
        BANK
      </text>
      {[20, 45, 255, 280, 300].map((x, i) => (
        <Pop key={x} animated={animated} delay={i * 0.15}>
          <circle cx={x} cy="118" r="8" fill="#cbd5e1" />
          <rect x={x - 7} y="127" width="14" height="20" rx="4" fill="#334155" />
        </Pop>
      ))}
    </>
  ),
  'money-printing': ({ animated }) => (
    <>
      <rect x="40" y="60" width="90" height="70" rx="6" fill="#475569" />
      <circle cx="85" cy="95" r="18" fill="#334155" stroke={ink} />
      {[0, 1, 2, 3].map((i) => (
        <Pop key={i} animated={animated} delay={i * 0.25}>
          <rect
            x={150 + i * 35}
            y={70 - i * 10}
            width="50"
            height="26"
            rx="3"
            fill="#22c55e"
            stroke="#166534"
          />
          <text x={175 + i * 35} y={88 - i * 10} textAnchor="middle" fontSize="12" fill="#14532d">
            $
          </text>
        </Pop>
      ))}
    </>
  ),
  factory: ({ animated }) => (
    <>
      <polygon points="30,150 30,80 90,110 90,80 150,110 150,80 210,110 210,150" fill="#475569" />
      <rect x="230" y="40" width="25" height="110" fill="#334155" />
      {[0, 1, 2].map((i) => (
        <motion.circle
          key={i}
          cx={242 + i * 10}
          cy={30 - i * 10}
          r={8 + i * 3}
          fill="#94a3b8"
          opacity={0.5}
          animate={animated ? { y: [0, -10, 0] } : undefined}
          transition={{ duration: 3, repeat: Number.POSITIVE_INFINITY, delay: i * 0.4 }}
        />
      ))}
    </>
  ),
  city: () => (
    <>
      <circle cx="270" cy="35" r="16" fill="#fde68a" />
      <Buildings />
    </>
  ),
  newspaper: ({ animated }) => (
    <Pop animated={animated}>
      <rect x="70" y="20" width="180" height="125" rx="4" fill="#f1f5f9" />
      <rect x="85" y="32" width="150" height="16" fill="#0f172a" />
      {[60, 72, 84, 96, 108, 120].map((y) => (
        <rect key={y} x="85" y={y} width={y % 24 === 0 ? 70 : 150} height="6" fill="#94a3b8" />
      ))}
      <rect x="165" y="58" width="70" height="40" fill="#cbd5e1" />
    </Pop>
  ),
  globe: ({ animated }) => (
    <>
      <circle cx="160" cy="80" r="60" fill="#1e3a8a" stroke="#60a5fa" strokeWidth="2" />
      <motion.ellipse
        cx="160"
        cy="80"
        rx="25"
        ry="60"
        fill="none"
        stroke="#60a5fa"
        animate={animated ? { rx: [25, 55, 25] } : undefined}
        transition={{ duration: 6, repeat: Number.POSITIVE_INFINITY }}
      />
      <line x1="100" y1="80" x2="220" y2="80" stroke="#60a5fa" />
      <path d="M130 55 q20 -10 35 5 q10 15 -10 25 q-20 5 -25 -30z" fill="#22c55e" opacity="0.8" />
    </>
  ),
  vault: () => (
    <>
      <rect x="95" y="25" width="130" height="120" rx="10" fill="#475569" stroke={ink} strokeWidth="2" />
      <circle cx="160" cy="85" r="32" fill="#334155" stroke={ink} strokeWidth="3" />
      {[0, 60, 120].map((a) => (
        <line
          key={a}
          x1="160"
          y1="85"
          x2={160 + 26 * Math.cos((a * Math.PI) / 180)}
          y2={85 + 26 * Math.sin((a * Math.PI) / 180)}
          stroke={ink}
          strokeWidth="3"
        />
      ))}
    </>
  ),
  scale: ({ animated }) => (
    <>
      <line x1="160" y1="30" x2="160" y2="140" stroke={ink} strokeWidth="4" />
      <rect x="120" y="138" width="80" height="8" fill={ink} />
      <motion.g
        style={{ originX: '160px', originY: '40px' }}
        animate={animated ? { rotate: [-6, 6, -6] } : { rotate: -4 }}
        transition={{ duration: 4, repeat: animated ? Number.POSITIVE_INFINITY : 0 }}
      >
        <line x1="80" y1="40" x2="240" y2="40" stroke={ink} strokeWidth="4" />
        <path d="M60 90 L80 40 L100 90 Z" fill="none" stroke={dim} />
        <path d="M220 90 L240 40 L260 90 Z" fill="none" stroke={dim} />
        <ellipse cx="80" cy="92" rx="24" ry="6" fill="#fbbf24" />
        <ellipse cx="240" cy="92" rx="24" ry="6" fill="#94a3b8" />
      </motion.g>
    </>
  ),
  lightning: ({ animated }) => (
    <>
      <ellipse cx="160" cy="35" rx="90" ry="22" fill="#334155" />
      <motion.polygon
        points="165,50 135,100 158,100 140,150 190,88 165,88 180,50"
        fill="#facc15"
        animate={animated ? { opacity: [1, 0.3, 1] } : undefined}
        transition={{ duration: 1.2, repeat: Number.POSITIVE_INFINITY }}
      />
    </>
  ),
  coins: ({ animated }) => (
    <>
      {[
        [110, 120],
        [140, 110],
        [170, 120],
        [200, 105],
        [155, 85],
      ].map(([x, y], i) => (
        <Pop key={i} animated={animated} delay={i * 0.12}>
          <Coin x={x!} y={y!} r={18} />
        </Pop>
      ))}
    </>
  ),
  phone: ({ animated }) => (
    <>
      <rect x="120" y="15" width="80" height="135" rx="12" fill="#0f172a" stroke={ink} strokeWidth="3" />
      <Line d="M132 110 L150 95 L165 100 L188 60" color="#34d399" animated={animated} width={3} />
      <rect x="135" y="120" width="50" height="14" rx="7" fill="#22c55e" />
    </>
  ),
  computer: ({ animated }) => (
    <>
      <rect x="70" y="20" width="180" height="105" rx="6" fill="#0f172a" stroke={ink} strokeWidth="3" />
      <rect x="140" y="125" width="40" height="15" fill={dim} />
      <rect x="110" y="140" width="100" height="6" fill={dim} />
      <Line
        d="M85 100 L115 80 L140 88 L170 50 L200 62 L235 35"
        color="#38bdf8"
        animated={animated}
        width={3}
      />
    </>
  ),
  handshake: ({ animated }) => (
    <>
      <Pop animated={animated}>
        <rect x="40" y="70" width="90" height="26" rx="12" fill="#d6a77a" />
        <rect x="190" y="70" width="90" height="26" rx="12" fill="#a16207" />
        <ellipse cx="160" cy="83" rx="38" ry="18" fill="#c08457" />
      </Pop>
      <Pop animated={animated} delay={0.4}>
        <rect x="130" y="110" width="60" height="36" fill="#f1f5f9" />
        <line x1="138" y1="122" x2="182" y2="122" stroke={dim} />
        <line x1="138" y1="132" x2="170" y2="132" stroke={dim} />
      </Pop>
    </>
  ),
  courtroom: () => (
    <>
      <polygon points="160,15 60,50 260,50" fill="#64748b" />
      <rect x="60" y="50" width="200" height="10" fill="#94a3b8" />
      {[80, 120, 160, 200, 240].map((x) => (
        <rect key={x} x={x - 7} y="60" width="14" height="75" fill="#cbd5e1" />
      ))}
      <rect x="50" y="135" width="220" height="12" fill="#94a3b8" />
    </>
  ),
};

/**
 * What each scene shows, in words: the picture's text alternative (the scene keys are the writers'
 * shorthand, not a description).
 */
const sceneNames: Record<string, string> = {
  'market-floor': 'Traders on an exchange floor under a price board',
  'ticker-crash': 'A price line falling steeply',
  'ticker-rise': 'A price line climbing steeply',
  'chart-up': 'Bars of a chart rising',
  'chart-down': 'Bars of a chart falling',
  bubble: 'Bubbles swelling over the market',
  'bank-run': 'A crowd queuing outside a bank',
  'money-printing': 'Banknotes rolling off a printing press',
  factory: 'A factory with smoking chimneys',
  city: 'A city skyline',
  newspaper: 'A newspaper front page',
  globe: 'A globe of the world',
  vault: 'A bank vault door',
  scale: 'A balance scale weighing two sides',
  lightning: 'A lightning bolt striking from a storm cloud',
  coins: 'Stacks of coins',
  phone: 'A mobile phone',
  computer: 'A computer screen',
  handshake: 'Two hands shaking on a deal',
  courtroom: 'A courthouse with columns',
};

/** The human name of a scene ("A crowd queuing outside a bank"). */
export function sceneName(visualType: string | undefined): string {
  return sceneNames[visualType ?? ''] ?? sceneNames.city!;
}

export function Illustration({
  visualType,
  animated = false,
  className = '',
}: {
  visualType: string | undefined;
  animated?: boolean;
  className?: string;
}) {
  const scene = scenes[visualType ?? ''] ?? scenes.city!;
  return (
    <svg
      viewBox="0 0 320 160"
      role="img"
      aria-label={`Illustration: ${sceneName(visualType)}`}
      className={`h-auto w-full ${className}`}
      data-visual={visualType ?? 'none'}
      data-animated={animated}
    >
      {scene({ animated })}
    </svg>
  );
}

export const illustratedScenes = Object.keys(scenes);
