import { describe, expect, it } from 'vitest';
import { hasRichContent, sanitizeRichText } from './sanitize.js';

const HOST = '/files';
const OWN = '/files/K0001/20261126/notice/1764140000000-abcdefghijklmnop.png';
const clean = (html: string, host = HOST) => sanitizeRichText(html, host);

describe('sanitizeRichText', () => {
  it('keeps structure, emphasis, lists and headings as written', () => {
    const html = '<h2>Sports day</h2><p><strong>Bring</strong> <em>water</em> and <u>a hat</u></p><ul><li>9:00</li></ul><ol><li>one</li></ol><blockquote>quiet</blockquote>';
    expect(clean(html)).toBe(html);
  });

  it('drops a script with its content, whatever its case', () => {
    expect(clean('<p>a</p><script>alert(1)</script><SCRIPT src="//x.example/x.js"></SCRIPT><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('drops event and style attributes', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x">hi</p><img src="' + OWN + '" onerror="alert(1)">')).toBe(`<p>hi</p><img src="${OWN}" />`);
  });

  it('keeps an http(s) or mailto link, opened apart without the opener', () => {
    expect(clean('<a href="https://example.org/a?b=1&amp;c=2" target="_self" onclick="x()">site</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">site</a>',
    );
    expect(clean('<a href="mailto:office@example.org">mail</a>')).toBe('<a href="mailto:office@example.org" rel="noopener noreferrer" target="_blank">mail</a>');
  });

  it('keeps only the text of a javascript:, data: or relative link, however it is spelt', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '/admin',
      '//evil.example/x',
    ]) {
      expect(clean(`<p><a href="${href}">click</a></p>`), href).toBe('<p><a>click</a></p>');
    }
  });

  it('closes a link kept after a refused one as a link', () => {
    expect(clean('<p><a href="javascript:x()">a</a> <a href="https://example.org">b</a></p>')).toBe(
      '<p><a>a</a> <a href="https://example.org" rel="noopener noreferrer" target="_blank">b</a></p>',
    );
  });

  it('drops a data: image and an image of another host, keeps one of its own storage', () => {
    expect(clean('<p><img src="data:image/png;base64,iVBORw0KGgo="></p>')).toBe('<p></p>');
    expect(clean('<p><img src="https://evil.example/files/K0001/20261126/notice/1764140000000-abcdefghijklmnop.png"></p>')).toBe('<p></p>');
    expect(clean(`<p><img src="${OWN}" alt="garden"></p>`)).toBe(`<p><img src="${OWN}" alt="garden" /></p>`);
  });

  it('takes the S3 public base as its own storage when configured, and never a private module', () => {
    const s3 = 'https://s3.example.com/kg-bucket';
    const path = 'K0001/20261126/notice/1764140000000-abcdefghijklmnop.jpg';
    expect(clean(`<img src="${s3}/${path}">`, s3)).toBe(`<img src="${s3}/${path}" />`);
    expect(clean(`<img src="${s3}/${path}">`, HOST)).toBe('');
    expect(clean('<img src="/files/K0001/20261126/health-check/1764140000000-abcdefghijklmnop.jpg">')).toBe('');
    expect(clean('<img src="/files/../secrets/1764140000000-abcdefghijklmnop.jpg">')).toBe('');
  });

  it('leaves nothing runnable of nested tricks', () => {
    const out = clean(
      '<scr<script>ipt>alert(1)</scr</script>ipt><p>ok</p><<img src=x onerror=alert(1)>svg onload=alert(1)><svg><script>alert(2)</script></svg><iframe src="https://example.org"></iframe><style>p{}</style>',
    );
    // What is left of the tricks is text (escaped): the only tag is the paragraph.
    expect(out.replace(/<\/?p>/g, '')).not.toContain('<');
    expect(out).toContain('<p>ok</p>');
  });
});

describe('hasRichContent', () => {
  it('is false for empty paragraphs and spaces, true for text or a picture', () => {
    expect(hasRichContent('<p></p><p>&nbsp; </p><br />')).toBe(false);
    expect(hasRichContent('<p>a</p>')).toBe(true);
    expect(hasRichContent(`<p><img src="${OWN}" /></p>`)).toBe(true);
  });
});
