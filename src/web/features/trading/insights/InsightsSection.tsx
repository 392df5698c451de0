import type { PortfolioAnswer } from '../../../../shared/api/trading';
import { activeAdvanced, EmergencySwitch } from '../EmergencySwitch';
import { Card } from './Card';
import { Optimization } from './Optimization';
import { PortfolioInsights } from './PortfolioInsights';
import { QuantHistory } from './QuantHistory';
import { Recommendations } from './Recommendations';
import { StrategyDetection } from './StrategyDetection';

/** The Simulator's Insights: six screens over the account, loaded when the panel is opened. */
export default function InsightsSection({
  data,
  symbol,
  onTrade,
}: {
  data: PortfolioAnswer;
  symbol: string;
  onTrade: (symbol: string) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card id="insights-portfolio" title="Portfolio insights">
        <PortfolioInsights />
      </Card>
      <Card id="insights-recommendations" title="Recommendations">
        <Recommendations onTrade={onTrade} />
      </Card>
      <Card id="insights-optimisation" title="Portfolio optimisation">
        <Optimization />
      </Card>
      <Card id="insights-strategy" title="Strategy detection">
        <StrategyDetection />
      </Card>
      <Card id="insights-quant-history" title={`Quant-rating history: ${symbol}`}>
        <QuantHistory symbol={symbol} />
      </Card>
      <Card id="insights-emergency" title="Emergency mode">
        <EmergencySwitch on={data.portfolio.emergencyMode} active={activeAdvanced(data)} />
      </Card>
    </div>
  );
}
