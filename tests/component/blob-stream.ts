/**
 * jsdom's Blob (and so File) has no stream(), which the fetch layer reading an intercepted upload (msw hands the
 * request to undici) calls on each file of a form: without it, reading such a body never ends. This gives jsdom's
 * Blob the method, reading the bytes with jsdom's FileReader. Import it in a test file that uploads files.
 */
if (!('stream' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value: function stream(this: Blob) {
      const reader = new FileReader();
      return new ReadableStream<Uint8Array>({
        start: (controller) => {
          reader.onload = () => {
            controller.enqueue(new Uint8Array(reader.result as ArrayBuffer));
            controller.close();
          };
          reader.onerror = () => controller.error(reader.error);
          reader.readAsArrayBuffer(this);
        },
      });
    },
  });
}
