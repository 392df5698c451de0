import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import {
  type BufferAttribute,
  CanvasTexture,
  Color,
  type InstancedMesh,
  Object3D,
  type PerspectiveCamera,
  type Points,
  RepeatWrapping,
} from 'three';
import { StreetCanvas } from './StreetCanvas';
import { MAX_CROWD, type StreetView, type Weather } from './street';

// The 3D Wall Street: a short street of buildings (one per holding, as tall as its price), the
// exchange at its end with a ticker, a crowd that grows and runs as panic rises, and weather from
// sun to storm. Loaded only with the 3D route (three + @react-three/fiber stay out of the entry), drawn
// in StreetCanvas, which registers only the three.js classes used here.

const SKY: Record<Weather, string> = { sun: '#7dd3fc', clouds: '#94a3b8', rain: '#475569', storm: '#1e293b' };
const LIGHT: Record<Weather, number> = { sun: 1.4, clouds: 1.0, rain: 0.7, storm: 0.45 };

/** Deterministic spread in [0, 1) for instance i (no Math.random, so every frame starts the same). */
function spread(i: number, salt: number): number {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

export default function Street3D({
  view,
  motion,
  onFrame,
}: {
  view: StreetView;
  motion: boolean;
  onFrame: () => void;
}) {
  const sky = SKY[view.weather];
  return (
    <StreetCanvas
      config={{
        camera: { position: [0, 8, 21], fov: 50 },
        frameloop: motion ? 'always' : 'demand',
        dpr: [1, 1.5],
        gl: { antialias: true, powerPreference: 'high-performance' },
      }}
    >
      <color attach="background" args={[sky]} />
      <fog attach="fog" args={[sky, 20, 48]} />
      <ambientLight intensity={LIGHT[view.weather] * 0.6} />
      <directionalLight position={[6, 12, 8]} intensity={LIGHT[view.weather]} />
      <Ground />
      <Buildings view={view} />
      <Exchange view={view} motion={motion} />
      <Crowd count={view.crowd} panic={view.panic} motion={motion} />
      {(view.weather === 'rain' || view.weather === 'storm') && (
        <Rain heavy={view.weather === 'storm'} motion={motion} />
      )}
      <Framing />
      <FirstFrame onFrame={onFrame} />
    </StreetCanvas>
  );
}

/** Looks down the street at the exchange; a narrow (phone) screen gets a wider lens. */
function Framing() {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height));
  useEffect(() => {
    camera.fov = aspect < 0.8 ? 80 : aspect < 1.2 ? 65 : 50;
    camera.position.set(0, aspect < 0.8 ? 10 : 8, 21);
    camera.lookAt(0, 3, -6);
    camera.updateProjectionMatrix();
  }, [camera, aspect]);
  return null;
}

function FirstFrame({ onFrame }: { onFrame: () => void }) {
  const done = useRef(false);
  useFrame(() => {
    if (done.current) return;
    done.current = true;
    onFrame();
  });
  return null;
}

function Ground() {
  return (
    <group>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0, 0]}>
        <planeGeometry args={[60, 60]} />
        <meshLambertMaterial color="#334155" />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.01, 2]}>
        <planeGeometry args={[5, 40]} />
        <meshLambertMaterial color="#1f2937" />
      </mesh>
    </group>
  );
}

function Buildings({ view }: { view: StreetView }) {
  // Holdings alternate left and right of the street, front to back; quiet filler blocks behind.
  return (
    <group>
      {view.buildings.map((b, i) => {
        const side = i % 2 === 0 ? -1 : 1;
        const z = 6 - Math.floor(i / 2) * 5;
        const color = b.change > 0.001 ? '#10b981' : b.change < -0.001 ? '#ef4444' : '#94a3b8';
        return (
          <group key={b.asset} position={[side * 5, 0, z]}>
            <mesh position={[0, b.height / 2, 0]}>
              <boxGeometry args={[3.2, b.height, 3.2]} />
              <meshLambertMaterial color="#cbd5e1" />
            </mesh>
            <mesh position={[side * -1.62, Math.min(b.height - 0.3, 1.6), 0]}>
              <boxGeometry args={[0.05, 0.5, 2.6]} />
              <meshBasicMaterial color={color} />
            </mesh>
          </group>
        );
      })}
      {[-1, 1].flatMap((side) =>
        [0, 1, 2, 3].map((j) => (
          <mesh key={`${side}-${j}`} position={[side * 10, 3 + spread(j, side) * 4, 6 - j * 6]}>
            <boxGeometry args={[4, 6 + spread(j, side + 3) * 8, 4]} />
            <meshLambertMaterial color="#64748b" />
          </mesh>
        )),
      )}
    </group>
  );
}

function tickerTexture(view: StreetView): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 1024;
  canvas.height = 80;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#020617';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.font = 'bold 40px sans-serif';
    ctx.textBaseline = 'middle';
    let x = 12;
    for (const t of view.ticker) {
      const text = `${t.label} ${t.change >= 0 ? '▲' : '▼'} ${(Math.abs(t.change) * 100).toFixed(1)}%   `;
      ctx.fillStyle = t.change > 0 ? '#34d399' : t.change < 0 ? '#f87171' : '#e2e8f0';
      ctx.fillText(text, x, 40);
      x += ctx.measureText(text).width;
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.wrapS = RepeatWrapping;
  return texture;
}

function Exchange({ view, motion }: { view: StreetView; motion: boolean }) {
  const texture = useMemo(() => tickerTexture(view), [view]);
  useEffect(() => () => texture.dispose(), [texture]);
  useFrame((_, dt) => {
    if (motion) texture.offset.x = (texture.offset.x + dt * 0.05) % 1;
  });
  return (
    <group position={[0, 0, -10]}>
      <mesh position={[0, 3.5, 0]}>
        <boxGeometry args={[12, 7, 3]} />
        <meshLambertMaterial color="#e2e8f0" />
      </mesh>
      <mesh position={[0, 7.6, 0.3]}>
        <boxGeometry args={[12.6, 1.2, 3.4]} />
        <meshLambertMaterial color="#f1f5f9" />
      </mesh>
      {[-4.5, -2.7, -0.9, 0.9, 2.7, 4.5].map((x) => (
        <mesh key={x} position={[x, 3.2, 1.7]}>
          <cylinderGeometry args={[0.35, 0.35, 6.4, 12]} />
          <meshLambertMaterial color="#f8fafc" />
        </mesh>
      ))}
      <mesh position={[0, 8.9, 1.8]}>
        <planeGeometry args={[12, 0.9]} />
        <meshBasicMaterial map={texture} toneMapped={false} />
      </mesh>
    </group>
  );
}

function Crowd({ count, panic, motion }: { count: number; panic: number; motion: boolean }) {
  const mesh = useRef<InstancedMesh>(null);
  const dummy = useMemo(() => new Object3D(), []);
  const color = useMemo(
    () => new Color().lerpColors(new Color('#1e293b'), new Color('#b91c1c'), panic),
    [panic],
  );
  const place = (t: number) => {
    const m = mesh.current;
    if (!m) return;
    for (let i = 0; i < count; i++) {
      const x = (spread(i, 1) - 0.5) * 4.4;
      const baseZ = 8 - spread(i, 2) * 17;
      const run = motion ? Math.sin(t * (1 + panic * 4) + i) * (0.2 + panic * 1.2) : 0;
      dummy.position.set(x + run * 0.3, 0.35, baseZ + run);
      dummy.updateMatrix();
      m.setMatrixAt(i, dummy.matrix);
    }
    m.count = count;
    m.instanceMatrix.needsUpdate = true;
  };
  useEffect(() => place(0));
  useFrame(({ clock }) => {
    if (motion) place(clock.elapsedTime);
  });
  return (
    <instancedMesh ref={mesh} args={[undefined, undefined, MAX_CROWD]}>
      <capsuleGeometry args={[0.14, 0.4, 2, 6]} />
      <meshLambertMaterial color={color} />
    </instancedMesh>
  );
}

function Rain({ heavy, motion }: { heavy: boolean; motion: boolean }) {
  const n = heavy ? 900 : 400;
  const ref = useRef<Points>(null);
  const positions = useMemo(() => {
    const p = new Float32Array(n * 3);
    for (let i = 0; i < n; i++) {
      p[i * 3] = (spread(i, 5) - 0.5) * 30;
      p[i * 3 + 1] = spread(i, 6) * 16;
      p[i * 3 + 2] = (spread(i, 7) - 0.5) * 30;
    }
    return p;
  }, [n]);
  useFrame((_, dt) => {
    const points = ref.current;
    if (!motion || !points) return;
    const attr = points.geometry.getAttribute('position') as BufferAttribute;
    for (let i = 0; i < n; i++) {
      let y = attr.getY(i) - dt * (heavy ? 18 : 11);
      if (y < 0) y += 16;
      attr.setY(i, y);
    }
    attr.needsUpdate = true;
  });
  return (
    <points ref={ref}>
      <bufferGeometry>
        <bufferAttribute attach="attributes-position" args={[positions, 3]} />
      </bufferGeometry>
      <pointsMaterial color="#cbd5e1" size={0.08} transparent opacity={0.7} />
    </points>
  );
}
