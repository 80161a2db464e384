import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const p = await b.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await p.addInitScript(() => {
    window.__loaf = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push({ start: Math.round(e.startTime), dur: Math.round(e.duration), block: Math.round(e.blockingDuration), scripts: e.scripts.map(s => `${s.invokerType}:${s.invoker.slice(0,60)} ${(s.sourceURL||'').split('/').pop()} ${Math.round(s.duration)}ms`) }); }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await p.goto('http://127.0.0.1:3917' + path);
  await p.waitForSelector('html[data-hydrated]', { timeout: 60000 });
  await p.waitForTimeout(3000);
  const loaf = await p.evaluate(() => window.__loaf.filter(e => e.dur > 50));
  const fcp = await p.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  console.log(path, 'fcp', Math.round(fcp));
  for (const e of loaf) console.log('  ', e.start, e.dur, 'block', e.block, e.scripts.join(' | '));
  await p.close();
}
await b.close();
