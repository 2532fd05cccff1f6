/**
 * One round trip for many calls: the calls made in the same turn of the event loop, or while a
 * batch is under way, run together as one batch (`run` gets their keys). Under load, the calls of
 * many requests share each round trip: on the embedded database a statement costs about 0.3 ms
 * before any work, runs on this thread and blocks it, so requests read meanwhile can only join a
 * batch that waits for them (one turn; nothing when the database is idle).
 *
 * `run` answers the keys in their order. A batch that fails is run again key by key, so that a
 * key that makes it fail fails alone.
 */
export function batched<K, V>(run: (keys: K[]) => Promise<V[]>): (key: K) => Promise<V> {
  let waiting: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> =
    [];
  let running = false;
  const drain = async () => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const values = await run(batch.map((call) => call.key));
        batch.forEach((call, i) => call.resolve(values[i]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else
          for (const call of batch)
            await run([call.key]).then(([value]) => call.resolve(value!), call.reject);
      }
    }
    running = false;
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (running) return;
      running = true;
      // after the events already in (the requests read in the same turn join the batch)
      setImmediate(() => void drain());
    });
}
