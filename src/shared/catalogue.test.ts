import { describe, expect, it } from 'vitest';
import { catalogueFor } from './catalogue';
import { messages, type Messages } from './messages';

describe('the message catalogue', () => {
  it('gives the English texts for en-KE and by default', () => {
    expect(catalogueFor('en-KE')).toBe(messages);
    expect(catalogueFor()).toBe(messages);
    expect(catalogueFor().importDone(2)).toBe('2 members imported.');
  });

  it('holds the membership lifecycle texts beside the others', () => {
    expect(messages.codeWrong).toBe('The code is wrong or has expired.');
    expect(messages.renewalEarlyQuestion('22 November 2027')).toContain('until 22 November 2027');
  });

  it('lets another language give its own words for every key, and only for every key', () => {
    // Checked by the compiler (npm run typecheck): other words are fine, a missing key is not.
    const other: Messages = { ...messages, codeWrong: 'Nambari si sahihi au imeisha muda.', importDone: (n: number) => `${n}` };
    expect(other.codeWrong).not.toBe(messages.codeWrong);
    // @ts-expect-error a catalogue without every key is refused
    const incomplete: Messages = { codeWrong: 'Nambari si sahihi au imeisha muda.' };
    expect(Object.keys(incomplete)).toHaveLength(1);
  });
});
