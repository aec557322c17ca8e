/**
 * Pure helpers behind BarcodeInput: what a scan reads as, which formats the camera looks
 * for, and the filter that turns a camera's stream of sightings into single scans.
 */

/** The formats the camera looks for: AWB and product labels (Code 128, Code 39, EAN-13) and QR codes. */
export const BARCODE_FORMATS = ['code_128', 'code_39', 'ean_13', 'qr_code'] as const;
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

/** How often the camera's picture is read: about five frames a second. */
export const DETECT_INTERVAL_MS = 200;

/** A code seen again within this time is the same scan (the label is still in front of the camera). */
export const REPEAT_WINDOW_MS = 1500;

/**
 * A scanned code as the app sends it. Scanners add their own bits around the code: a
 * carriage return or tab as terminator, GS1 group separators, stray spaces. None of
 * them is part of an AWB, WSIN or SKU.
 */
export function normaliseScan(raw: string): string {
  // Control characters are exactly what a scanner wraps codes in.
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/** The formats to ask the detector for: ours, less any this browser cannot read. */
export function pickFormats(supported: readonly string[]): BarcodeFormat[] {
  const readable = new Set(supported);
  return BARCODE_FORMATS.filter((format) => readable.has(format));
}

/**
 * Turns a camera's sightings into scans. A camera reads the label in front of it on
 * every frame, so a code counts again only after it has been out of sight for the
 * window: while the label is held up, or comes back within 1.5 s, it is the same scan.
 * Codes are independent of each other; a different code always counts at once.
 */
export class RepeatFilter {
  private readonly lastSeen = new Map<string, number>();

  constructor(private readonly windowMs: number = REPEAT_WINDOW_MS) {}

  /** Whether this sighting of `code` at `now` (ms) is a new scan. Every sighting restarts its window. */
  accept(code: string, now: number): boolean {
    const previous = this.lastSeen.get(code);
    this.lastSeen.set(code, now);
    this.prune(now);
    return previous === undefined || now - previous > this.windowMs;
  }

  /** Forgets every code, so the next sighting of any counts (the camera was switched off and on). */
  reset(): void {
    this.lastSeen.clear();
  }

  /** Codes long out of sight cannot repeat any more; a long session keeps no list of them. */
  private prune(now: number): void {
    for (const [code, seen] of this.lastSeen) {
      if (now - seen > this.windowMs) this.lastSeen.delete(code);
    }
  }
}

/** The new scans among one frame's detections, in the order found; each code once. */
export function newScans(filter: RepeatFilter, rawValues: readonly string[], now: number): string[] {
  const scans: string[] = [];
  const inFrame = new Set<string>();
  for (const raw of rawValues) {
    const code = normaliseScan(raw);
    if (!code || inFrame.has(code)) continue;
    inFrame.add(code);
    if (filter.accept(code, now)) scans.push(code);
  }
  return scans;
}

/*
 * The Barcode Detection API is not in TypeScript's DOM library; these are the parts used.
 * https://wicg.github.io/shape-detection-api/#barcode-detection-api
 */
export interface DetectedBarcode {
  readonly rawValue: string;
  readonly format: string;
}

export interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

export interface BarcodeDetectorConstructor {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's BarcodeDetector, where it has one. */
export function barcodeDetectorOf(scope: object): BarcodeDetectorConstructor | null {
  if (!('BarcodeDetector' in scope)) return null;
  const detector = (scope as { BarcodeDetector?: unknown }).BarcodeDetector;
  return typeof detector === 'function' ? (detector as BarcodeDetectorConstructor) : null;
}
