/** A stylesheet imported as its text (webpack `asset/source`, vite `?raw`). */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
