import { describe, expect, it } from 'vitest';
import { machineTicks, parseProcessStat, processKind } from '../harness/cpu-use.ts';

describe('where the CPU went (npm run cpu)', () => {
  it('reads a process line of /proc whose name holds spaces and parentheses', () => {
    const line =
      '4242 (Web Content (x)) S 1 4242 4242 0 -1 4194560 1200 0 0 0 350 40 0 0 20 0 30 0 98765 2600000000 60000 ' +
      '18446744073709551615 1 1 0 0 0 0 0 4096 0 0 0 0 17 1 0 0 0 0 0';
    expect(parseProcessStat(line)).toEqual({ comm: 'Web Content (x)', startTicks: 98765, cpuTicks: 390 });
    expect(parseProcessStat('garbage')).toBeUndefined();
  });

  it('counts busy and idle ticks over every CPU, iowait as idle', () => {
    expect(machineTicks('cpu  100 5 50 1000 20 1 2 3 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0')).toEqual({
      busy: 161,
      idle: 1020,
    });
    expect(() => machineTicks('cpu0 1 2 3')).toThrow();
  });

  it('names each kind of process the suite starts', () => {
    const chromium = '/usr/lib/chromium/chromium';
    expect(processKind([chromium, '--disable-gpu', '--user-data-dir=/tmp/p'], 'chromium')).toBe(
      'chromium browser',
    );
    expect(processKind([chromium, '--type=renderer', '--extension-process'], 'chromium')).toBe(
      'chromium renderer (extension)',
    );
    expect(processKind([chromium, '--type=renderer'], 'chromium')).toBe('chromium renderer');
    // A child that rewrote its arguments as one string, a log path among them.
    expect(
      processKind(
        [`${chromium} --type=renderer --enable-logging=/tmp/x/chromium.log --extension-process`],
        'chromium',
      ),
    ).toBe('chromium renderer (extension)');
    expect(processKind([chromium, '--type=gpu-process'], 'chromium')).toBe('chromium gpu-process');
    expect(
      processKind(
        [chromium, '--type=utility', '--utility-sub-type=network.mojom.NetworkService'],
        'chromium',
      ),
    ).toBe('chromium utility network.mojom.NetworkService');
    expect(processKind(['/proc/self/exe', '--type=zygote'], 'exe')).toBe('chromium zygote');
    const firefox = '/usr/lib/firefox-esr/firefox-esr';
    expect(
      processKind(
        [`${firefox} -contentproc -parentPid 1 -appDir /usr/lib/firefox-esr/browser 4 rdd`],
        'RDD Process',
      ),
    ).toBe('firefox rdd');
    expect(processKind([firefox, '--headless', 'about:blank'], 'firefox-esr')).toBe('firefox main');
    expect(processKind([firefox, '-contentproc', '-isForBrowser', '3', 'tab'], 'Web Content')).toBe(
      'firefox tab',
    );
    expect(processKind(['node', '/repo/node_modules/.bin/vitest', 'run'], 'node')).toBe('node vitest');
    expect(processKind(['/usr/bin/node', '/repo/node_modules/@playwright/test/cli.js', 'test'], 'node')).toBe(
      'node playwright',
    );
    expect(processKind(['/usr/bin/ffmpeg', '-i', 'x'], 'ffmpeg')).toBe('ffmpeg');
    expect(processKind([], 'kdamond.0')).toBe('kdamond.0');
    expect(processKind([], 'kworker/1:1H-kblockd')).toBe('kworker');
  });
});
