// `npm run build -w @souk/web [-- --outDir dir]`: the browser's bundle into dist/ (or --outDir),
// the server renderer into <outDir>/.ssr/entry-server.js (decision 019), then brotli and gzip
// copies of every text file of 1 KB and more, so the server sends them compressed at no cost.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const outDir = path.resolve(here, argument('--outDir') ?? 'dist');

await build({ root: here, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
await build({
  root: here,
  logLevel: 'warn',
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: path.join(outDir, '.ssr'),
    emptyOutDir: true,
    reportCompressedSize: false,
  },
});

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.ssr' && entry.name !== '.vite') yield* files(full);
    } else yield full;
  }
}

let count = 0;
for (const file of files(outDir)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(
  `web: built into ${path.relative(process.cwd(), outDir) || '.'} (${count} files precompressed)`,
);
