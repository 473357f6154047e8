import { useEffect, useState } from 'react';
import { useServices } from '../app/context.ts';
import type { SearchActor } from './searchActor.ts';

/**
 * The search box's running machine, or null on the first render and until its code has arrived (it is
 * loaded after the first render, away from the first screen's JavaScript); stopped when the box unmounts.
 */
export function useSearchActor(): SearchActor | null {
  const services = useServices();
  const [actor, setActor] = useState<SearchActor | null>(null);
  useEffect(() => {
    let mounted = true;
    let started: SearchActor | null = null;
    void import('./searchActor.ts').then(({ startSearchActor }) => {
      if (mounted) {
        started = startSearchActor(services);
        setActor(started);
      }
    });
    return () => {
      mounted = false;
      started?.stop();
    };
  }, [services]);
  return actor;
}
