/**
 * `npm run bench:search [-- --outlets N --rounds R --no-docs]`: the header's one search (issue 21) in a city grown
 * to N outlets (10 000 by default), per keystroke: the core's ranking over the city's folded index, beside a plain
 * `Array.filter` by substring over the same lists measured in the same run, today's «contains» ranking beside the
 * forgiving one (issue 31 §5) and beside PostgreSQL's pg_trgm over the same outlets (the engine not chosen), and
 * `GET /api/search` end to end beside a bare node:http server answering the very same bytes. Prints the figures and rewrites the «Search» section of
 * docs/benchmarks.md. No figure here is asserted by a test.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { COUNTRY_CODE_ID } from '../core/domain/constants.ts';
import { searchByName } from '../core/domain/showcase/filter.ts';
import {
  buildSearchIndex,
  DEFAULT_SEARCH_KINDS,
  SEARCH_GROUP_LIMIT,
  searchIndex,
  searchShowcases,
  splitKeywords,
} from '../core/domain/showcase/search.ts';
import { swapLayout } from '../core/domain/showcase/searchText.ts';
import { toLatin } from '../core/domain/transliteration.ts';
import { createRandom } from '../core/support/seededRandom.ts';
import { showcaseSearchSources, type ShowcaseSearchSources } from '../server/queries/search.ts';
import { seedDatabase } from '../server/seed/index.ts';
import { copyOf, kb } from './bench/answers.ts';
import { startBareServer, type BareAnswer } from './bench/bareServer.ts';
import { startBenchServer } from './bench/benchServer.ts';
import { ACCEPT_ENCODING, BENCH_CITY } from './bench/calls.ts';
import { percentile } from './bench/loadLoop.ts';
import { rawRequest } from './bench/rawRequest.ts';
import { replaceSection } from './bench/report.ts';
import { trigramOutlets } from './bench/trigramSearch.ts';
import { positiveInteger } from './cliOptions.ts';

const DOCS = new URL('../docs/benchmarks.md', import.meta.url);
const HEADING = '## Search (`npm run bench:search`)';
/** The issue's budget for a keystroke after the 500 ms debounce. */
const BUDGET_MS = 50;

const { values } = parseArgs({
  options: {
    outlets: { type: 'string' },
    rounds: { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
  },
});
const outlets = positiveInteger('outlets', values.outlets, 10_000);
const rounds = positiveInteger('rounds', values.rounds, 20);

/** p50, p99 and the largest of some milliseconds. */
interface Spread {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  count: number;
}

function spread(samples: readonly number[]): Spread {
  const sorted = samples.slice().sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    count: sorted.length,
  };
}

const ms = (value: number): string => (value < 1 ? value.toFixed(3) : value < 10 ? value.toFixed(2) : value.toFixed(1));
const ratio = (ours: number, base: number): string => `${(ours / base).toFixed(2)}×`;

/**
 * What a shopper types, keystroke by keystroke: the prefixes (1 to 10 characters) of words from the city's own
 * outlet, brand and shop names and keywords, picked at random (seeded), and of a few words nothing contains; then
 * what the forgiving tier is for (issue 31 §5): name words with a letter doubled, typed on the Latin layout or
 * spelt in Latin letters, and two-word names in the other order.
 */
function keystrokes(sources: ShowcaseSearchSources, seed: number): string[] {
  const random = createRandom(seed);
  const words = (text: string | null) => (text ?? '').split(/[\s,;«»"()-]+/).filter((word) => word.length >= 3);
  const names = [
    ...sources.outlets.map((outlet) => outlet.name),
    ...sources.brands.map((brand) => brand.name),
    ...sources.shops.map((shop) => shop.name),
  ].flatMap(words);
  const keywords = [...sources.outlets, ...sources.shops]
    .flatMap((item) => splitKeywords(item.keywords))
    .flatMap(words);
  const targets = [
    ...Array.from({ length: 30 }, () => random.pick(names)),
    ...Array.from({ length: 15 }, () => random.pick(keywords)),
    'Мегалавка',
    'зоомагазин',
    'ювелир',
    'ёлка',
    'qwerty',
  ];
  const long = names.filter((word) => word.length >= 5);
  const twoWords = sources.outlets.map((outlet) => outlet.name.split(' ')).filter((words) => words.length === 2);
  for (let count = 0; count < 8; count += 1) {
    const doubled = random.pick(long);
    targets.push(doubled.slice(0, 3) + doubled.slice(2));
    targets.push(swapLayout(random.pick(long)));
    targets.push(toLatin(random.pick(long).toLocaleLowerCase('ru')));
    if (twoWords.length > 0 && count < 4) {
      targets.push(random.pick(twoWords).reverse().join(' '));
    }
  }
  const typed: string[] = [];
  for (const target of targets) {
    for (let length = 1; length <= Math.min(10, target.length); length += 1) {
      typed.push(target.slice(0, length));
    }
  }
  return typed;
}

/** The plain yardstick: each list filtered by `name.toLowerCase().includes(text)`, no index, no keywords, no order. */
function plainFilter(sources: ShowcaseSearchSources, query: string): number {
  const needle = query.toLowerCase();
  return (
    sources.brands.filter((brand) => brand.name.toLowerCase().includes(needle)).length +
    sources.outlets.filter((outlet) => outlet.name.toLowerCase().includes(needle)).length +
    sources.shops.filter((shop) => shop.name.toLowerCase().includes(needle)).length
  );
}

/** Milliseconds `run` takes. */
function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

interface CoreFigures {
  buildMs: Spread;
  ranking: Spread;
  /** The same index searched by the «contains» tiers alone, as before issue 31. */
  today: Spread;
  plain: Spread;
  listSearch: Spread;
  unindexed: Spread;
  queries: number;
  /** A check that the figures measure real work: hits of the last round. */
  hits: number;
}

function measureCore(sources: ShowcaseSearchSources, queries: readonly string[]): CoreFigures {
  const builds: number[] = [];
  let index = buildSearchIndex(sources);
  for (let run = 0; run < 7; run += 1) {
    builds.push(timed(() => (index = buildSearchIndex(sources))));
  }
  const options = { kinds: DEFAULT_SEARCH_KINDS, limit: SEARCH_GROUP_LIMIT };
  // Warm-up, unmeasured: every code path compiled before the first figure.
  for (const query of queries) {
    searchIndex(index, query, options);
    searchIndex(index, query, { ...options, forgiving: false });
    plainFilter(sources, query);
  }
  const ranking: number[] = [];
  const today: number[] = [];
  const plain: number[] = [];
  const listSearch: number[] = [];
  let hits = 0;
  for (let round = 0; round < rounds; round += 1) {
    hits = 0;
    // Alternated per query, in an order that swaps every round, so other work on the machine falls on both alike.
    for (const query of queries) {
      const measures = [
        () =>
          ranking.push(
            timed(
              () =>
                (hits += Object.values(searchIndex(index, query, options)).reduce(
                  (sum, group) => sum + group.total,
                  0,
                )),
            ),
          ),
        () => plain.push(timed(() => plainFilter(sources, query))),
        () => today.push(timed(() => searchIndex(index, query, { ...options, forgiving: false }))),
      ];
      for (const measure of round % 2 === 0 ? measures : measures.reverse()) {
        measure();
      }
    }
    if (round < 3) {
      // Today's per-list search (core searchByName: the Russian case folding of every name on every keystroke).
      for (const query of queries) {
        listSearch.push(
          timed(() => [
            searchByName(sources.brands, query),
            searchByName(sources.outlets, query),
            searchByName(sources.shops, query),
          ]),
        );
      }
    }
  }
  // The same ranking without a kept index: every keystroke folds the whole city again.
  const unindexed = queries.slice(0, 60).map((query) => timed(() => searchShowcases(sources, query, options)));
  return {
    buildMs: spread(builds),
    ranking: spread(ranking),
    today: spread(today),
    plain: spread(plain),
    listSearch: spread(listSearch),
    unindexed: spread(unindexed),
    queries: queries.length,
    hits,
  };
}

interface TrigramFigures {
  /** Creating the PGlite with pg_trgm, loading the outlets' words and building the GIN index. */
  setupMs: number;
  search: Spread;
}

/** pg_trgm (PGlite) over the same outlets, one keystroke after another, after one unmeasured pass. */
async function measureTrigram(sources: ShowcaseSearchSources, queries: readonly string[]): Promise<TrigramFigures> {
  const started = performance.now();
  const trigram = await trigramOutlets(sources.outlets, SEARCH_GROUP_LIMIT);
  const setupMs = performance.now() - started;
  try {
    for (const query of queries) {
      await trigram.search(query);
    }
    const samples: number[] = [];
    for (const query of queries) {
      const sent = performance.now();
      await trigram.search(query);
      samples.push(performance.now() - sent);
    }
    return { setupMs, search: spread(samples) };
  } finally {
    await trigram.close();
  }
}

interface ServerFigures {
  coldMs: number;
  miss: Spread;
  hit: Spread;
  bareMiss: Spread;
  answerBytes: Spread;
  statuses: Record<string, number>;
}

async function measureServer(origin: string, cityId: number, queries: readonly string[]): Promise<ServerFigures> {
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  const pathOf = (query: string) => `/api/search?cityCodeId=${cityId}&q=${encodeURIComponent(query)}`;
  const started = performance.now();
  const first = await rawRequest(origin, { method: 'GET', path: pathOf('ж'), headers });
  const coldMs = performance.now() - started;
  const statuses: Record<string, number> = { [String(first.status)]: 1 };
  const distinct = [...new Set(queries)].filter((query) => query !== 'ж');
  const miss: number[] = [];
  const hit: number[] = [];
  const sizes: number[] = [];
  const answers = new Map<string, BareAnswer>();
  for (const query of distinct) {
    // The first request of a text builds its answer (the answer cache misses); the same keystroke again is a hit.
    for (const samples of [miss, hit]) {
      const sent = performance.now();
      const answer = await rawRequest(origin, { method: 'GET', path: pathOf(query), headers });
      samples.push(performance.now() - sent);
      statuses[String(answer.status)] = (statuses[String(answer.status)] ?? 0) + 1;
      if (samples === miss) {
        sizes.push(answer.body.byteLength);
        answers.set(pathOf(query), copyOf(answer));
      }
    }
  }
  const bare = await startBareServer(
    (request) => answers.get(request.url ?? '') ?? { status: 404, headers: {}, body: new Uint8Array() },
  );
  const bareMiss: number[] = [];
  try {
    for (const query of distinct) {
      const sent = performance.now();
      await rawRequest(bare.origin, { method: 'GET', path: pathOf(query), headers });
      bareMiss.push(performance.now() - sent);
    }
  } finally {
    await bare.close();
  }
  return {
    coldMs,
    miss: spread(miss),
    hit: spread(hit),
    bareMiss: spread(bareMiss),
    answerBytes: spread(sizes),
    statuses,
  };
}

interface RunFacts {
  date: string;
  loadBefore: number[];
  loadAfter: number[];
  setupSeconds: number;
  seconds: number;
  revalidationSeconds: number;
  storedOutlets: number;
  /** Reading the city's lists as the index reads them (server/queries/search.ts). */
  readMs: Spread;
  sources: ShowcaseSearchSources;
  core: CoreFigures;
  trigram: TrigramFigures;
  server: ServerFigures;
}

function report(facts: RunFacts): string {
  const { core, server, sources, trigram } = facts;
  const cpu = cpus();
  const load = (list: number[]) => list.map((value) => value.toFixed(2)).join(' / ');
  const row = (name: string, what: string, figures: Spread, base?: Spread) =>
    `| ${name} | ${what} | ${figures.count} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${ms(figures.max)} | ${base === undefined ? '—' : `${ratio(figures.p50, base.p50)} / ${ratio(figures.p95, base.p95)}`} |`;
  return [
    HEADING,
    '',
    `Measured ${facts.date} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}. Load average (1 / 5 / 15 min) ${load(facts.loadBefore)} before and ${load(facts.loadAfter)} after (other work was running on the machine). Whole run ${facts.seconds.toFixed(0)} s, of which ${facts.setupSeconds.toFixed(0)} s starting the server and growing the city.`,
    '',
    `The city: ${BENCH_CITY} of the seed (in-memory PGlite, \`startServer\` in the bench process) grown until ${sources.outlets.length} of its outlets are listable (${facts.storedOutlets} stored; \`seedDatabase\`'s top-up, as \`npm run bench:api\` grows it), with its ${sources.brands.length} partner brands and the ${sources.shops.length} online shops it can use — the lists \`GET /api/search\` folds (\`server/queries/search.ts\`), read once and used by both halves. The keystrokes: ${core.queries} search texts, the prefixes (1 to 10 characters) of 45 words picked at random (seeded) from the city's names and keywords and of five more (Мегалавка, words nothing contains), as a shopper types them; each is searched in the three default groups (brands, outlets, shops), 10 hits a group. Among them, what the forgiving tier of issue 31 §5 is for: the prefixes of 8 name words with a letter doubled, 8 typed on the Latin layout, 8 spelt in Latin letters and 4 two-word names in the other order.`,
    '',
    '| what | how | samples | p50 ms | p95 ms | p99 ms | max ms | p50 / p95 ÷ baseline |',
    '|---|---|---|---|---|---|---|---|',
    row(
      'core ranking per keystroke',
      "`searchIndex` over the folded city: name tier, keyword tier, then the forgiving tier (issue 31 §5), three groups in §5's order; baseline: today's ranking below",
      core.ranking,
      core.today,
    ),
    row(
      "today's ranking (same run)",
      '`searchIndex` with `forgiving: false`: the «contains» tiers alone, as before issue 31',
      core.today,
      core.plain,
    ),
    row(
      'pg_trgm, outlets alone',
      `PGlite with pg_trgm, GIN trigram index over the outlets' words as core searchText reads them; \`<%\` for the typed and the other layout's reading, first 10 and the total, in the list's order (set up in ${ms(trigram.setupMs)} ms); baseline: the core ranking of all three groups`,
      trigram.search,
      core.ranking,
    ),
    row(
      'baseline: plain filter',
      '`Array.filter` of each list by `name.toLowerCase().includes(text)` (no keywords, no order, no index)',
      core.plain,
    ),
    row(
      "today's per-list search",
      'core `searchByName` on the three lists (Russian case folding of every name on every keystroke)',
      core.listSearch,
      core.plain,
    ),
    row(
      'ranking without a kept index',
      '`searchShowcases`: fold the whole city, then search, on every keystroke',
      core.unindexed,
      core.plain,
    ),
    row(
      'reading the city for the index',
      '`showcaseSearchSources`: brands and shops whole, outlets as id, name, keywords, position (PGlite)',
      facts.readMs,
    ),
    row(
      'building the index',
      '`buildSearchIndex` of the city (once per `PUBLIC_CACHE_SECONDS` on the server)',
      core.buildMs,
    ),
    row(
      '`GET /api/search`, new text',
      "end to end over HTTP: validation, the kept index, JSON, brotli, the answer cache's miss",
      server.miss,
      server.bareMiss,
    ),
    row(
      '`GET /api/search`, same text again',
      "the answer cache's hit (stored brotli bytes)",
      server.hit,
      server.bareMiss,
    ),
    row('baseline: bare server', 'node:http answering the very bytes ours did for each text', server.bareMiss),
    '',
    `- The forgiving search per keystroke: ${ms(core.ranking.p50)} ms at the median and ${ms(core.ranking.p95)} ms at p95, ${ratio(core.ranking.p50, core.today.p50)} / ${ratio(core.ranking.p95, core.today.p95)} today's «contains» ranking in the same run (${ms(core.today.p50)} / ${ms(core.today.p95)} ms). pg_trgm, for the outlets alone, takes ${ms(trigram.search.p50)} / ${ms(trigram.search.p95)} ms (${ratio(trigram.search.p50, core.ranking.p50)} / ${ratio(trigram.search.p95, core.ranking.p95)} the core's three groups). End to end on the server a new text answers within ${ms(server.miss.p95)} ms at p95: ${server.miss.p95 < BUDGET_MS ? 'inside' : 'NOT inside'} the issue's ${BUDGET_MS} ms for a keystroke at ${sources.outlets.length} outlets.`,
    `- Per keystroke the ranking takes ${ms(core.ranking.p50)} ms at the median and ${ms(core.ranking.p99)} ms at p99, ${ratio(core.ranking.p50, core.plain.p50)} the plain filter's median: it folds nothing per keystroke (the plain filter lower-cases every name every time) but scans keywords too. The issue's budget is ${BUDGET_MS} ms from the end of the 500 ms debounce to the paint; the core's share is ${core.ranking.p99 < BUDGET_MS ? 'well inside it' : 'NOT inside it'}.`,
    `- On the server a new text answers in ${ms(server.miss.p50)} ms at the median (p99 ${ms(server.miss.p99)}, ${ratio(server.miss.p50, server.bareMiss.p50)} a bare server's median), a repeated one in ${ms(server.hit.p50)} ms; answers are ${kb(server.answerBytes.p50)} at the median brotli'd (${kb(server.answerBytes.max)} at most). The first request of the city, which reads and folds its lists, took ${ms(server.coldMs)} ms; an index rebuilt after its ${facts.revalidationSeconds} s is built while requests keep the old one, so its read and fold (the two rows above) fall on no keystroke but may slow those that share the thread meanwhile (PGlite runs on the server's thread); the p99 and max of new texts include those moments.`,
    `- Answers: ${Object.entries(server.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')}. The hits of the last core round: ${core.hits} (the work is real).`,
  ].join('\n');
}

async function main(): Promise<void> {
  const bench = await startBenchServer();
  try {
    const { server, origin, cityId, startedAt: runStarted, loadBefore } = bench;
    // The top-up makes some outlets inactive or blocked, as the seed does: grow until `outlets` of them are listed.
    const scope = { countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId };
    let stored = outlets;
    await seedDatabase(server.deps.db, { outletsInCity: { cityId, count: stored } });
    let sources = await showcaseSearchSources(server.deps.db, scope);
    for (let step = 0; step < 5 && sources.outlets.length < outlets; step += 1) {
      stored = Math.ceil((stored * outlets) / Math.max(1, sources.outlets.length)) + 10;
      await seedDatabase(server.deps.db, { outletsInCity: { cityId, count: stored } });
      sources = await showcaseSearchSources(server.deps.db, scope);
    }
    const reads: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await showcaseSearchSources(server.deps.db, scope);
      reads.push(performance.now() - started);
    }
    const setupSeconds = (performance.now() - runStarted) / 1000;
    console.log(
      `${BENCH_CITY}: ${sources.outlets.length} outlets, ${sources.brands.length} brands, ${sources.shops.length} shops; ready after ${setupSeconds.toFixed(1)} s`,
    );
    const queries = keystrokes(sources, 21);
    const core = measureCore(sources, queries);
    console.log(
      `core: forgiving ranking p50 ${ms(core.ranking.p50)} / p95 ${ms(core.ranking.p95)} ms, today's p50 ${ms(core.today.p50)} / p95 ${ms(core.today.p95)} ms (${ratio(core.ranking.p95, core.today.p95)} at p95), plain filter p50 ${ms(core.plain.p50)} ms`,
    );
    const trigram = await measureTrigram(sources, queries);
    console.log(`pg_trgm: p50 ${ms(trigram.search.p50)} / p95 ${ms(trigram.search.p95)} ms`);
    const measured = await measureServer(origin, cityId, queries);
    console.log(
      `server: new text p50 ${ms(measured.miss.p50)} / p95 ${ms(measured.miss.p95)} / p99 ${ms(measured.miss.p99)} ms, bare p50 ${ms(measured.bareMiss.p50)} ms`,
    );
    const facts: RunFacts = {
      date: new Date().toISOString().slice(0, 10),
      loadBefore,
      loadAfter: loadavg(),
      setupSeconds,
      seconds: (performance.now() - runStarted) / 1000,
      revalidationSeconds: server.deps.config.publicCacheSeconds,
      storedOutlets: stored,
      readMs: spread(reads),
      sources,
      core,
      trigram,
      server: measured,
    };
    const section = report(facts);
    console.log(`\n${section}\n`);
    if (Object.keys(measured.statuses).some((status) => status !== '200')) {
      process.exitCode = 1;
      console.error('Some answers were not 200: the docs were left alone.');
      return;
    }
    if (!values['no-docs']) {
      writeFileSync(DOCS, replaceSection(readFileSync(DOCS, 'utf8'), HEADING, section));
      console.log('docs/benchmarks.md: «Search» section rewritten.');
    }
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
