declare module 'jsonexport/dist/index.js' {
  import jsonexport = require('jsonexport');
  export = jsonexport;
}
