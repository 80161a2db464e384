/**
 * One upload's pixels at a time, for the whole process. Decoding and re-encoding a large photo
 * takes hundreds of MB and all of a core (sharp uses every core it is given): several at once
 * multiplied the memory (three long PNG strips reached 2.4 GB) and starved the thread that
 * answers requests. Uploads wait their turn instead; each waits only for the ones before it.
 */
import sharp from 'sharp';

// One libvips thread per image: with two cores, the other is left to the thread that answers
// requests (and to the HEIC worker), so a 23.5 MP re-encode slows itself rather than the site.
// No operation cache: a server never re-encodes the same input, and the cache's tens of MB stayed
// resident after an attack ended (docs/photos.md).
sharp.concurrency(1);
sharp.cache(false);

let last: Promise<unknown> = Promise.resolve();

/** Runs `task` after every task queued before it has settled (fulfilled or not). */
export function oneImageAtATime<T>(task: () => Promise<T>): Promise<T> {
  const turn = last.then(task, task);
  last = turn.catch(() => undefined);
  return turn;
}
