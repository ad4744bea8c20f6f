import { describe, expect, it } from 'vitest';
import { onApi, uploadTarget } from './uploads';

describe('upload addresses', () => {
  it('puts API-relative hosts on the API base and leaves storage addresses alone', () => {
    expect(onApi('/files')).toBe('/files');
    expect(onApi('https://cdn.example.com/kg')).toBe('https://cdn.example.com/kg');
    expect(onApi('//cdn.example.com')).toBe('//cdn.example.com');
  });
  it("asks the local driver in the reader's language and posts to a storage service as given", () => {
    expect(uploadTarget('/sys/upload/local')).toMatch(/^\/sys\/upload\/local\?lang=/);
    expect(uploadTarget('https://bucket.s3.example.com/')).toBe('https://bucket.s3.example.com/');
  });
});
