/**
 * A button's text as antd writes it: two Chinese characters alone get a space between them ('登 录'),
 * as antd's Button does by default.
 */
export function buttonText(text: string): string {
  return /^\p{Script=Han}{2}$/u.test(text) ? `${text[0]} ${text[1]}` : text;
}
