import { describe, expect, it } from 'vitest';
import { transition } from './state';

const stk = (status: 'pending' | 'unknown' | 'completed' | 'failed' | 'rejected' | 'review') => ({
  status,
  method: 'mpesa_stk' as const,
  amount: 200,
});
const manual = (status: 'pending' | 'completed' | 'rejected') => ({ status, method: 'manual' as const, amount: 200 });

describe('payment transitions', () => {
  it('completes on result 0 with the right amount, creating the member', () => {
    expect(transition(stk('pending'), { type: 'result', resultCode: '0', amount: 200 })).toEqual({
      status: 'completed',
      createsMember: true,
    });
    expect(transition(stk('unknown'), { type: 'result', resultCode: '0' })).toEqual({ status: 'completed', createsMember: true });
  });

  it('a payment held for review is decided by an official only: M-Pesa answers change nothing', () => {
    expect(transition(stk('review'), { type: 'result', resultCode: '0' })).toBeNull();
    expect(transition(stk('review'), { type: 'result', resultCode: '1032' })).toBeNull();
    expect(transition(stk('review'), { type: 'timeout' })).toBeNull();
    expect(transition(stk('review'), { type: 'official-confirm' })).toEqual({ status: 'completed', createsMember: true });
    expect(transition(stk('review'), { type: 'official-reject' })).toEqual({ status: 'rejected', createsMember: false });
  });

  it('fails on any other code', () => {
    for (const code of ['1032', '1037', '1', '2001', 'SFC_IC0003']) {
      expect(transition(stk('pending'), { type: 'result', resultCode: code })).toEqual({
        status: 'failed',
        createsMember: false,
      });
    }
  });

  it('parks a wrong amount as unknown with a note, never completed', () => {
    const next = transition(stk('pending'), { type: 'result', resultCode: '0', amount: 1 });
    expect(next).toMatchObject({ status: 'unknown', createsMember: false });
    expect(next?.note).toMatch(/Amount mismatch/);
  });

  it('changes nothing once final: duplicates, late and out-of-order answers', () => {
    for (const status of ['completed', 'failed', 'rejected'] as const) {
      expect(transition(stk(status), { type: 'result', resultCode: '0' })).toBeNull();
      expect(transition(stk(status), { type: 'result', resultCode: '1032' })).toBeNull();
      expect(transition(stk(status), { type: 'timeout' })).toBeNull();
    }
  });

  it('times out pending to unknown, never to failed', () => {
    expect(transition(stk('pending'), { type: 'timeout' })).toMatchObject({ status: 'unknown', createsMember: false });
    expect(transition(stk('unknown'), { type: 'timeout' })).toBeNull();
  });

  it('lets officials settle payments of unknown outcome, M-Pesa prompts included', () => {
    expect(transition(stk('unknown'), { type: 'official-confirm' })).toEqual({ status: 'completed', createsMember: true });
    expect(transition(stk('unknown'), { type: 'official-reject' })).toEqual({ status: 'rejected', createsMember: false });
    expect(transition(stk('failed'), { type: 'official-confirm' })).toBeNull();
    expect(transition(stk('completed'), { type: 'official-reject' })).toBeNull();
  });

  it('lets officials decide pending manual payments, not pending prompts', () => {
    expect(transition(manual('pending'), { type: 'official-confirm' })).toEqual({ status: 'completed', createsMember: true });
    expect(transition(manual('pending'), { type: 'official-reject' })).toEqual({ status: 'rejected', createsMember: false });
    expect(transition(stk('pending'), { type: 'official-confirm' })).toBeNull();
    expect(transition(manual('pending'), { type: 'result', resultCode: '0' })).toBeNull();
    expect(transition(manual('completed'), { type: 'official-reject' })).toBeNull();
  });
});

describe('paybill transitions', () => {
  const paybill = (status: 'pending' | 'exception' | 'partial' | 'completed' | 'rejected') => ({
    status,
    method: 'manual' as const,
    amount: 200,
    channel: 'paybill' as const,
  });

  it('a matched paybill payment completes with its effect; M-Pesa prompt answers and timeouts never touch it', () => {
    expect(transition(paybill('pending'), { type: 'paybill-matched' })).toEqual({ status: 'completed', createsMember: true });
    expect(transition(paybill('pending'), { type: 'result', resultCode: '1032' })).toBeNull();
    expect(transition(paybill('pending'), { type: 'timeout' })).toBeNull();
    expect(transition(stk('pending'), { type: 'paybill-matched' })).toBeNull();
  });

  it('an unmatched one is settled by an official only: completed (assigned or donation) or rejected (to refund)', () => {
    expect(transition(paybill('exception'), { type: 'exception-settled', refund: false })).toEqual({
      status: 'completed',
      createsMember: true,
    });
    expect(transition(paybill('exception'), { type: 'exception-settled', refund: true })).toEqual({
      status: 'rejected',
      createsMember: false,
    });
    expect(transition(paybill('exception'), { type: 'official-confirm' })).toBeNull();
    expect(transition(paybill('exception'), { type: 'paybill-matched' })).toBeNull();
    expect(transition(paybill('completed'), { type: 'exception-settled', refund: true })).toBeNull();
    expect(transition(paybill('rejected'), { type: 'exception-settled', refund: false })).toBeNull();
  });

  it('a held partial completes without an effect of its own when the partials reach the fee', () => {
    expect(transition(paybill('partial'), { type: 'partials-reached' })).toEqual({ status: 'completed', createsMember: false });
    expect(transition(paybill('completed'), { type: 'partials-reached' })).toBeNull();
    expect(transition(paybill('partial'), { type: 'official-confirm' })).toBeNull();
  });
});
