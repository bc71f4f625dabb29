import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flow, runFlow, type Step, stop, undo } from './flow';

type Outcome = 'ok' | 'throw' | 'stop' | 'undo';

interface Log {
  ran: number[];
  compensated: number[];
}

/** Step `i` logs its run, ends as `outcome` says, and (when `undoable`) logs its compensation. */
function stepOf(i: number, outcome: Outcome, undoable: boolean, failingCompensation = false): Step<Log, string> {
  return {
    name: `step ${i}`,
    run: async (log) => {
      log.ran.push(i);
      if (outcome === 'throw') throw new Error(`step ${i} failed`);
      if (outcome === 'stop') return stop(`stopped at ${i}`);
      if (outcome === 'undo') return undo(`undone at ${i}`);
    },
    ...(undoable ? {
      compensate: async (log: Log) => {
        log.compensated.push(i);
        if (failingCompensation) throw new Error(`compensation ${i} failed`);
      },
    } : {}),
  };
}

describe('runFlow', () => {
  it('runs every step in order and answers the flow\'s answer', async () => {
    const log: Log = { ran: [], compensated: [] };
    const answer = await runFlow(flow('all', [stepOf(0, 'ok', true), stepOf(1, 'ok', true)], (l) => `ran ${l.ran.join(',')}`), log);
    expect(answer).toBe('ran 0,1');
    expect(log.compensated).toEqual([]);
  });

  it('a step that throws: the completed steps are compensated in reverse, the failing one is not, and the error goes on', async () => {
    const log: Log = { ran: [], compensated: [] };
    const steps = [stepOf(0, 'ok', true), stepOf(1, 'ok', false), stepOf(2, 'ok', true), stepOf(3, 'throw', true), stepOf(4, 'ok', true)];
    await expect(runFlow(flow('throws', steps, () => 'never'), log)).rejects.toThrow('step 3 failed');
    expect(log.ran).toEqual([0, 1, 2, 3]);
    expect(log.compensated).toEqual([2, 0]);
  });

  it('stop answers at once and keeps what ran; undo answers after compensating', async () => {
    const stopped: Log = { ran: [], compensated: [] };
    expect(await runFlow(flow('stops', [stepOf(0, 'ok', true), stepOf(1, 'stop', true), stepOf(2, 'ok', true)], () => 'never'), stopped)).toBe('stopped at 1');
    expect(stopped).toEqual({ ran: [0, 1], compensated: [] });
    const undone: Log = { ran: [], compensated: [] };
    expect(await runFlow(flow('undoes', [stepOf(0, 'ok', true), stepOf(1, 'undo', true)], () => 'never'), undone)).toBe('undone at 1');
    expect(undone).toEqual({ ran: [0, 1], compensated: [0] });
  });

  it('a compensation that fails is reported and the others still run; unreported, the failures are thrown together', async () => {
    const reported: string[] = [];
    const log: Log = { ran: [], compensated: [] };
    const steps = [stepOf(0, 'ok', true), stepOf(1, 'ok', true, true), stepOf(2, 'undo', true)];
    expect(await runFlow(flow('reports', steps, () => 'never'), log, { compensationFailed: (name, step) => reported.push(`${name}/${step}`) })).toBe('undone at 2');
    expect(log.compensated).toEqual([1, 0]);
    expect(reported).toEqual(['reports/step 1']);
    const unreported: Log = { ran: [], compensated: [] };
    await expect(runFlow(flow('throws', steps, () => 'never'), unreported)).rejects.toBeInstanceOf(AggregateError);
    expect(unreported.compensated).toEqual([1, 0]);
  });

  it('property: compensations run exactly for the completed steps, in reverse order, each once', async () => {
    const plan = fc.array(fc.record({ outcome: fc.constantFrom<Outcome>('ok', 'ok', 'ok', 'throw', 'stop', 'undo'), undoable: fc.boolean() }), { maxLength: 12 });
    await fc.assert(fc.asyncProperty(plan, async (steps) => {
      const log: Log = { ran: [], compensated: [] };
      const definition = flow('generated', steps.map((s, i) => stepOf(i, s.outcome, s.undoable)), () => 'done');
      const ending = steps.findIndex((s) => s.outcome !== 'ok');
      let threw = false;
      try {
        await runFlow(definition, log);
      } catch {
        threw = true;
      }
      const ranTo = ending === -1 ? steps.length : ending + 1;
      expect(log.ran).toEqual(steps.slice(0, ranTo).map((_, i) => i));
      expect(threw).toBe(ending !== -1 && steps[ending]!.outcome === 'throw');
      const compensates = ending !== -1 && (steps[ending]!.outcome === 'throw' || steps[ending]!.outcome === 'undo');
      const completedUndoable = steps.slice(0, ending === -1 ? 0 : ending).map((s, i) => (s.undoable ? i : -1)).filter((i) => i >= 0);
      expect(log.compensated).toEqual(compensates ? [...completedUndoable].reverse() : []);
      expect(new Set(log.compensated).size).toBe(log.compensated.length);
    }));
  });
});
