import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
const port = 40000 + Math.floor(Math.random() * 10000);
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory', JOBS: 'false', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const url = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(`${url}/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const guest = { id: 'guest', firstName: 'Guest', lastName: '', totalXP: 0, level: 1, currentStreak: 0, longestStreak: 0, isGuest: true };
for (const [name, vp] of [['desktop', { width: 1366, height: 850 }], ['phone', { width: 390, height: 844 }]] as const) {
  const ctx = await browser.newContext({ viewport: vp, baseURL: url, isMobile: name === 'phone', hasTouch: name === 'phone' });
  const page = await ctx.newPage();
  await page.goto('/');
  await page.evaluate((g) => localStorage.setItem('user', JSON.stringify(g)), guest);
  await page.goto('/library');
  await page.getByRole('heading', { name: 'Courses' }).waitFor();
  await page.screenshot({ path: `/tmp/shots/tutor/${name}-1-launcher.png` });
  await page.getByRole('button', { name: 'Ask the tutor' }).click();
  await page.getByRole('dialog', { name: 'Tutor' }).waitFor();
  await page.screenshot({ path: `/tmp/shots/tutor/${name}-2-welcome.png` });
  for (const q of ['why did LTCM fail?', 'what is a stop-loss?']) {
    await page.getByLabel('Message the tutor').fill(q);
    await page.getByLabel('Message the tutor').press('Enter');
    await page.locator('[data-testid="tutor-answer"][aria-busy="false"]').last().waitFor();
  }
  await page.getByLabel('Message the tutor').fill('take me to the moon');
  await page.getByLabel('Message the tutor').press('Enter');
  await page.getByText("I'm not sure where you want to go").waitFor();
  await page.screenshot({ path: `/tmp/shots/tutor/${name}-3-answers.png` });
  await page.getByRole('button', { name: 'History' }).click();
  await page.screenshot({ path: `/tmp/shots/tutor/${name}-4-history.png` });
  await ctx.close();
}
await browser.close();
server.kill();
