declare module 'jsonexport/dist/index.js' {
  import jsonexport from 'jsonexport';
  export default jsonexport;
}
