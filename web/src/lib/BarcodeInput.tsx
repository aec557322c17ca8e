import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import { DETECT_INTERVAL_MS, RepeatFilter, barcodeDetectorOf, newScans, normaliseScan, pickFormats } from './barcode';

interface Props {
  /** The input's accessible (and visible) label, e.g. "Scan AWB". */
  label: string;
  /** One scanned (or typed) code, trimmed, never empty. */
  onScan: (code: string) => void;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  /** Why the last scan was refused (a wrong barcode), shown under the input. */
  error?: string | null | undefined;
  helperText?: string;
  /** The text input, for pages that move focus to it as their workflow moves on. */
  ref?: Ref<HTMLInputElement>;
}

const CAMERA_REFUSED = 'Camera access was refused. Allow it in the browser, or type the code.';
const CAMERA_MISSING = 'No camera was found. Type the code instead.';
const CAMERA_FAILED = 'Could not start the camera. Type the code instead.';
const FORMATS_UNSUPPORTED = 'This browser cannot read these barcodes with the camera. Type the code instead.';

/** Whether this browser can scan with a camera: a BarcodeDetector and a camera API. */
function cameraScanSupported(): boolean {
  return (
    typeof window !== 'undefined' && barcodeDetectorOf(window) !== null && Boolean(navigator.mediaDevices?.getUserMedia)
  );
}

/**
 * The one scanner input. A keyboard-wedge scanner types into the focused box and ends
 * with Enter, which submits the code; the box then empties and keeps focus, so scans
 * follow one another. Where the browser has a BarcodeDetector, "Scan with camera" reads
 * codes from the device's back camera instead (each code once, see RepeatFilter).
 */
export function BarcodeInput({
  label,
  onScan,
  disabled = false,
  placeholder,
  autoFocus,
  error,
  helperText,
  ref,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement, []);
  const [cameraSupported] = useState(cameraScanSupported);
  const [cameraOn, setCameraOn] = useState(false);
  const cameraActive = cameraOn && !disabled;
  // The camera's loop outlives renders; it always reports to the latest handler.
  const latestOnScan = useRef(onScan);
  useEffect(() => {
    latestOnScan.current = onScan;
  }, [onScan]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = input.current;
    if (!box) return;
    // Uncontrolled: a wedge scanner types faster than a render, and nothing it typed may be lost.
    const code = normaliseScan(box.value);
    box.value = '';
    box.focus();
    if (code && !disabled) onScan(code);
  };

  return (
    <Stack gap="3">
      <form onSubmit={submit} noValidate>
        <Field.Root invalid={Boolean(error)} disabled={disabled}>
          <Field.Label>{label}</Field.Label>
          <HStack gap="2" width="full" align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input
              ref={input}
              name="code"
              type="text"
              placeholder={placeholder}
              autoFocus={autoFocus}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              fontFamily="mono"
              flex="1"
              minW="48"
            />
            <Button type="submit" variant="outline" disabled={disabled} flexShrink={0}>
              Enter
            </Button>
            {cameraSupported && (
              <Button
                type="button"
                variant={cameraActive ? 'solid' : 'outline'}
                aria-pressed={cameraActive}
                disabled={disabled}
                flexShrink={0}
                onClick={() => setCameraOn((on) => !on)}
              >
                Scan with camera
              </Button>
            )}
          </HStack>
          {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
          <Field.ErrorText role="alert" fontWeight="medium">
            {error}
          </Field.ErrorText>
        </Field.Root>
      </form>
      {cameraActive && <CameraScanner onScan={(code) => latestOnScan.current(code)} />}
    </Stack>
  );
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_REFUSED;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return CAMERA_MISSING;
  return CAMERA_FAILED;
}

class FormatsUnsupported extends Error {}

/**
 * The camera's preview and its detection loop, about five frames a second. Mounted only
 * while the camera is on: unmounting (toggle off, or leaving the page) stops the camera.
 */
function CameraScanner({ onScan }: { onScan: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const latestOnScan = useRef(onScan);
  useEffect(() => {
    latestOnScan.current = onScan;
  }, [onScan]);

  useEffect(() => {
    const Detector = barcodeDetectorOf(window);
    const element = video.current;
    if (!Detector || !element) return undefined;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    const filter = new RepeatFilter();

    const start = async () => {
      try {
        const formats = pickFormats(await Detector.getSupportedFormats());
        if (formats.length === 0) throw new FormatsUnsupported();
        const detector = new Detector({ formats });
        if (stopped) return;
        const opened = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) {
          // Switched off while the browser was still asking for the camera.
          stopTracks(opened);
          return;
        }
        stream = opened;
        element.srcObject = opened;
        await element.play().catch(() => undefined);
        if (stopped) return;
        setLive(true);
        let detecting = false;
        timer = window.setInterval(() => {
          if (detecting || stopped || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
          detecting = true;
          detector
            .detect(element)
            .then((found) => {
              if (stopped) return;
              for (const code of newScans(
                filter,
                found.map((barcode) => barcode.rawValue),
                Date.now(),
              )) {
                latestOnScan.current(code);
              }
            })
            // A frame that cannot be read (the camera refocusing) is skipped; the next one is tried.
            .catch(() => undefined)
            .finally(() => {
              detecting = false;
            });
        }, DETECT_INTERVAL_MS);
      } catch (failure) {
        if (!stopped) setProblem(failure instanceof FormatsUnsupported ? FORMATS_UNSUPPORTED : cameraProblem(failure));
      }
    };
    void start();

    return () => {
      stopped = true;
      window.clearInterval(timer);
      if (stream) stopTracks(stream);
      element.srcObject = null;
    };
  }, []);

  return (
    <Stack gap="2" align="flex-start">
      <Box
        asChild
        width="full"
        maxW="xs"
        aspectRatio="4 / 3"
        bg="black"
        rounded="md"
        overflow="hidden"
        hidden={problem !== null}
      >
        <video ref={video} muted playsInline aria-label="Camera preview" />
      </Box>
      <Text textStyle="sm" color={problem ? 'fg.error' : 'fg.muted'} role={problem ? 'alert' : 'status'}>
        {problem ?? (live ? 'Camera on: hold the barcode up to it.' : 'Starting the camera…')}
      </Text>
    </Stack>
  );
}
