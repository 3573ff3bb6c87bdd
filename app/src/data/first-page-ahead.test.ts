import { describe, expect, it, vi } from 'vitest';
import { firstPageAhead } from './first-page-ahead';
import { invalidate, SESSION_TAG } from './resource';

describe('firstPageAhead', () => {
  it('hands the answer asked ahead to the first request of the same key, once', async () => {
    const ahead = firstPageAhead<string[]>();
    const ask = vi.fn(async () => ['Calacatta', 'Travertino']);
    ahead.start('{"brandId":null}', ask);
    expect(ask).toHaveBeenCalledTimes(1);
    await expect(ahead.take('{"brandId":null}')).resolves.toEqual(['Calacatta', 'Travertino']);
    expect(ahead.take('{"brandId":null}')).toBeUndefined();
  });

  it('gives nothing for another key, and drops what it had', () => {
    const ahead = firstPageAhead<string[]>();
    ahead.start('{"brandId":null}', async () => []);
    expect(ahead.take('{"brandId":2}')).toBeUndefined();
    expect(ahead.take('{"brandId":null}')).toBeUndefined();
  });

  it('gives nothing once the session has changed (another region or user)', () => {
    const ahead = firstPageAhead<string[]>();
    ahead.start('{"brandId":null}', async () => ['a guest’s page']);
    invalidate(SESSION_TAG);
    expect(ahead.take('{"brandId":null}')).toBeUndefined();
  });
});
