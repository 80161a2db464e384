import { describe, expect, it } from 'vitest';
import { advance, currentScreen, startState, type MenuContext, type MenuState, type Step } from './menu';

const stranger: MenuContext = { isMember: false, chapters: ['Igembe Youth Voice', 'Tigania Youth Voice'] };
const member: MenuContext = { ...stranger, isMember: true };

/** Feeds answers one by one, stopping at the first action. */
function play(answers: string[], context = stranger, state: MenuState = startState('en')): Step {
  let step: Step = { state };
  for (const answer of answers) {
    step = advance(step.state, answer, context);
    if (step.action) break;
  }
  return step;
}

describe('the USSD menu', () => {
  it('opens on the language screen for a phone that never chose, on the main menu otherwise', () => {
    expect(currentScreen(startState(null))).toBe('language');
    expect(currentScreen(startState('sw'))).toBe('main');
  });

  it('chooses a language, asks again on a wrong answer, and switches with 9', () => {
    expect(advance(startState(null), '3', stranger).state.error).toBe('invalidChoice');
    const chosen = advance(startState(null), '2', stranger);
    expect(chosen).toMatchObject({ chosenLanguage: 'sw', state: { language: 'sw', stack: ['main'] } });
    expect(advance(chosen.state, '9', stranger)).toMatchObject({ chosenLanguage: 'en', state: { language: 'en' } });
  });

  it('joins in four screens after the menu, with the chapter by its number', () => {
    const step = play(['4', '31234567', '  Kendi   Mwiti ', '2', '1']);
    expect(step.action).toEqual({ kind: 'join', idNumber: '31234567', fullName: 'Kendi Mwiti', chapter: 'Tigania Youth Voice' });
  });

  it('asks the same screen again after a wrong answer, keeping what was typed', () => {
    const step = play(['4', '31234567', 'Kendi Mwiti', '3']);
    expect(currentScreen(step.state)).toBe('join_chapter');
    expect(step.state).toMatchObject({ error: 'invalidChoice', idNumber: '31234567' });
    expect(play(['4', '12'])).toMatchObject({ state: { error: 'idInvalid', stack: ['main', 'join_id'] } });
    expect(play(['4', '31234567', ' '])).toMatchObject({ state: { error: 'nameInvalid' } });
    expect(play(['4', 'x'.repeat(500)]).state.error).toBe('idInvalid');
  });

  it('goes back with 0 and to the main menu with 00, forgetting the error', () => {
    expect(play(['4', '31234567', '0']).state.stack).toEqual(['main', 'join_id']);
    expect(play(['4', '31234567', 'Kendi', '00']).state).toEqual({ language: 'en', stack: ['main'] });
    expect(play(['0']).state.stack).toEqual(['main']);
    expect(play(['4', 'bad', '0']).state.error).toBeUndefined();
  });

  it('gives a member their own jobs and a stranger the ID look-up', () => {
    expect(play(['1'], member).action).toEqual({ kind: 'show_membership' });
    expect(currentScreen(play(['1']).state)).toBe('lookup_id');
    expect(play(['1', '31234567']).action).toEqual({ kind: 'lookup', idNumber: '31234567' });
    expect(play(['2']).action).toEqual({ kind: 'not_on_file' });
    expect(play(['3']).action).toEqual({ kind: 'not_on_file' });
    expect(play(['3'], member).action).toEqual({ kind: 'send_number' });
    expect(play(['4'], member).action).toEqual({ kind: 'already_member' });
    expect(play(['5']).action).toEqual({ kind: 'events', events: [] });
  });

  it('lists events to choose from when one takes RSVPs, and ends as a list when none does', () => {
    const listed = [
      { id: 'e1', date: '2027-01-12', title: 'Forum', location: 'Maua', open: true, membersOnly: true },
      { id: 'e2', date: '2027-02-12', title: 'Planting', location: 'Maua', open: false, membersOnly: false },
      { id: 'e3', date: '2027-03-12', title: 'Workshop', location: 'Nkubu', open: true, membersOnly: false },
    ];
    const withEvents = { ...stranger, events: listed };
    const closed = listed.map((event) => ({ ...event, open: false }));
    expect(play(['5'], { ...stranger, events: closed }).action).toEqual({ kind: 'events', events: closed });
    expect(play(['5'], withEvents).state).toMatchObject({ stack: ['main', 'events'], events: listed });
    // A member RSVPs at once; a guest gives a name, or is refused a members-only event without one.
    expect(play(['5', '3'], { ...withEvents, isMember: true }).action).toEqual({ kind: 'rsvp', eventId: 'e3', name: null });
    expect(play(['5', '1'], withEvents).action).toEqual({ kind: 'rsvp', eventId: 'e1', name: null });
    expect(play(['5', '3', ' Kendi  Mwiti '], withEvents).action).toEqual({ kind: 'rsvp', eventId: 'e3', name: 'Kendi Mwiti' });
    // An event not taking RSVPs, a number not listed, a bad name: the same screen again.
    expect(play(['5', '2'], withEvents).state).toMatchObject({ error: 'invalidChoice', stack: ['main', 'events'] });
    expect(play(['5', '4'], withEvents).state.error).toBe('invalidChoice');
    expect(play(['5', '3', ' '], withEvents).state).toMatchObject({
      error: 'nameInvalid',
      stack: ['main', 'events', 'rsvp_name'],
    });
    expect(play(['5', '3', '0'], withEvents).state.stack).toEqual(['main', 'events']);
  });

  it('renews from the calling phone or a typed one, in canonical form', () => {
    expect(play(['2', '1'], member).action).toEqual({ kind: 'renew', payingPhone: null });
    expect(play(['2', '2', '0712 345 678'], member).action).toEqual({ kind: 'renew', payingPhone: '254712345678' });
    expect(play(['2', '2', '12345'], member).state.error).toBe('phoneInvalid');
  });
});
