// How much memory the in-process catalogue index holds (decision 020): the heap and the typed
// arrays it adds once it has read a database's whole catalogue, measured after garbage collection.
// Run by `npm run bench`: node --expose-gc --import tsx scripts/catalogue-memory.ts <postgres url>
// (or --pglite <data folder>). Prints one line of JSON: { products, loadMs, memoryMB }.
import { openDatabase } from '../apps/api/src/db/client';
import { newCatalogueIndex } from '../apps/api/src/modules/products/service';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const [flag, where] = process.argv.slice(2);
const database = await openDatabase(flag === '--pglite' ? { dataDir: where } : { url: flag });
const held = () => {
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};
try {
  const before = held();
  const started = Date.now();
  const index = newCatalogueIndex(database.db);
  await index.load();
  const loadMs = Date.now() - started;
  const memoryMB = Math.round((held() - before) / 1e6);
  console.log(JSON.stringify({ products: index.size, loadMs, memoryMB }));
} finally {
  await database.close();
}
