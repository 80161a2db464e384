import { describe, expect, it } from 'vitest';
import { draftOf, MalformedDraftError } from './draft';

const registration = {
  idNumber: '12345678',
  fullName: 'Kendi Mwiti',
  phoneNumber: '254712345678',
  gender: 'female',
  email: null,
  chapterId: '00000000-0000-4000-8000-000000000000',
  chapterName: 'Imenti Youth Voice',
  photoId: null,
  consentAt: '2026-01-02T03:04:05.000Z',
  consentVersion: '2026-01',
  language: 'en',
};
const renewal = {
  fullName: 'Kendi Mwiti',
  membershipNumber: 'MYV-IM-2026-0001',
  chapterId: null,
  chapterName: null,
  renewalDateBefore: '2026-05-01',
};

describe('draftOf', () => {
  it('types a payment draft by its purpose', () => {
    const typed = draftOf({ id: 'p1', purpose: 'registration', draft: registration });
    expect(typed).toEqual({ purpose: 'registration', draft: registration });
    expect(draftOf({ id: 'p2', purpose: 'renewal', draft: renewal })).toEqual({ purpose: 'renewal', draft: renewal });
  });

  it('refuses a draft that is not what its purpose stores, naming fields but no personal data', () => {
    // A renewal's draft read as a registration's: the registrant's own fields are missing.
    expect(() => draftOf({ id: 'p3', purpose: 'registration', draft: renewal })).toThrow(MalformedDraftError);
    const bad = { ...registration, phoneNumber: 'not a phone', idNumber: 12345678 };
    let error: unknown;
    try {
      draftOf({ id: 'p4', purpose: 'registration', draft: bad });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MalformedDraftError);
    const message = (error as Error).message;
    expect(message).toContain('p4');
    expect(message).toContain('phoneNumber');
    expect(message).toContain('idNumber');
    expect(message).not.toContain('Kendi');
    expect(message).not.toContain('not a phone');
    expect(() => draftOf({ id: 'p5', purpose: 'renewal', draft: null })).toThrow(/renewal draft is malformed/);
  });
});
