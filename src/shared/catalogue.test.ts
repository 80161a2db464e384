import { describe, expect, it } from 'vitest';
import { catalogueFor } from './catalogue';
import { messages, type Messages } from './messages';
import { serverMessages } from './server-messages';

describe('the message catalogue', () => {
  it('gives the English texts for en-KE and by default, the public ones and the server-only ones', () => {
    expect(catalogueFor('en-KE')).toEqual({ ...messages, ...serverMessages });
    expect(catalogueFor()).toBe(catalogueFor('en-KE'));
    expect(catalogueFor().importDone(2)).toBe('2 members imported.');
    expect(catalogueFor().phoneInvalid).toBe(messages.phoneInvalid);
  });

  it('keeps each key in one catalogue only, so no text has two sources', () => {
    const both = Object.keys(serverMessages).filter((key) => key in messages);
    expect(both).toEqual([]);
  });

  it('holds the membership lifecycle texts beside the others', () => {
    expect(serverMessages.codeWrong).toBe('The code is wrong or has expired.');
    expect(messages.renewalEarlyQuestion('22 November 2027')).toContain('until 22 November 2027');
  });

  it('lets another language give its own words for every key, and only for every key', () => {
    // Checked by the compiler (npm run typecheck): other words are fine, a missing key is not.
    const other: Messages = { ...messages, phoneInvalid: 'Weka nambari ya simu sahihi.', promptRetryIn: (n: number) => `${n}` };
    expect(other.phoneInvalid).not.toBe(messages.phoneInvalid);
    // @ts-expect-error a catalogue without every key is refused
    const incomplete: Messages = { phoneInvalid: 'Weka nambari ya simu sahihi.' };
    expect(Object.keys(incomplete)).toHaveLength(1);
  });
});
