/**
 * The routing engine's inputs and outputs. Node 0 is the micro warehouse (the depot) every
 * route leaves from and returns to; nodes 1..n are the stops (customers). Everything is indexed
 * by node, so a caller keeps its own list of orders in the same order and maps back.
 */

/** Travel cost between two nodes: km, metres, seconds or a benchmark's integer units. */
export type DistanceFunction = (from: number, to: number) => number;

/**
 * A symmetric cost matrix: rows of numbers, a flat row-major array of (n+1)² entries, or a
 * function the engine calls once per pair while it builds its own matrix.
 */
export type Distances = readonly (readonly number[])[] | Float64Array | readonly number[] | DistanceFunction;

export interface RoutingProblem {
  /** Costs between nodes (0 = depot). */
  distances: Distances;
  /**
   * What each node needs carried, indexed by node (entry 0, the depot, is ignored). A plain
   * number per node for one dimension; an array per node when vehicles are limited in more than
   * one way, e.g. `[orders, kg]`, in the same order as `capacity`.
   */
  demands: readonly number[] | readonly (readonly number[])[];
  /** What one vehicle carries: a number, or one limit per dimension, e.g. `[30, 120]`. */
  capacity: number | readonly number[];
  /** Most vehicles (routes) that may leave; unlimited when absent. */
  maxRoutes?: number;
  /** Most stops on one route, whatever their load; unlimited when absent. */
  maxStops?: number;
}

export interface SolveOptions {
  /** Same seed, same problem, same options: the same routes, on any machine. Default 1. */
  seed?: number;
  /**
   * Ruin-and-recreate iterations. The default grows with the number of stops; it is the real
   * stopping rule, so a result does not depend on how fast the machine is.
   */
  iterations?: number;
  /** A safety cap on the search's wall-clock time in ms (default 2,000); the best found so far is kept. */
  timeLimitMs?: number;
  /** Called with the share of the search done, 0..1, about a hundred times a solve. */
  onProgress?: (fraction: number) => void;
}

export interface Route {
  /** Stops in driving order, depot excluded. */
  stops: number[];
  /** Load per capacity dimension. */
  load: number[];
  /** Cost of the round trip depot → stops → depot. */
  cost: number;
}

export interface RoutingSolution {
  routes: Route[];
  /** Sum of the routes' costs. */
  cost: number;
  /**
   * Stops no vehicle could take: a demand above a vehicle's capacity, or more load than
   * `maxRoutes` vehicles can carry. Empty in the usual case.
   */
  unassigned: number[];
  /** Cost of the savings construction alone, before the search improved on it. */
  constructionCost: number;
  iterations: number;
  /** Why the search stopped: its iteration budget, or the wall-clock safety cap. */
  stoppedBy: 'iterations' | 'time';
  elapsedMs: number;
}
