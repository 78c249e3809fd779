declare module '*.css';

// stylis ships no types; the app only hands its prefixer to Emotion.
declare module 'stylis' {
  export const prefixer: import('@emotion/cache').StylisPlugin;
}
