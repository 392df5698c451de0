import { configure } from '@testing-library/react';

// Lazily loaded routes and lessons can take more than testing-library's default 1 s to appear when
// the whole suite shares two cores; wait up to 10 s before calling an element missing.
configure({ asyncUtilTimeout: 10_000 });
