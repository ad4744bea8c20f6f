import { describe, expect, it } from 'vitest';
import { buttonText } from './button-text';

describe('buttonText', () => {
  it('spaces two Chinese characters alone, as antd writes a button', () => {
    expect(buttonText('登录')).toBe('登 录');
    expect(buttonText('登入')).toBe('登 入');
  });

  it('leaves any other text as it is', () => {
    expect(buttonText('Sign in')).toBe('Sign in');
    expect(buttonText('修改密码')).toBe('修改密码');
    expect(buttonText('登')).toBe('登');
  });
});
