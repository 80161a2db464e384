/** The part of jsdom the tests use to parse a rendered page: the package ships no types of its own. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
