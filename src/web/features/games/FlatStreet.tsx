import { MAX_CROWD, type StreetView, type Weather } from './street';

// The street drawn flat (SVG), where WebGL is missing or the learner prefers it: the same buildings,
// crowd, ticker and weather as the 3D view.

const SKY: Record<Weather, string> = { sun: '#7dd3fc', clouds: '#94a3b8', rain: '#475569', storm: '#1e293b' };

function spread(i: number, salt: number): number {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

export function FlatStreet({ view }: { view: StreetView }) {
  const width = 800;
  const ground = 300;
  const slot = width / (view.buildings.length + 1);
  const ticker = view.ticker
    .map((t) => `${t.label} ${t.change >= 0 ? '▲' : '▼'} ${(Math.abs(t.change) * 100).toFixed(1)}%`)
    .join('   ');
  return (
    <svg
      viewBox={`0 0 ${width} 400`}
      preserveAspectRatio="xMidYMid slice"
      className="h-full w-full"
      role="img"
      aria-label={`Flat street: ${view.weather}, ${view.crowd} people on the street, ${view.buildings.length} buildings`}
      data-testid="street-flat"
    >
      <rect width={width} height={400} fill={SKY[view.weather]} />
      {view.weather === 'sun' && <circle cx={700} cy={60} r={30} fill="#fde68a" />}
      {view.buildings.map((b, i) => {
        const h = b.height * 30;
        const color = b.change > 0.001 ? '#10b981' : b.change < -0.001 ? '#ef4444' : '#94a3b8';
        return (
          <g key={b.asset}>
            <rect x={slot * (i + 0.6)} y={ground - h} width={slot * 0.8} height={h} fill="#cbd5e1" />
            <rect x={slot * (i + 0.6)} y={ground - h} width={slot * 0.8} height={6} fill={color} />
            <text x={slot * (i + 1)} y={ground + 16} fill="#e2e8f0" fontSize={11} textAnchor="middle">
              {b.label.slice(0, 18)}
            </text>
          </g>
        );
      })}
      <rect y={ground + 24} width={width} height={100} fill="#1f2937" />
      {Array.from({ length: Math.min(view.crowd, MAX_CROWD) }, (_, i) => (
        <circle
          key={i}
          cx={spread(i, 1) * width}
          cy={ground + 34 + spread(i, 2) * 60}
          r={4}
          fill={view.panic > 0.5 ? '#f87171' : '#e2e8f0'}
        />
      ))}
      {(view.weather === 'rain' || view.weather === 'storm') &&
        Array.from({ length: view.weather === 'storm' ? 80 : 40 }, (_, i) => (
          <line
            key={i}
            x1={spread(i, 5) * width}
            y1={spread(i, 6) * 280}
            x2={spread(i, 5) * width - 4}
            y2={spread(i, 6) * 280 + 14}
            stroke="#cbd5e1"
            strokeWidth={1}
          />
        ))}
      <rect y={372} width={width} height={28} fill="#020617" />
      <text x={10} y={391} fill={view.dayChange < 0 ? '#f87171' : '#34d399'} fontSize={14} fontWeight="bold">
        {ticker}
      </text>
    </svg>
  );
}
