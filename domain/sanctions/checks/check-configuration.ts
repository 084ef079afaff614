import { z } from 'zod';
import { parseInput } from '../../validation/parse-input';

export const MONITORING_INTERVALS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type MonitoringInterval = (typeof MONITORING_INTERVALS)[number];

/** Days between monitoring re-runs. A month is 30 days: re-checks need not fall on calendar dates. */
export const INTERVAL_DAYS: Record<MonitoringInterval, number> = { DAILY: 1, WEEKLY: 7, MONTHLY: 30 };

export interface CheckConfigurationInput {
  monitoring: { interval: string; isActive: boolean };
  matchThreshold?: number | null;
  datasets?: string[] | null;
}

export interface CheckConfigurationDraft {
  monitoringInterval: MonitoringInterval;
  monitoringActive: boolean;
  matchThreshold: number;
  /** Null: every dataset, including lists added later. */
  datasets: string[] | null;
}

const schema = (knownDatasets: readonly string[], defaultThreshold: number) =>
  z.object({
    monitoring: z.object(
      {
        interval: z.enum(MONITORING_INTERVALS, {
          error: `must be one of ${MONITORING_INTERVALS.join(', ')}`,
        }),
        isActive: z.boolean({ error: 'must be a boolean' }),
      },
      { error: 'is required: {interval, is_active}' },
    ),
    matchThreshold: z
      .number({ error: 'must be an integer' })
      .int({ error: 'must be an integer' })
      .min(1, { error: 'must be from 1 to 100' })
      .max(100, { error: 'must be from 1 to 100' })
      .nullish()
      .transform((value) => value ?? defaultThreshold),
    datasets: z
      .array(
        z.string({ error: 'must be a string' }).refine((name) => knownDatasets.includes(name), {
          error: `must be one of ${knownDatasets.join(', ')}`,
        }),
        { error: 'must be an array of dataset names' },
      )
      .min(1, { error: 'must name at least one dataset (or be left out for all)' })
      .nullish(),
  });

/** Checks a configuration against the datasets the platform has now. */
export function parseCheckConfiguration(
  input: CheckConfigurationInput,
  knownDatasets: readonly string[],
  defaultThreshold: number,
): CheckConfigurationDraft {
  const d = parseInput(schema(knownDatasets, defaultThreshold), input);
  return {
    monitoringInterval: d.monitoring.interval,
    monitoringActive: d.monitoring.isActive,
    matchThreshold: d.matchThreshold,
    datasets: d.datasets ? [...new Set(d.datasets)] : null,
  };
}
