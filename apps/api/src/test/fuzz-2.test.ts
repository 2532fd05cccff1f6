import { fuzzShard } from './fuzz-shard';

await fuzzShard(2);
