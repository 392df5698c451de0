import { classify } from './src/core/tutor/classify';
import { patterns } from './src/core/tutor/patterns';
const p = patterns.find(p=>p.target==='federal-reserve-explained')!;
classify('take me to the moon', {patterns:[{...p, keywords:['the fed']}]});
