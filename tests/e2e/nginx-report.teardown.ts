import { expect, test } from '@playwright/test';
import { nginxProblems } from '../support/nginx-teardown';

// Runs once the nginx project is over (its `teardown`): its logs cover every page it visited.
test('behind nginx, no CSP violation was reported and every asset was delivered', async () => {
  expect(await nginxProblems()).toEqual([]);
});
