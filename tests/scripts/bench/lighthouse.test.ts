import { describe, expect, it } from 'vitest';
import {
  blame,
  categoryBlame,
  detailSummary,
  figuresOf,
  hostFiguresOf,
  performanceBlame,
} from '../../../scripts/bench/lighthouse.ts';
import { lighthouseReport } from './lighthouseReportFixture.ts';

describe('figuresOf: one Lighthouse run as bench:web reports it', () => {
  it('reads the four category scores out of 100 and LCP, TBT and CLS', () => {
    const figures = figuresOf(
      lighthouseReport({ scores: { performance: 0.934, accessibility: 1, 'best-practices': 0.96, seo: 0.92 } }),
    );
    expect(figures).toEqual({
      scores: { performance: 93, accessibility: 100, 'best-practices': 96, seo: 92 },
      lcpMs: 2100,
      tbtMs: 120,
      cls: 0.01,
    });
  });

  it('leaves a category Lighthouse could not score unmeasured rather than zero', () => {
    expect(figuresOf(lighthouseReport({ scores: { performance: null } })).scores.performance).toBeNaN();
  });

  it('stops on a run Lighthouse could not complete', () => {
    expect(() => figuresOf({ ...lighthouseReport(), runtimeError: { message: 'NO_FCP' } })).toThrow(
      'Lighthouse: NO_FCP',
    );
  });
});

describe('hostFiguresOf: how fast the host was and how much the main thread worked (issue 31 §8)', () => {
  it("reads Lighthouse's benchmarkIndex and the main thread's total work", () => {
    expect(hostFiguresOf(lighthouseReport({ benchmarkIndex: 812.5, mainThreadMs: 1530 }))).toEqual({
      benchmarkIndex: 812.5,
      mainThreadMs: 1530,
    });
  });

  it('leaves a figure the report lacks unmeasured rather than zero', () => {
    const { environment: _environment, ...withoutEnvironment } = lighthouseReport();
    const { 'mainthread-work-breakdown': _work, ...audits } = withoutEnvironment.audits;
    const figures = hostFiguresOf({ ...withoutEnvironment, audits });
    expect(figures.benchmarkIndex).toBeNaN();
    expect(figures.mainThreadMs).toBeNaN();
  });
});

describe('categoryBlame: the audits that cost accessibility, best practices or SEO points', () => {
  const report = lighthouseReport({
    refs: {
      seo: [
        { id: 'meta-description', weight: 1 },
        { id: 'document-title', weight: 1 },
        { id: 'structured-data', weight: 0 },
      ],
      'best-practices': [{ id: 'errors-in-console', weight: 1 }],
    },
    audits: [
      {
        id: 'meta-description',
        title: 'Document does not have a meta description',
        score: 0,
        scoreDisplayMode: 'binary',
        details: { items: [{ node: { snippet: '<head>' } }] },
      },
      { id: 'document-title', title: 'Document has a `<title>` element', score: 1, scoreDisplayMode: 'binary' },
      { id: 'structured-data', title: 'Structured data is valid', score: null, scoreDisplayMode: 'manual' },
      {
        id: 'errors-in-console',
        title: 'Browser errors were logged to the console',
        score: 0,
        scoreDisplayMode: 'binary',
        details: {
          items: [
            {
              source: 'network',
              description: 'Failed to load resource: the server responded with a status of 404 ()',
              sourceLocation: { url: 'http://127.0.0.1/x' },
            },
          ],
        },
      },
    ],
  });

  it('lists the failing weighted audits with the elements they name, not the passing or unscored ones', () => {
    expect(categoryBlame(report, 'seo')).toEqual(['Document does not have a meta description — `<head>`']);
  });

  it('quotes console errors by their message', () => {
    expect(blame(report, 'best-practices')).toEqual([
      'Browser errors were logged to the console — Failed to load resource: the server responded with a status of 404 ()',
    ]);
  });
});

describe('performanceBlame: what keeps the performance score down', () => {
  it('names weak metrics first, then failing audits by their estimated saving, with the files they blame', () => {
    const report = lighthouseReport({
      refs: {
        performance: [
          { id: 'total-blocking-time', weight: 30, group: 'metrics' },
          { id: 'render-blocking-insight', weight: 0 },
          { id: 'unused-javascript', weight: 0 },
        ],
      },
      audits: [
        {
          id: 'total-blocking-time',
          title: 'Total Blocking Time',
          score: 0.45,
          scoreDisplayMode: 'numeric',
          numericValue: 662,
          displayValue: '660 ms',
        },
        {
          id: 'unused-javascript',
          title: 'Reduce unused JavaScript',
          score: 0.5,
          scoreDisplayMode: 'metricSavings',
          displayValue: 'Est savings of 40 KiB',
          details: {
            overallSavingsMs: 150,
            items: [{ url: 'http://127.0.0.1:1/assets/index.js', wastedBytes: 40960 }],
          },
        },
        {
          id: 'render-blocking-insight',
          title: 'Render-blocking requests',
          score: 0,
          scoreDisplayMode: 'metricSavings',
          metricSavings: { FCP: 189 },
          details: { items: [{ url: 'http://127.0.0.1:1/assets/index.css', wastedMs: 189 }] },
        },
      ],
    });
    expect(performanceBlame(report)).toEqual([
      'metric Total Blocking Time: 660 ms (score 45)',
      'Render-blocking requests — /assets/index.css (189 ms)',
      'Reduce unused JavaScript: Est savings of 40 KiB — /assets/index.js (40 KiB)',
    ]);
  });
});

describe('detailSummary: what an audit points at, in one line', () => {
  it('reads a checklist that is the whole of the details (document latency), naming the failed checks', () => {
    const details = {
      type: 'checklist',
      items: {
        noRedirects: { label: 'Avoids redirects', value: true },
        usesCompression: { label: 'Applies text compression', value: false },
      },
    };
    expect(detailSummary(details)).toBe('✗ Applies text compression');
  });

  it('reads the entries of a list of tables and elements', () => {
    const details = {
      type: 'list',
      items: [
        { type: 'table', items: [{ url: 'http://127.0.0.1:1/assets/a.js', wastedMs: 80 }] },
        { type: 'node', snippet: '<h1>' },
      ],
    };
    expect(detailSummary(details)).toBe('/assets/a.js (80 ms); `<h1>`');
  });

  it('says nothing for an audit without details', () => {
    expect(detailSummary(undefined)).toBe('');
  });
});

describe('detailSummary of the network dependency tree', () => {
  it('gives the longest request chain and leaves out the sections of general advice', () => {
    const details = {
      type: 'list',
      items: [
        { type: 'list-section', value: { type: 'network-tree', chains: {}, longestChain: { duration: 542 } } },
        {
          type: 'list-section',
          title: 'Preconnected origins',
          description: '[preconnect](https://developer.chrome.com/…) hints help…',
          value: { type: 'text', value: 'no origins were preconnected' },
        },
      ],
    };
    expect(detailSummary(details)).toBe('longest chain 542 ms');
  });
});
