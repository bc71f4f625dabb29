/** Latency percentiles of GET requests over a rotating list of URLs, `concurrency` in flight. */
export interface Latency { name: string; count: number; p50: number; p95: number; p99: number; errors: number }

export async function measureLatency(name: string, urls: readonly string[], options: { concurrency?: number; count?: number } = {}): Promise<Latency> {
  // Two in flight on this two-core machine: latency as a shopper meets it, not a queue's.
  const concurrency = options.concurrency ?? 2;
  const count = options.count ?? 1500;
  const samples: number[] = [];
  let errors = 0;
  let next = 0;
  // Warm caches and JIT on every URL once, unmeasured.
  for (const url of urls.slice(0, 200)) await fetch(url).then((r) => r.arrayBuffer()).catch(() => undefined);
  const worker = async () => {
    while (next < count) {
      const url = urls[next++ % urls.length]!;
      const started = performance.now();
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  samples.sort((a, b) => a - b);
  const at = (q: number) => Number(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1));
  return { name, count: samples.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}
