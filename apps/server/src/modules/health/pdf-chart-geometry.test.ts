import { describe, expect, it } from 'vitest';
import { bands, barThickness, fitsOnPage, formatTick, labelEvery, labelledIndices, niceScale, niceStep, plotArea, project, splitRow, stepDecimals } from './pdf-chart-geometry.js';

describe('a chart axis', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten, never less than asked', () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(13.75)).toBe(20);
    expect(niceStep(0.125)).toBe(0.2);
    expect(niceStep(0.44)).toBe(0.5);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(0)).toBe(1);
    expect(stepDecimals(0.2)).toBe(1);
    expect(stepDecimals(0.25)).toBe(2);
    expect(stepDecimals(5)).toBe(0);
  });

  it('holds counts from zero in whole steps, with round ends', () => {
    expect(niceScale([80, 4, 2, 3, 5], { includeZero: true, integer: true })).toEqual({ min: 0, max: 80, step: 20, ticks: [0, 20, 40, 60, 80] });
    expect(niceScale([3, 1, 0, 1, 2, 0, 1], { includeZero: true, integer: true })).toEqual({ min: 0, max: 3, step: 1, ticks: [0, 1, 2, 3] });
    // Zero everywhere still gives a usable axis rather than a division by zero.
    expect(niceScale([0, 0, 0], { includeZero: true, integer: true })).toEqual({ min: 0, max: 1, step: 1, ticks: [0, 1] });
  });

  it('fits measured values with room around them, and round ticks free of float noise', () => {
    const eyes = niceScale([4.9, 5, 5, 5, 5.1])!;
    expect(eyes.min).toBeLessThan(4.9);
    expect(eyes.max).toBeGreaterThan(5.1);
    expect(eyes.ticks).toEqual([4.8, 4.9, 5, 5.1, 5.2]);
    const heights = niceScale([105.2, 107.1])!;
    expect(heights.ticks).toEqual([105, 106, 107, 108]);
    for (const tick of niceScale([0.1, 0.7])!.ticks) expect(String(tick)).toMatch(/^\d+(\.\d)?$/);
  });

  it('puts a single reading mid-axis', () => {
    const one = niceScale([105.2])!;
    expect(one.min).toBeLessThan(105.2);
    expect(one.max).toBeGreaterThan(105.2);
    expect(one.ticks).toEqual([95, 100, 105, 110, 115]);
    expect(niceScale([17.6])!.ticks).toEqual([16.5, 17, 17.5, 18, 18.5]);
  });

  it('is absent when there is nothing to show', () => {
    expect(niceScale([])).toBeNull();
    expect(niceScale([null, null])).toBeNull();
    expect(niceScale([null, 5, Number.NaN])!.ticks.length).toBeGreaterThan(1);
  });

  it('labels ticks with the decimals of its step', () => {
    const scale = niceScale([4.9, 5.1])!;
    expect(scale.ticks.map((t) => formatTick(t, scale))).toEqual(['4.8', '4.9', '5.0', '5.1', '5.2']);
  });

  it('places values between two coordinates, upside down for the page, held within the ends', () => {
    const scale = { min: 0, max: 80, step: 20, ticks: [0, 20, 40, 60, 80] };
    expect(project(0, scale, 300, 100)).toBe(300);
    expect(project(80, scale, 300, 100)).toBe(100);
    expect(project(20, scale, 300, 100)).toBe(250);
    expect(project(120, scale, 300, 100)).toBe(100);
    expect(project(-5, scale, 300, 100)).toBe(300);
  });
});

describe('a chart layout', () => {
  it('splits a span into equal bands with the bar a share of its band, up to a maximum', () => {
    expect(bands(4, 100, 300)).toEqual({ centers: [125, 175, 225, 275], width: 50 });
    expect(bands(0, 100, 300)).toEqual({ centers: [], width: 0 });
    expect(barThickness(50, 36)).toBe(30);
    expect(barThickness(100, 36)).toBe(36);
  });

  it('thins out labels that would overlap, always keeping the latest', () => {
    expect(labelEvery(60, 40)).toBe(1);
    expect(labelEvery(23, 40)).toBe(2);
    expect(labelEvery(10, 40)).toBe(5);
    expect(labelledIndices(5, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(labelledIndices(7, 3)).toEqual([0, 3, 6]);
    // The last (10) is too close to 9, which gives way to it.
    expect(labelledIndices(11, 3)).toEqual([0, 3, 6, 10]);
    expect(labelledIndices(2, 3)).toEqual([1]);
    expect(labelledIndices(0, 2)).toEqual([]);
  });

  it('keeps the plot inside its box and boxes inside the row', () => {
    expect(plotArea({ x: 48, y: 100, width: 300, height: 150 }, { top: 22, right: 12, bottom: 20, left: 30 })).toEqual({ x: 78, y: 122, width: 258, height: 108 });
    expect(plotArea({ x: 0, y: 0, width: 20, height: 20 }, { top: 22, right: 12, bottom: 20, left: 30 })).toMatchObject({ width: 0, height: 0 });
    const row = splitRow(48, 499.28, 2, 12);
    expect(row[0]).toEqual({ x: 48, width: 243.64 });
    expect(row[1]!.x + row[1]!.width).toBeCloseTo(48 + 499.28);
  });

  it('starts a new page when a chart would pass the bottom margin', () => {
    const bottom = 841.89 - 48;
    expect(fitsOnPage(600, 150, bottom)).toBe(true);
    expect(fitsOnPage(700, 150, bottom)).toBe(false);
  });
});
