// The demo page's frame-time figure: the mean of the last frames only.
import { describe, expect, it } from 'vitest';
import { FrameTimes } from '../src/demo/frame-times.js';

describe('FrameTimes', () => {
  it('averages the last frames of its window and forgets older ones', () => {
    const times = new FrameTimes(3);
    expect(times.count).toBe(0);
    expect(times.mean).toBeNaN();
    times.add(30);
    expect([times.count, times.mean]).toEqual([1, 30]);
    for (const ms of [3, 6, 9]) times.add(ms);
    expect([times.count, times.mean]).toEqual([3, 6]);
  });
});
