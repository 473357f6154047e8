/** The real xstate under the name the widget build's `xstateLean.ts` imports it by. */
declare module 'xstate-real' {
  export * from 'xstate';
}
