import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const { lhr } = await lighthouse('http://127.0.0.1:3917' + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  console.log(path, 'TBT', Math.round(lhr.audits['total-blocking-time'].numericValue), 'LCP', Math.round(lhr.audits['largest-contentful-paint'].numericValue), 'FCP', Math.round(lhr.audits['first-contentful-paint'].numericValue), 'TTI', Math.round(lhr.audits['interactive'].numericValue));
  for (const i of lhr.audits['bootup-time'].details.items) console.log('  bootup', i.url.split('/').pop(), 'total', Math.round(i.total), 'script', Math.round(i.scripting), 'parse', Math.round(i.scriptParseCompile));
  for (const i of lhr.audits['mainthread-work-breakdown'].details.items) console.log('  main', i.groupLabel, Math.round(i.duration));
  for (const t of lhr.audits['long-tasks'].details.items) console.log('  long', Math.round(t.startTime), Math.round(t.duration), t.url);
}
await chrome.kill();
