import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SeriesChart } from './SeriesChart';

describe('the S&P 500 lesson charts', () => {
  it('tests the 50/200-day rule against buy-and-hold with costs, and reruns it when the learner changes the rule or the cost', () => {
    render(
      <SeriesChart
        chart={{ series: 'sp500-daily-2000-2020', view: 'trend-rule', caption: 'Price moves only.' }}
      />,
    );
    expect(screen.getByTestId('rule-end').textContent).toBe('$26,941');
    expect(screen.getByTestId('hold-end').textContent).toBe('$20,891');
    expect(screen.getByTestId('rule-trades').textContent).toBe('20');
    fireEvent.change(screen.getByLabelText('Rule: hold stocks while…'), {
      target: { value: 'price-vs-slow' },
    });
    fireEvent.change(screen.getByLabelText('Cost of each purchase or sale'), { target: { value: '0.5' } });
    expect(screen.getByTestId('rule-end').textContent).toBe('$9,963');
    expect(screen.getByTestId('rule-trades').textContent).toBe('136');
    expect(screen.getByText(/ended behind buy-and-hold/)).toBeTruthy();
  });

  it('draws a chosen year of the real index with its averages and RSI, summarised in words', () => {
    render(
      <SeriesChart
        chart={{ series: 'sp500-daily-2000-2020', view: 'indicators', caption: 'Real closes.' }}
      />,
    );
    expect(screen.getByRole('img', { name: /S&P 500 daily closes in 2008/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2000' } });
    expect(screen.getByTestId('indicator-summary').textContent).toMatch(
      /^2000: the index went from 1455\.22 on 3 Jan 2000 to /,
    );
    expect(screen.getByRole('img', { name: /14-day RSI of the S&P 500 in 2000/ })).toBeTruthy();
  });
});
