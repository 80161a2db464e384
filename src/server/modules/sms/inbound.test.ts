import { describe, expect, it } from 'vitest';
import { inboundAction } from './inbound';

describe('inboundAction', () => {
  it('reads STOP and START by the first word, in any case, with punctuation around it', () => {
    for (const text of ['STOP', 'stop', ' Stop ', 'STOP.', 'stop please', 'STOPALL', 'Unsubscribe'])
      expect(inboundAction(text), text).toBe('opt_out');
    for (const text of ['START', 'start', 'Start!', 'subscribe me']) expect(inboundAction(text), text).toBe('opt_in');
  });

  it('keeps every other text as a message, even one that mentions stop later or runs the word on', () => {
    for (const text of ['', '   ', 'Please stop', 'STOPPED', 'starting a chapter?', 'When is the meeting?', '0712345678'])
      expect(inboundAction(text), text).toBe('message');
  });
});
