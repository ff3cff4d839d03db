import { internalSegment } from '@stride/i18n';
import { z } from 'zod';
import { RESERVED_FILTERS, type ReservedFilter } from './filter-catalogue';

function reservedBySlovakName(name: string): ReservedFilter | undefined {
  const segment = internalSegment('sk', name);
  return RESERVED_FILTERS.find((filter) => filter === segment);
}

/**
 * `DISABLED_FILTERS`: a comma-separated list of the reserved filters to switch off, by their Slovak
 * (canonical) names, e.g. `predajna,okres` (spec §2 "Filters"). Spaces and empty items are ignored;
 * an unknown name is a configuration mistake and fails validation rather than being ignored.
 */
const DisabledFiltersEnvSchema = z.object({
  DISABLED_FILTERS: z
    .string()
    .optional()
    .transform((list, context) => {
      const names = (list ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      const filters: ReservedFilter[] = [];
      for (const name of names) {
        const filter = reservedBySlovakName(name);
        if (filter) filters.push(filter);
        else context.addIssue({ code: 'custom', message: `DISABLED_FILTERS: "${name}" is not a reserved filter name` });
      }
      return [...new Set(filters)];
    }),
});

/** The reserved filters the environment switches off (throws a ZodError for an unknown name). */
export function disabledFiltersFromEnv(env: Record<string, string | undefined>): ReservedFilter[] {
  return DisabledFiltersEnvSchema.parse(env).DISABLED_FILTERS;
}
