import type { ConfigSources } from './config-diff';
import type { MachineConfigContent } from './machine-config-content';

const sorted = (configs: readonly MachineConfigContent[] | undefined) =>
  [...(configs ?? [])].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/**
 * Which MachineConfig a change comes from: the MCO merges a pool's MachineConfigs in name
 * order, later wins, so it is the last one by name that sets the path, the unit or the
 * argument. Removed items come from the old config's sources.
 */
export class Attribution {
  private readonly before: readonly MachineConfigContent[];
  private readonly after: readonly MachineConfigContent[];

  constructor(sources: ConfigSources) {
    this.before = sorted(sources.before);
    this.after = sorted(sources.after);
  }

  private last(side: 'before' | 'after', sets: (mc: MachineConfigContent) => boolean): string | undefined {
    const configs = side === 'before' ? this.before : this.after;
    for (let i = configs.length - 1; i >= 0; i--) if (sets(configs[i]!)) return configs[i]!.name;
    return undefined;
  }

  file(path: string, side: 'before' | 'after'): string | undefined {
    return this.last(side, (mc) => mc.files.has(path));
  }

  /** A unit's change comes from whoever sets the unit, or from a drop-in that changed. */
  unit(name: string, side: 'before' | 'after', changedDropins: readonly string[]): string | undefined {
    const byDropin = changedDropins.length
      ? this.last(side, (mc) => changedDropins.some((d) => mc.units.get(name)?.dropins.has(d)))
      : undefined;
    return byDropin ?? this.last(side, (mc) => mc.units.has(name));
  }

  kernelArgument(arg: string): string | undefined {
    return this.last('after', (mc) => mc.kernelArguments.some((a) => a.split(/\s+/).includes(arg)));
  }

  extension(name: string): string | undefined {
    return this.last('after', (mc) => mc.extensions.includes(name));
  }
}
