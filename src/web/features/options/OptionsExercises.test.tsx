import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { optionsCourse } from '../../../content/catalogue';
import { renderAtPath } from '../../test-router';
import { OptionsExercises } from './OptionsExercises';

const course = optionsCourse!;
const exercise = (id: string) => course.exercises.filter((x) => x.id === id);

function renderExercises(ids: string[]) {
  renderAtPath('/c', {
    '/c': () => <OptionsExercises exercises={course.exercises.filter((x) => ids.includes(x.id))} />,
  });
}

const set = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the options calculator', () => {
  it('prices a deep in-the-money put American style, so intrinsic + time value adds up to the price', async () => {
    renderExercises(['options-calculator']);
    await screen.findByLabelText('Stock price S ($)');
    set('Stock price S ($)', '80');
    set('Strike K ($)', '110');
    fireEvent.click(screen.getByRole('button', { name: 'Put' }));
    // European Black–Scholes gives $29.55 here, below the $30 a holder gets by exercising now.
    expect(screen.getByTestId('calc-split').textContent).toBe(
      'Put price $30.00 a share ($3,000.00 a contract) = intrinsic $30.00 + time value $0.00',
    );
    expect(
      screen.getByText(/European Black–Scholes price, exercise at expiry only, is \$29\.55/),
    ).toBeTruthy();
    const buyer = screen.getByTestId('calc-buyer');
    expect(buyer.textContent).toMatch(/Breakeven at expiry, if bought at \$30\.00\$80\.00/);
    expect(buyer.textContent).toMatch(/Most a buyer can lose\$3,000\.00 a contract/);
  });

  it('shows a call’s breakeven as strike + price and no European note when the two prices agree', async () => {
    renderExercises(['options-calculator']);
    await screen.findByLabelText('Stock price S ($)');
    // A 30-day at-the-money call at 30% volatility and 5%: $3.63, as on the Greeks page.
    expect(screen.getByTestId('calc-price').textContent).toBe('$3.63');
    expect(screen.getByTestId('calc-buyer').textContent).toMatch(/\$103\.63/);
    expect(screen.queryByText(/European Black–Scholes price/)).toBeNull();
  });
});

describe('the strategy builder', () => {
  const summaryOf = async (template: string) => {
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: template } });
    return (await screen.findByTestId('strategy-summary')).textContent ?? '';
  };
  // The spreads page's table: [strategy, legs, net, max profit, max loss, breakevens].
  const rows = course.pages.find((p) => p.id === 11)!.table!.rows;
  const row = (name: string) => rows.find((r) => r[0] === name)!;
  // The page writes "$91.92 and $108.08"; the builder lists "$91.92, $108.08".
  const breakevens = (name: string) => row(name)[5]!.replace(' and ', ', ');

  it('uses the course’s market (25% volatility) and reproduces the spreads page’s numbers', async () => {
    renderExercises(['strategy-builder']);
    expect(await screen.findByText(/25% volatility/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Try it: Strategy builder' })).toBeTruthy();

    const condor = await summaryOf('iron condor');
    const legs = within(screen.getByRole('list', { name: 'Legs' }));
    expect(legs.getAllByLabelText('Strike').map((e) => (e as HTMLInputElement).value)).toEqual([
      '90',
      '95',
      '105',
      '110',
    ]);
    expect(condor).toContain(`Max gain${row('Iron condor')[3]}`);
    expect(condor).toContain(`Max loss${row('Iron condor')[4]}`);
    expect(condor).toContain(`Breakevens${breakevens('Iron condor')}`);

    const spread = await summaryOf('bull call spread');
    expect(spread).toContain(`Max gain${row('Bull call spread')[3]}`);
    expect(spread).toContain(`Max loss${row('Bull call spread')[4]}`);
    expect(spread).toContain(`Breakevens${row('Bull call spread')[5]}`);

    const straddle = await summaryOf('straddle');
    expect(straddle).toContain(`Max loss${row('Long straddle')[4]}`);
    expect(straddle).toContain(`Breakevens${breakevens('Long straddle')}`);
  });
});

describe('the Greek simulator', () => {
  it('explains a European put priced below its intrinsic value, and only then', async () => {
    renderExercises(['greek-simulator']);
    await screen.findByTestId('sim-price');
    expect(screen.queryByTestId('sim-below-intrinsic')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Put' }));
    // A slider's label reads its value too ("Stock price$100.00").
    fireEvent.change(screen.getByLabelText(/^Stock price/), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText(/^Days to expiry/), { target: { value: '180' } });
    // European: 100·e^(−0.05·180/365) − 70 + a small call value ≈ $27.6, below the $30 exercise pays now.
    const price = Number(screen.getByTestId('sim-price').textContent!.replace(/[$,]/g, ''));
    expect(price).toBeLessThan(30);
    expect(screen.getByTestId('sim-below-intrinsic').textContent).toMatch(/never trade below \$30\.00 here/);
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(screen.queryByTestId('sim-below-intrinsic')).toBeNull();
  });
});

describe('sending a strategy to the Simulator', () => {
  it('says a strategy of several legs goes to the ticket one leg at a time, and which leg opens it', async () => {
    renderExercises(['strategy-builder']);
    await screen.findByTestId('strategy-summary');
    // The straddle: a call and a put at the money; the ticket opens with the call.
    expect(screen.getByRole('button', { name: 'Trade the first leg in the Simulator' })).toBeTruthy();
    expect(
      screen.getByText(/opens on AAPL with the first option leg, to buy a call at the money/),
    ).toBeTruthy();
    // Covered call: the shares are a leg too, and the option leg is a call sold above the price.
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'covered call' } });
    expect(await screen.findByText(/to sell a call with its strike \d+% above the price/)).toBeTruthy();
  });
});

it('shows one exercise with its title and no tabs, and all three as tabs', async () => {
  renderExercises(['greek-simulator']);
  await screen.findByRole('heading', { name: 'Try it: Greek simulator' });
  expect(screen.queryByRole('tablist')).toBeNull();
  expect(screen.getByText(exercise('greek-simulator')[0]!.description)).toBeTruthy();
  cleanup();
  renderExercises(course.exercises.map((x) => x.id));
  expect((await screen.findAllByRole('tab')).length).toBe(3);
});
