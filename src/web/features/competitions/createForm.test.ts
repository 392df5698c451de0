import { describe, expect, it } from 'vitest';
import { addDays, checkCreateForm, checkJoinCode, emptyCreateForm } from './createForm';

const TODAY = '2026-03-11';
const form = (change: Partial<ReturnType<typeof emptyCreateForm>> = {}) => ({
  ...emptyCreateForm(TODAY),
  name: 'Spring challenge',
  ...change,
});

describe('the "Create a game" form', () => {
  it('starts as a private four-week game from today with the default rules, and sends it as typed', () => {
    const checked = checkCreateForm(form({ startingCash: '$25,000' }), TODAY);
    expect(checked.errors).toEqual({});
    expect(checked.body).toEqual({
      name: 'Spring challenge',
      startDate: TODAY,
      endDate: addDays(TODAY, 28),
      startingCash: 25_000,
      visibility: 'private',
      classroom: false,
      rules: {
        orderTypes: ['market', 'limit', 'stop', 'stop-limit'],
        advancedOrders: true,
        shorting: false,
        options: false,
        maxPositionPercent: 100,
        minSharePrice: 0,
        commission: 0,
      },
    });
  });

  it('gives each wrong field the server’s own message', () => {
    const checked = checkCreateForm(
      form({
        name: ' ab ',
        startingCash: '500',
        orderTypes: [],
        maxPositionPercent: '150',
        minSharePrice: '-1',
        commission: '75',
      }),
      TODAY,
    );
    expect(checked.body).toBeNull();
    expect(checked.errors).toEqual({
      name: 'Give the competition a name of at least 3 characters',
      startingCash: 'Starting cash must be at least $1,000',
      orderTypes: 'Allow at least one order type',
      maxPositionPercent: 'The largest position can be at most 100% of the portfolio',
      minSharePrice: 'The lowest share price cannot be negative',
      commission: 'The commission can be at most $50 a trade',
    });
  });

  it('says what is missing or not a number', () => {
    const checked = checkCreateForm(
      form({ name: '', startingCash: '', maxPositionPercent: 'lots', startDate: '', endDate: '' }),
      TODAY,
    );
    expect(checked.errors).toEqual({
      name: 'Give the competition a name of at least 3 characters',
      startingCash: 'Enter the starting cash',
      maxPositionPercent: 'The largest position must be a number (percent)',
      startDate: 'Choose a start date',
      endDate: 'Choose an end date',
    });
  });

  it('refuses cents, too much cash and a name over 60 characters', () => {
    expect(checkCreateForm(form({ startingCash: '1000.50' }), TODAY).errors.startingCash).toBe(
      'Starting cash must be whole dollars',
    );
    expect(checkCreateForm(form({ startingCash: '20,000,000' }), TODAY).errors.startingCash).toBe(
      'Starting cash can be at most $10,000,000',
    );
    expect(checkCreateForm(form({ name: 'x'.repeat(61) }), TODAY).errors.name).toBe(
      'The name can be at most 60 characters',
    );
  });

  it('checks the dates as the server does: not in the past, end after start, at most a year', () => {
    expect(checkCreateForm(form({ startDate: '2026-03-10' }), TODAY).errors).toEqual({
      startDate: 'The start date cannot be in the past.',
    });
    expect(checkCreateForm(form({ endDate: TODAY }), TODAY).errors).toEqual({
      endDate: 'The end date must be after the start date.',
    });
    expect(checkCreateForm(form({ endDate: addDays(TODAY, 400) }), TODAY).errors).toEqual({
      endDate: 'A competition can last at most 366 days.',
    });
  });
});

describe('joining with a code', () => {
  it('asks for a code, refuses a long one and lets the server judge the rest', () => {
    expect(checkJoinCode('  ')).toBe('Enter the invite code');
    expect(checkJoinCode('A'.repeat(21))).toBe('That code is too long');
    expect(checkJoinCode('abcd-2345')).toBeNull();
  });
});
