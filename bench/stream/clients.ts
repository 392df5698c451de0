// A client process holding many SSE clients on raw sockets. For every event it records the delay
// from the tick's timestamp (in the message) to its arrival; run.ts merges the client processes.
import { connect, type Socket } from 'node:net';

type Job = { port: number; count: number; symbolSets: string[]; offset: number };
const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const sockets: Socket[] = [];
let recording = false;
/** tick timestamp (ms) → [deliveries, max delay, delays…] */
const ticks = new Map<number, number[]>();
let connected = 0;

function open(i: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const symbols = job.symbolSets[(job.offset + i) % job.symbolSets.length]!;
    const socket = connect({ port: job.port, host: '127.0.0.1' }, () => {
      socket.write(
        `GET /market-data/stream?symbols=${symbols} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`,
      );
    });
    // Cheap parsing, so the harness does not inflate the delays it measures: every event ends with
    // `"timestamp":"<24 chars>"}` and a blank line, so only a chunk's tail is read.
    let tail = '';
    let ready = false;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      const now = Date.now();
      if (!ready) {
        if (!chunk.includes('\r\n\r\n')) return;
        ready = true;
        connected++;
        resolve();
      }
      const text = tail + chunk;
      tail = text.slice(-80);
      // (Chunked transfer encoding puts a CRLF after each event.)
      if (!recording || !(text.endsWith('\n\n') || text.endsWith('\n\n\r\n'))) return;
      const at = text.lastIndexOf('"timestamp":"');
      if (at < 0) return;
      const stamp = Date.parse(text.slice(at + 13, at + 37));
      const delay = now - stamp;
      const entry = ticks.get(stamp) ?? [0, 0];
      entry[0]! += 1;
      entry[1] = Math.max(entry[1]!, delay);
      entry.push(delay);
      ticks.set(stamp, entry);
    });
    socket.on('error', reject);
    sockets.push(socket);
  });
}

process.on('message', async (message: { kind: string }) => {
  if (message.kind === 'connect') {
    const batch = 200;
    for (let i = 0; i < job.count; i += batch) {
      await Promise.all(Array.from({ length: Math.min(batch, job.count - i) }, (_, k) => open(i + k)));
    }
    process.send?.({ kind: 'connected', connected });
  } else if (message.kind === 'record') {
    ticks.clear();
    recording = true;
  } else if (message.kind === 'stop') {
    recording = false;
    process.send?.({ kind: 'ticks', ticks: [...ticks.entries()] });
  } else if (message.kind === 'close') {
    for (const s of sockets) s.destroy();
    process.send?.({ kind: 'closed' });
    setTimeout(() => process.exit(0), 100);
  }
});
