import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { envelope, signIn } from './test-app.js';

export interface Answer<T = unknown> {
  status: number;
  code: number;
  txt: string;
  data: T;
}

/** A signed-in client of the real server, speaking the envelope; `lang` defaults to English. */
export class ApiClient {
  constructor(
    private readonly app: FastifyInstance,
    readonly token: string | undefined,
    private readonly lang = 'en_US',
  ) {}

  static async as(app: FastifyInstance, userName: string, appType: number, password = 'Demo_1234') {
    return new ApiClient(app, await signIn(app, userName, appType, password));
  }

  private url(path: string) {
    return `${path}${path.includes('?') ? '&' : '?'}lang=${this.lang}`;
  }

  private headers() {
    return this.token ? { authorization: `Bearer ${this.token}` } : {};
  }

  async get<T = unknown>(path: string): Promise<Answer<T>> {
    const res = await this.app.inject({ method: 'GET', url: this.url(path), headers: this.headers() });
    return { status: res.statusCode, ...(envelope(res) as Omit<Answer<T>, 'status'>) };
  }

  async post<T = unknown>(path: string, payload: object = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const res = await this.app.inject({ method: 'POST', url: this.url(path), headers: { ...this.headers(), ...headers }, payload });
    return { status: res.statusCode, ...(envelope(res) as Omit<Answer<T>, 'status'>) };
  }

  /** A raw response (for binary answers such as xlsx). */
  raw(method: 'GET' | 'POST', path: string, payload?: object) {
    return this.app.inject({ method, url: this.url(path), headers: this.headers(), ...(payload ? { payload } : {}) });
  }

  /** Succeeds or fails the test with the server's own words. */
  async ok<T = unknown>(answer: Promise<Answer<T>>): Promise<T> {
    const a = await answer;
    expect(a.code, `${a.txt} ${JSON.stringify(a.data)}`).toBe(200);
    return a.data;
  }
}

export interface Page<T> {
  records: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}
