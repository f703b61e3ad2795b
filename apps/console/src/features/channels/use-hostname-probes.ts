import { useCallback, useEffect, useMemo, useState } from 'react';
import { type HostnameState, probeHostname } from './hostname-probe';

/** Probes every hostname once they are known (and again on `recheck`); a hostname of the latest round not answered yet is 'checking'. */
export function useHostnameProbes(hostnames: readonly string[] | undefined, probe: (hostname: string) => Promise<boolean> = probeHostname) {
  const [round, setRound] = useState(0);
  const [answers, setAnswers] = useState<{ round: string; reachable: Record<string, boolean> }>({ round: '', reachable: {} });
  const list = hostnames?.join('\n');
  const current = list === undefined ? null : `${round}\n${list}`;

  useEffect(() => {
    if (current === null || list === undefined || list === '') return;
    let live = true;
    for (const host of list.split('\n')) {
      void probe(host).then((ok) => {
        if (live) setAnswers((before) => ({ round: current, reachable: { ...(before.round === current ? before.reachable : {}), [host]: ok } }));
      });
    }
    return () => {
      live = false;
    };
  }, [current, list, probe]);

  const states = useMemo(() => {
    const result: Record<string, HostnameState> = {};
    for (const host of hostnames ?? []) {
      const ok = answers.round === current ? answers.reachable[host] : undefined;
      result[host] = ok === undefined ? 'checking' : ok ? 'reachable' : 'unreachable';
    }
    return result;
  }, [hostnames, answers, current]);

  const recheck = useCallback(() => setRound((value) => value + 1), []);
  return { states, recheck };
}
