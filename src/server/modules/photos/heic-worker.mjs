// Decodes one HEIC photo in a worker thread and exits (heic.ts starts it). Plain JavaScript, so
// the same file runs from the sources (tests, dev) and beside the server bundle in dist/.
// libheif in WebAssembly computes on the thread that calls it and its memory only ever grows:
// here it blocks no request, and the whole heap goes back to the system when the thread ends.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

const image = await decode({ buffer: workerData });
// The pixels are moved to the main thread, not copied (about 4 bytes a pixel).
parentPort.postMessage({ width: image.width, height: image.height, data: image.data }, [image.data.buffer]);
