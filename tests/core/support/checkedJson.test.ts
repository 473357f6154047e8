import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseCheckedJson } from '../../../core/support/checkedJson.ts';

const point = v.object({ lat: v.number(), lon: v.number() });

describe('parseCheckedJson', () => {
  it('gives the value the schema accepts', () => {
    expect(parseCheckedJson(point, '{"lat":55.75,"lon":37.62}')).toEqual({ lat: 55.75, lon: 37.62 });
  });

  it('reads no text, text that is not JSON and JSON the schema refuses as none', () => {
    expect(parseCheckedJson(point, null)).toBeNull();
    expect(parseCheckedJson(point, undefined)).toBeNull();
    expect(parseCheckedJson(point, '')).toBeNull();
    expect(parseCheckedJson(point, '{"lat":')).toBeNull();
    expect(parseCheckedJson(point, '{"lat":"55"}')).toBeNull();
    expect(parseCheckedJson(point, 'null')).toBeNull();
  });
});
