import type { GeneratedName } from "../../catalog/types";
import type { Ctx } from "../core/context";

/**
 * A Maker prepares once per request (filtering pools, reading options) and
 * returns a function that makes one candidate per call. A candidate may be
 * null when an attempt did not produce anything usable.
 */
export type Maker = (ctx: Ctx) => () => GeneratedName | null;
