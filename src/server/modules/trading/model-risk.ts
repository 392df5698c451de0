// The market-model covariances live in the core, so the browser's guest mode uses them too.
export { modelCorrelation, modelEstimates } from '../../../core/trading/model-risk';
