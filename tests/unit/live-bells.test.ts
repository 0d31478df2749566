import { describe, expect, it } from 'vitest';
import { noticeIds } from '../../src/layout/bells/useLiveBells';

describe('the live bells stream reader', () => {
  it('reads the newest entry id of each notices event, and ignores retry lines and keep-alive comments', () => {
    const chunk = 'retry: 5000\n\nevent: notices\ndata: {"last":0}\n\n: keep-alive\n\nevent: notices\ndata: {"last":42}\n\n';
    expect(noticeIds(chunk)).toEqual([0, 42]);
    expect(noticeIds(': keep-alive\n\n')).toEqual([]);
  });
});
