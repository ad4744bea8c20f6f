import { describe, expect, it } from 'vitest';
import { buildUploadForm, contentTypeOf, fileProblem, readUploadAnswer, uploadPercent } from './upload-form';

describe('buildUploadForm', () => {
  it('puts every policy field first, in order, and the file last as `file`', () => {
    const form = buildUploadForm({ key: 'a/b.png', 'Content-Type': 'image/png', policy: 'p', signature: 's' }, new Blob(['x']), 'b.png');
    const keys = [...form.keys()];
    expect(keys).toEqual(['key', 'Content-Type', 'policy', 'signature', 'file']);
    expect(form.get('policy')).toBe('p');
    expect((form.get('file') as File).name).toBe('b.png');
  });
});

describe('uploadPercent', () => {
  it('counts whole percent and stays below 100 until the answer', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(200, 200)).toBe(99);
    expect(uploadPercent(10, 0)).toBe(0);
  });
});

describe('upload rules', () => {
  it('guesses a missing content type from the extension', () => {
    expect(contentTypeOf('a.JPG', '')).toBe('image/jpeg');
    expect(contentTypeOf('a.png', 'image/png')).toBe('image/png');
    expect(contentTypeOf('a.xyz', '')).toBe('application/octet-stream');
  });
  it('refuses wrong formats and files over 2048 KB before any call', () => {
    expect(fileProblem('face', { name: 'a.pdf', size: 10, type: 'application/pdf' })).toBe('validation.upload.type');
    expect(fileProblem('face', { name: 'a.png', size: 2048 * 1024 + 1, type: 'image/png' })).toBe('validation.upload.size');
    expect(fileProblem('face', { name: 'a.png', size: 2048 * 1024, type: 'image/png' })).toBeNull();
  });
});

describe('readUploadAnswer', () => {
  it('reads the envelope of the local driver', () => {
    expect(readUploadAnswer(200, JSON.stringify({ code: 200, txt: '', data: { path: 'k/1.png' } }))).toEqual({ ok: true, path: 'k/1.png' });
    expect(readUploadAnswer(422, JSON.stringify({ code: 422, txt: 'bad', data: null }))).toEqual({ ok: false, status: 422, txt: 'bad' });
  });
  it('takes a bare 2xx of a storage service as sent', () => {
    expect(readUploadAnswer(204, '')).toEqual({ ok: true, path: null });
    expect(readUploadAnswer(403, '<Error/>')).toEqual({ ok: false, status: 403, txt: '' });
  });
});
