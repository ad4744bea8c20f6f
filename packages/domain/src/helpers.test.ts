import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-path.js';
import { percentage } from './numbers.js';

describe('percentage', () => {
  it('returns 0 on a zero denominator and rounds to 2 decimals', () => {
    expect(percentage(3, 0)).toBe(0);
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(2, 3)).toBe(66.67);
    expect(percentage(5, 5)).toBe(100);
  });
});

describe('imageUrl', () => {
  const host = 'https://media.example.cn/';
  it('leaves empty and short paths alone', () => {
    expect(imageUrl('', host)).toBe('');
    expect(imageUrl(null, host)).toBe('');
    expect(imageUrl('a.png', host)).toBe('a.png');
  });
  it('keeps paths that already have a scheme', () => {
    expect(imageUrl('https://x.cn/a.png', host)).toBe('https://x.cn/a.png');
    expect(imageUrl('data:image/png;base64,AAA', host)).toBe('data:image/png;base64,AAA');
  });
  it('prefixes the rest with the media host', () => {
    expect(imageUrl('KG0001/20261122/face/1.png', host)).toBe('https://media.example.cn/KG0001/20261122/face/1.png');
    expect(imageUrl('/KG0001/a.png', host)).toBe('https://media.example.cn/KG0001/a.png');
  });
});
