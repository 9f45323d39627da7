import { DEFAULT_SHAPE, shapeFor } from './scale-cluster';
import { SHORT } from './mode';

/** The scale cluster: 200 pools / 5,000 nodes, or a small one of the same proportions. */
export const SCALE_SHAPE = SHORT ? shapeFor(20, 200) : DEFAULT_SHAPE;
